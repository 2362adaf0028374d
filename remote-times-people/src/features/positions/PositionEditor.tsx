/** A position opened from the list: Update, Delete (confirmed) and Close, each back to the list. */
import { useState } from 'react';
import { Button, Card, CardTitle, Row, Spinner, useApiAction } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, positionsApi, useList } from '@times/shared-sdk/app';
import { PositionForm } from './PositionForm';
import { toPositionFields, toPositionValues, type PositionValues } from './toPositionFields';

export function PositionEditor({ rld, onDone }: { rld: string; onDone: () => void }) {
  const t = appMessages.setup;
  const { items } = useList(
    (signal) => positionsApi.details(rld, { signal }),
    (data) => data.employees_roles,
    [rld],
  );
  const { error, run } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const position = items?.[0];
  if (!position) return <Spinner />;

  async function handleUpdate(values: PositionValues) {
    if (await run((signal) => positionsApi.update(rld, toPositionFields(values), { signal }))) onDone();
  }

  async function handleDelete() {
    setConfirming(false);
    if (await run((signal) => positionsApi.remove(rld, { signal }))) onDone();
  }

  return (
    <Card>
      <CardTitle as="h2">{position.name}</CardTitle>
      <PositionForm
        initial={toPositionValues(position)}
        isUpdate
        error={error}
        onSubmit={handleUpdate}
        onClose={onDone}
      />
      <Row>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      </Row>
      {confirming && (
        <ConfirmDialog
          message={t.confirmDelete(position.name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
