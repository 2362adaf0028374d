/**
 * The roster page's cascade (spec 002 section 2.1): a chosen client loads its sites and selects
 * the first, a site loads its shifts and selects the first, the selected shift loads the wizard status.
 */
import { useEffect, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { RosterSetupShift, RosterWizardResponse } from '@times/shared-sdk';
import { rosterSetupApi, timesAppApi } from '@times/shared-sdk/app';
import { useClientSites } from '../roster-selectors/useClientSites';
import { useFirstChoice } from '../roster-selectors/useFirstChoice';
import { useListOf } from '../roster-selectors/useListOf';

const shiftCode = (shift: RosterSetupShift) => shift.sftd;

export function useRosterSelection() {
  const clientSites = useClientSites();
  const { siteId } = clientSites;
  const shifts = useListOf(
    siteId,
    (std, signal) => rosterSetupApi.shifts(std, { signal }),
    (data) => data.site_shifts,
  );
  const [shiftId, setShiftId] = useFirstChoice(shifts.items, shiftCode);

  // The status of the shift it was loaded for: a reload keeps the old one on screen until it answers.
  const [loaded, setLoaded] = useState<{ key: string; wizard: RosterWizardResponse } | null>(null);
  const [version, setVersion] = useState(0);
  const nextSignal = useAbortSignal();
  const key = `${siteId}/${shiftId}`;
  useEffect(() => {
    if (!siteId || !shiftId) return;
    let current = true;
    void timesAppApi.rosterWizardDetails({ std: siteId, sftd: shiftId }, { signal: nextSignal() }).then((outcome) => {
      if (current && outcome.kind === 'ok') setLoaded({ key: `${siteId}/${shiftId}`, wizard: outcome.data });
    });
    return () => {
      current = false;
    };
  }, [siteId, shiftId, version, nextSignal]);

  const wizard = siteId && shiftId && loaded?.key === key ? loaded.wizard : null;
  const site = clientSites.sites?.find((item) => item.std === siteId) ?? null;
  const shift = shifts.items?.find((item) => item.sftd === shiftId) ?? null;

  return {
    ...clientSites,
    shifts: shifts.items,
    error: clientSites.error ?? shifts.error,
    shiftId,
    setShiftId,
    wizard,
    /** The selected site (with its roster flags) and shift, once both are chosen. */
    site,
    shift,
    /** Reloads the wizard status (after a step is saved). */
    reloadWizard: () => setVersion((n) => n + 1),
  };
}

export type RosterSelection = ReturnType<typeof useRosterSelection>;
