/** One day of My shifts: when, where, as what, with whom; a day gone by with its hours worked. */
import styled from 'styled-components';
import type { MyShift } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { dayLabel, hoursLabel } from '../../offline/dates';

const s = myTimesMessages.shifts;

const Item = styled.li<{ $today: boolean }>`
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border-left: 6px solid ${({ theme, $today }) => ($today ? theme.colors.accent : theme.colors.brandLight)};
  padding: 12px 14px;
  margin: 0 0 10px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.brand};
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  p {
    margin: 4px 0 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Badge = styled.span<{ $tone: string }>`
  font-size: 0.8rem;
  font-weight: 600;
  padding: 2px 8px;
  border-radius: 10px;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'absent' ? theme.colors.dangerBg : $tone === 'present' ? theme.colors.successBg : theme.colors.infoBg};
  color: ${({ theme, $tone }) =>
    $tone === 'absent' ? theme.colors.danger : $tone === 'present' ? theme.colors.success : theme.colors.info};
`;

export function ShiftCard({ shift, today }: { shift: MyShift; today: boolean }) {
  const others = shift.coworkers.length > 0 ? s.with(shift.coworkers.join(', ')) : s.alone;
  const hours =
    shift.worked_minutes === null
      ? s.rostered(hoursLabel(shift.rostered_minutes))
      : s.worked(hoursLabel(shift.rostered_minutes), hoursLabel(shift.worked_minutes));
  return (
    <Item $today={today} aria-label={`${dayLabel(shift.date)} ${shift.start_time}-${shift.end_time}`}>
      <h3>
        <span>
          {today ? `${s.today} · ` : ''}
          {dayLabel(shift.date)} · {shift.start_time}-{shift.end_time}
        </span>
        <Badge $tone={shift.status}>{s.status[shift.status]}</Badge>
      </h3>
      <p>
        {shift.shift_name} · {shift.site_name}
        {shift.position_name ? ` · ${shift.position_name}` : ''}
      </p>
      <p className="muted">{others}</p>
      <p className="muted">{hours}</p>
    </Item>
  );
}
