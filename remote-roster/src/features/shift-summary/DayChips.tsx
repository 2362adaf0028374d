/** Per-day numbers Mon to Sun and Hld as small chips, each with its day code and number (spec 002 section 2.5). */
import styled from 'styled-components';
import type { WorkingDayCounts } from '@times/shared-sdk';
import { WORKING_DAY_KEYS, appMessages } from '@times/shared-sdk/app';

const t = appMessages.shiftSetup.wizard;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brandLight};
  font-size: 0.8rem;
  b { font-weight: 700; }
`;

export function DayChips({ label, counts }: { label: string; counts: WorkingDayCounts }) {
  return (
    <List aria-label={label}>
      {WORKING_DAY_KEYS.map((day) => (
        <Chip key={day}>
          {t.days[day]} <b>{counts[day]}</b>
        </Chip>
      ))}
    </List>
  );
}
