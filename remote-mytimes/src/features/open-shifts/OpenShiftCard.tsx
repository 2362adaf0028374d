/**
 * One open shift the employee may take: when, where, as what, their hours with it, and the button that takes it (or
 * that their claim waits for a manager).
 */
import styled from 'styled-components';
import { Button } from '@times/shared-sdk';
import type { MyOpenShift } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { DayCard } from '../../layout/DayCard';
import { dayLabel } from '../../offline/dates';

const o = myTimesMessages.openShifts;

const Item = styled(DayCard)`
  button {
    margin-top: 10px;
    min-height: 44px;
  }
`;

export const openShiftKey = (shift: MyOpenShift) => `${shift.roster_ref}/${shift.date}/${shift.rld}`;

export function OpenShiftCard(props: {
  shift: MyOpenShift;
  busy: boolean;
  disabled: boolean;
  onTake: (shift: MyOpenShift) => void;
}) {
  const { shift } = props;
  const when = `${dayLabel(shift.date)} · ${shift.start_time}-${shift.end_time}`;
  return (
    <Item $marked aria-label={`${o.item} ${when}`}>
      <h3>{when}</h3>
      <p>
        {shift.shift_name} · {shift.site_name}
        {shift.position_name ? ` · ${shift.position_name}` : ''}
      </p>
      <p className="muted">{o.hours(String(shift.hours))}</p>
      {shift.relieves === 1 && <p className="muted">{o.relieves}</p>}
      {shift.waiting === 1 ? (
        <p>
          <strong>{o.waiting}</strong>
        </p>
      ) : (
        <Button type="button" $block disabled={props.disabled || props.busy} onClick={() => props.onTake(shift)}>
          {props.busy ? o.taking : o.take}
        </Button>
      )}
    </Item>
  );
}
