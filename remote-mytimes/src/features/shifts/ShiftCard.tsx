/** One day of My shifts: when, where, as what, with whom; a day gone by with its hours worked. */
import styled from 'styled-components';
import type { MyShift } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { DayCard } from '../../layout/DayCard';
import { dayLabel, hoursLabel } from '../../offline/dates';

const s = myTimesMessages.shifts;

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
    <DayCard $marked={today} aria-label={`${dayLabel(shift.date)} ${shift.start_time}-${shift.end_time}`}>
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
    </DayCard>
  );
}
