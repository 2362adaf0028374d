/** Select Client, Select Site and Select Shift (spec 002 section 2.1). */
import { Toolbar, appMessages } from '@times/shared-sdk/app';
import { ChoiceSelect } from './ChoiceSelect';
import type { RosterSelection } from './useRosterSelection';

const t = appMessages.roster;

export function RosterSelectors({ selection }: { selection: RosterSelection }) {
  const s = selection;
  return (
    <Toolbar>
      <ChoiceSelect
        label={t.selectClient}
        items={s.clients}
        value={s.clientId}
        onChange={s.setClientId}
        optionValue={(client) => client.cntd}
        optionLabel={(client) => client.name}
        placeholder={t.selectClient}
      />
      <ChoiceSelect
        label={t.selectSite}
        items={s.sites}
        value={s.siteId}
        onChange={s.setSiteId}
        optionValue={(site) => site.std}
        optionLabel={(site) => site.name}
      />
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
