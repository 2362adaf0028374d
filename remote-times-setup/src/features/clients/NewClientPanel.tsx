/** New Client: the form; the client is added active (clnt_status 5); then the page returns to the list, which reloads. */
import { Card, ClientStatus, useApiAction } from '@times/shared-sdk';
import type { ClientType } from '@times/shared-sdk';
import { clientsApi } from '@times/shared-sdk/app';
import { ClientForm, type ClientValues } from './ClientForm';

const EMPTY: ClientValues = { name: '', clnt_tpd: '', dt_started: '' };

export function NewClientPanel({ types, onCreated }: { types: ClientType[]; onCreated: () => void }) {
  const { error, run } = useApiAction();
  async function handleSubmit(values: ClientValues) {
    const client = {
      name: values.name.trim(),
      clnt_tpd: values.clnt_tpd,
      dt_started: values.dt_started,
      clnt_status: ClientStatus.ACTIVE,
    };
    if (await run((signal) => clientsApi.add(client, { signal }))) onCreated();
  }
  return (
    <Card>
      <ClientForm initial={EMPTY} types={types} error={error} onSubmit={handleSubmit} />
    </Card>
  );
}
