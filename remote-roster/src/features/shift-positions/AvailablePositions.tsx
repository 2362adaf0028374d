/**
 * 'Available positions': the shift's position cards, or the edit view of one (only when the user
 * may change positions). Coming back from a change reloads the list and tells the step.
 */
import { useState } from 'react';
import type { ShiftPosition } from '@times/shared-sdk';
import { rosterShiftApi, useList } from '@times/shared-sdk/app';
import type { ShiftSelection } from '../shift-wizard/shiftStep';
import { PositionCards } from './PositionCards';
import { PositionEditor } from './PositionEditor';

interface Props {
  shift: ShiftSelection;
  canChange: boolean;
  /** Bumped by the step after any change; reloads the list. */
  version: number;
  onChanged: () => void;
}

export function AvailablePositions({ shift, canChange, version, onChanged }: Props) {
  const { std, sftd } = shift;
  const { items, error } = useList(
    (signal) => rosterShiftApi.positions(std, sftd, { signal }),
    (data) => data.roster_shift_positions,
    [std, sftd, version],
  );
  const [editing, setEditing] = useState<ShiftPosition | null>(null);

  function handleDone(changed: boolean) {
    setEditing(null);
    if (changed) onChanged();
  }

  if (editing) return <PositionEditor position={editing} shift={shift} onDone={handleDone} />;
  return <PositionCards positions={items} error={error} onOpen={canChange ? setEditing : undefined} />;
}
