/** The lock's entry in the Toolbox (ours, issue 17): what a pinned day is, and how to pin one when the grid is editable. */
import styled from 'styled-components';
import { Muted } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { LockIcon } from './LockIcon';

const t = appMessages.rosters.calendar.pins;

/** On one line where it fits; on a phone the hint wraps below, and the lock keeps its size. */
const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0 0 8px;
  font-size: 0.85rem;
  .lock-icon {
    flex: none;
  }
`;

export function PinLegend({ editable }: { editable: boolean }) {
  return (
    <Line>
      <LockIcon locked />
      <span>{t.legend}</span>
      {editable && <Muted as="span">{t.hint}</Muted>}
    </Line>
  );
}
