/**
 * The roster page's cascade (spec 002 section 2.1): a chosen client loads its sites and selects
 * the first, a site loads its shifts and selects the first, the selected shift loads the wizard status.
 */
import { useEffect, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { ApiOutcome, ApiResponse, RosterWizardResponse } from '@times/shared-sdk';
import { rosterSetupApi, timesAppApi, useList } from '@times/shared-sdk/app';

const none = <R extends ApiResponse>(data: R): Promise<ApiOutcome<R>> => Promise.resolve({ kind: 'ok', data });

export function useRosterSelection() {
  const clients = useList(
    (signal) => rosterSetupApi.clients({ signal }),
    (data) => data.clients ?? [],
  );
  const [clientId, setClientId] = useState('');
  const sites = useList(
    (signal) => (clientId ? rosterSetupApi.sites(clientId, { signal }) : none({ status: 'OK', roster_sites: [] })),
    (data) => data.roster_sites ?? [],
    [clientId],
  );
  const [siteId, setSiteId] = useState('');
  useEffect(() => setSiteId(sites.items?.[0]?.std ?? ''), [sites.items]);
  const shifts = useList(
    (signal) => (siteId ? rosterSetupApi.shifts(siteId, { signal }) : none({ status: 'OK', site_shifts: [] })),
    (data) => data.site_shifts ?? [],
    [siteId],
  );
  const [chosenShift, setShiftId] = useState('');
  useEffect(() => setShiftId(shifts.items?.[0]?.sftd ?? ''), [shifts.items]);
  // Only a shift of the site's current list counts (never the previous site's shift while its list loads).
  const shiftId = shifts.items?.some((shift) => shift.sftd === chosenShift) ? chosenShift : '';

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
  const site = sites.items?.find((item) => item.std === siteId) ?? null;
  const shift = shifts.items?.find((item) => item.sftd === shiftId) ?? null;

  return {
    clients: clients.items,
    sites: sites.items,
    shifts: shifts.items,
    error: clients.error ?? sites.error ?? shifts.error,
    clientId,
    siteId,
    shiftId,
    setClientId,
    setSiteId,
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
