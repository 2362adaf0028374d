/**
 * 'Select Period': the shift's rosters by period label, with Draft or Published (ours) for a
 * Successful roster; one not Successful shows its status.
 */
import type { RosterPeriod } from '@times/shared-sdk';
import { RosterStatus, appMessages } from '@times/shared-sdk/app';
import { publishStateText } from '../roster-publish/publishState';

interface Props {
  periods: RosterPeriod[] | null;
  value: string;
  onChange: (rstd: string) => void;
}

const t = appMessages.rosters.summary;

const labelOf = (period: RosterPeriod) =>
  period.roster_status === RosterStatus.SUCCESSFUL
    ? `${period.roster_period} (${publishStateText(period.publish_state)})`
    : `${period.roster_period} (${period.roster_status})`;

export function PeriodSelect({ periods, value, onChange }: Props) {
  const empty = !periods || periods.length === 0;
  return (
    <label>
      {t.selectPeriod}
      <select value={value} disabled={empty} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          {empty && periods ? t.noPeriods : t.selectPeriod}
        </option>
        {periods?.map((period) => (
          <option key={period.rstd} value={period.rstd}>
            {labelOf(period)}
          </option>
        ))}
      </select>
    </label>
  );
}
