/** A client opened from the list: the update form, delete with confirmation, close. */
import { useState } from 'react';
import { Button, Card, CardTitle, Row, Spinner, useApiAction } from '@times/shared-sdk';
import type { ClientType } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, clientsApi, useList } from '@times/shared-sdk/app';
import { ClientForm, type ClientValues } from './ClientForm';

interface Props {
  clntd: string;
  types: ClientType[];
  /** Back to the list, which reloads. */
  onDone: () => void;
}

export function ClientDetails({ clntd, types, onDone }: Props) {
  const t = appMessages.setup;
  const { items } = useList(
    (signal) => clientsApi.details(clntd, { signal }),
    (data) => [data.client_details],
    [clntd],
  );
  const { error, run } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const client = items?.[0];

  async function handleUpdate(values: ClientValues) {
    if (await run((signal) => clientsApi.update({ ...values, clntd }, { signal }))) onDone();
  }

  async function handleDelete() {
    setConfirming(false);
    if (await run((signal) => clientsApi.remove(clntd, { signal }))) onDone();
  }

  if (!client) return <Spinner />;
  return (
    <Card>
      <CardTitle as="h2">{client.name}</CardTitle>
      <ClientForm
        initial={{ clntd, name: client.name, clnt_tpd: client.clnt_tpd, dt_started: client.date_started }}
        types={types}
        error={error}
        onSubmit={handleUpdate}
        onCancel={onDone}
      />
      <Row>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      </Row>
      {confirming && (
        <ConfirmDialog
          message={t.confirmDelete(client.name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
