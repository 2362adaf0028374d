/**
 * The edit view of a position card: the form with Update and Close, and Delete, which asks
 * 'Delete {role} from {site} {shift} ?'. A day may go up to its target less what the other
 * positions need (the position's own counts are given back). Update and delete go back to the
 * list; a refusal (ROLE_DOESNOT_EXIST, RECORD_IN_USE, ...) shows its message and keeps the form.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardTitle, Row, useApiAction } from '@times/shared-sdk';
import type { ShiftPosition } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, rosterShiftApi } from '@times/shared-sdk/app';
import type { ShiftSelection } from '../shift-wizard/shiftStep';
import { PositionForm } from './PositionForm';
import { daysOf, toPositionFields, toPositionValues } from './positionValues';
import type { PositionValues } from './positionValues';
import { useConfiguredDaily } from './useConfiguredDaily';

const t = appMessages.shiftSetup;

const Actions = styled(Row)`
  margin-top: 12px;
`;

interface Props {
  position: ShiftPosition;
  shift: ShiftSelection;
  /** Back to the list; `changed` when it was updated or deleted. */
  onDone: (changed: boolean) => void;
}

export function PositionEditor({ position, shift, onDone }: Props) {
  const own = useMemo(() => daysOf(position), [position]);
  const { limits, error: limitsError } = useConfiguredDaily(shift.std, shift.sftd, 0, own);
  const initial = useMemo(() => toPositionValues(position), [position]);
  const save = useApiAction();
  const remove = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const title = t.positions.form.editTitle(t.positions.card.title(position.role_name, position.abbrvtn));

  async function handleUpdate(values: PositionValues) {
    remove.setError(null);
    if (
      await save.run((signal) => rosterShiftApi.updatePosition(position.sftrld, toPositionFields(values), { signal }))
    )
      onDone(true);
  }

  async function handleDelete() {
    setConfirming(false);
    save.setError(null);
    if (await remove.run((signal) => rosterShiftApi.removePosition(position.sftrld, { signal }))) onDone(true);
  }

  return (
    <Card>
      <CardTitle as="h2">{title}</CardTitle>
      {limitsError && <Alert>{limitsError}</Alert>}
      <PositionForm
        label={title}
        initial={initial}
        limits={limits}
        submitLabel={t.wizard.update}
        error={save.error ?? remove.error}
        onSubmit={handleUpdate}
        onClose={() => onDone(false)}
      >
        <Actions>
          <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
            {t.wizard.delete}
          </Button>
        </Actions>
      </PositionForm>
      {confirming && (
        <ConfirmDialog
          message={t.positions.confirmDelete(position.role_name, shift.siteName, shift.shiftName)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
