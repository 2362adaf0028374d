/**
 * /apptimes and /apptimes/roster: client, site and shift, the shift's setup progress, and the
 * roster tabs of the selected shift by the ROSTER form rights (f_rd 5; spec 002 sections 2.1 and 6).
 * Any ROSTER right opens the page (rosterPageAccess); without right 9 or 10 there are no tabs and
 * no Create/View Roster button, only the setup banner and wizard.
 */
import { useMemo } from 'react';
import { Alert, Spinner } from '@times/shared-sdk';
import type { FormRights } from '@times/shared-sdk';
import { FormId, Section, appMessages, useFormRights } from '@times/shared-sdk/app';
import { CreateViewRoster } from './CreateViewRoster';
import { RosterSelectors } from './RosterSelectors';
import { RosterTabs } from './RosterTabs';
import type { RosterShift } from '../roster-period';
import { WizardBanner } from './WizardBanner';
import type { RosterTabs as Allowed } from './tabsForRights';
import { canAdjustRosters, tabsForRights } from './tabsForRights';
import { canOpenRosterPage } from './rosterPageAccess';
import { useRosterSelection } from './useRosterSelection';

function RosterSection({ allowed, rights }: { allowed: Allowed | null; rights: FormRights }) {
  const selection = useRosterSelection();
  const { site, shift, wizard } = selection;
  const rosterShift = useMemo<RosterShift | null>(
    () => (site && shift ? { std: site.std, sftd: shift.sftd, siteName: site.name, shiftName: shift.name } : null),
    [site, shift],
  );
  const canEdit = canAdjustRosters(rights);
  return (
    <Section>
      <RosterSelectors selection={selection} />
      {selection.error && <Alert>{selection.error}</Alert>}
      {wizard && site && shift && (
        <WizardBanner
          key={`${site.std}/${shift.sftd}`}
          wizard={wizard}
          shift={{
            std: site.std,
            sftd: shift.sftd,
            siteName: site.name,
            shiftName: shift.name,
            isCreate: site.isCreate,
            isView: site.isView,
          }}
          rights={rights}
          onChanged={selection.reloadWizard}
        />
      )}
      {allowed && (
        <>
          <div>
            <CreateViewRoster allowed={allowed} shift={rosterShift} canEdit={canEdit} />
          </div>
          <RosterTabs allowed={allowed} shift={rosterShift} canEdit={canEdit} />
        </>
      )}
    </Section>
  );
}

export function RosterPage() {
  const { rights, error } = useFormRights(FormId.ROSTER);
  if (error) return <Alert>{error}</Alert>;
  if (!rights) return <Spinner />;
  if (!canOpenRosterPage(rights)) return <Alert>{appMessages.roster.notAllowed}</Alert>;
  return <RosterSection allowed={tabsForRights(rights)} rights={rights} />;
}
