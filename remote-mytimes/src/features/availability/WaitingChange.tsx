/**
 * The change that waits for the manager, in words, with 'Withdraw these changes'; and the last
 * decided one (approved, declined with the manager's reason, or withdrawn).
 */
import styled from 'styled-components';
import type { AvailabilityRequestRow } from '@times/shared-sdk';
import { Button } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { dayLabel, momentLabel } from '../../offline/dates';

const a = myTimesMessages.availability;
const t = myTimesMessages.timeOff;

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 12px 14px;
  margin: 0 0 16px;
  h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  ul {
    margin: 0 0 10px;
    padding-left: 18px;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    margin: 4px 0 0;
  }
`;

const words = (row: AvailabilityRequestRow) => row.changes.map((change) => a.changeText(change, dayLabel));

export function WaitingChange({
  row,
  busy,
  onWithdraw,
}: {
  row: AvailabilityRequestRow;
  busy: boolean;
  onWithdraw: () => void;
}) {
  return (
    <Box aria-label={a.waiting}>
      <h2>{a.waiting}</h2>
      <ul>
        {words(row).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Button type="button" $variant="secondary" disabled={busy} onClick={onWithdraw}>
        {a.withdraw}
      </Button>
    </Box>
  );
}

export function LastDecided({ row }: { row: AvailabilityRequestRow }) {
  const decision = row.decisions.at(-1);
  return (
    <Box aria-label={a.lastDecided}>
      <h2>{`${a.lastDecided}: ${t.state[row.state]}`}</h2>
      <ul>
        {words(row).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {decision && (
        <p className="muted">
          {t.decided(t.state[decision.action], decision.by, momentLabel(decision.at))}
          {decision.reason ? `: ${decision.reason}` : ''}
        </p>
      )}
    </Box>
  );
}
