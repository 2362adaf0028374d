/** The shift's positions as cards (list 'Available positions'), or 'No shift positions found, please add new shift position'. */
import styled from 'styled-components';
import type { ShiftPosition } from '@times/shared-sdk';
import { ListBody, appMessages } from '@times/shared-sdk/app';
import { PositionCard } from './PositionCard';

const t = appMessages.shiftSetup.positions;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

interface Props {
  positions: ShiftPosition[] | null;
  error: string | null;
  /** Opens a position's edit view; absent in view mode. */
  onOpen?: (position: ShiftPosition) => void;
}

export function PositionCards({ positions, error, onOpen }: Props) {
  return (
    <ListBody items={positions} error={error} empty={t.none}>
      {(items) => (
        <List aria-label={t.tabs.available}>
          {items.map((position) => (
            <PositionCard
              key={position.sftrld}
              position={position}
              onOpen={onOpen ? () => onOpen(position) : undefined}
            />
          ))}
        </List>
      )}
    </ListBody>
  );
}
