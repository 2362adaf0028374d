/**
 * /apptimes and /apptimes/roster: client, site and shift, the shift's setup progress, and the
 * roster tabs by the ROSTER form rights (f_rd 5; spec 002 sections 2.1 and 6).
 */
import { Alert, Spinner } from '@times/shared-sdk';
import { FormId, Section, appMessages, useFormRights } from '@times/shared-sdk/app';
import { CreateViewRoster } from './CreateViewRoster';
import { RosterSelectors } from './RosterSelectors';
import { RosterTabs } from './RosterTabs';
import { WizardBanner } from './WizardBanner';
import type { RosterTabs as Allowed } from './tabsForRights';
import { tabsForRights } from './tabsForRights';
import { useRosterSelection } from './useRosterSelection';

function RosterSection({ allowed }: { allowed: Allowed }) {
  const selection = useRosterSelection();
  return (
    <Section>
      <RosterSelectors selection={selection} />
      {selection.error && <Alert>{selection.error}</Alert>}
      {selection.wizard && <WizardBanner key={`${selection.siteId}/${selection.shiftId}`} wizard={selection.wizard} />}
      <div>
        <CreateViewRoster allowed={allowed} />
      </div>
      <RosterTabs allowed={allowed} />
    </Section>
  );
}

export function RosterPage() {
  const { rights, error } = useFormRights(FormId.ROSTER);
  if (error) return <Alert>{error}</Alert>;
  if (!rights) return <Spinner />;
  const allowed = tabsForRights(rights);
  if (!allowed) return <Alert>{appMessages.roster.notAllowed}</Alert>;
  return <RosterSection allowed={allowed} />;
}
