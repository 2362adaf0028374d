/** Select Client, Select Site and Select Shift (spec 002 section 2.1). */
import { Toolbar, appMessages } from '@times/shared-sdk/app';
import { ChoiceSelect } from '../roster-selectors/ChoiceSelect';
import { ClientSiteSelects } from '../roster-selectors/ClientSiteSelects';
import type { RosterSelection } from './useRosterSelection';

const t = appMessages.roster;

export function RosterSelectors({ selection }: { selection: RosterSelection }) {
  const s = selection;
  return (
    <Toolbar>
      <ClientSiteSelects selection={s} />
      <ChoiceSelect
        label={t.selectShift}
        items={s.shifts}
        value={s.shiftId}
        onChange={s.setShiftId}
        optionValue={(shift) => shift.sftd}
        optionLabel={(shift) => shift.name}
      />
    </Toolbar>
  );
}
