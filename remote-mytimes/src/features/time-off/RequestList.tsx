/** The employee's requests, newest first: days, reason, state, every decision; cancel while one waits. */
import styled from 'styled-components';
import type { TimeOffRequestRow } from '@times/shared-sdk';
import { Button } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { dayLabel, momentLabel } from '../../offline/dates';

const t = myTimesMessages.timeOff;

const Item = styled.li`
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 12px 14px;
  margin: 0 0 10px;
  p {
    margin: 4px 0 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    display: flex;
    justify-content: space-between;
  }
`;

const days = (row: TimeOffRequestRow) => t.days(dayLabel(row.from_date), dayLabel(row.to_date));

export function RequestList({
  rows,
  onCancel,
  busy,
}: {
  rows: TimeOffRequestRow[];
  onCancel: (row: TimeOffRequestRow) => void;
  busy: boolean;
}) {
  if (rows.length === 0) return <p>{t.none}</p>;
  return (
    <ul aria-label={t.mine} style={{ padding: 0 }}>
      {rows.map((row) => (
        <Item key={row.rqd} aria-label={days(row)}>
          <h3>
            <span>{days(row)}</span>
            <span>{t.state[row.state]}</span>
          </h3>
          <p>{row.reason}</p>
          {row.decisions.map((decision) => (
            <p className="muted" key={`${decision.at}${decision.action}`}>
              {t.decided(t.state[decision.action], decision.by, momentLabel(decision.at))}
              {decision.reason ? `: ${decision.reason}` : ''}
            </p>
          ))}
          {row.state === 'pending' && (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => onCancel(row)}>
              {t.cancel}
            </Button>
          )}
        </Item>
      ))}
    </ul>
  );
}
