/** The lock's entry in the Toolbox (ours, issue 17): what a pinned day is, and how to pin one when the grid is editable. */
import styled from 'styled-components';
import { Muted } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { LockIcon } from './LockIcon';

const t = appMessages.rosters.calendar.pins;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 8px;
  font-size: 0.85rem;
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
