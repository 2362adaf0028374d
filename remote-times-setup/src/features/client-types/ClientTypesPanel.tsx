/** Client Types: the list with rename and delete, and the add form. */
import { useState } from 'react';
import { Alert, EmptyState, Spinner, useApiAction } from '@times/shared-sdk';
import type { ClientType } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, clientsApi } from '@times/shared-sdk/app';
import { NameForm } from '../../components/NameForm';
import { NamedTable } from '../../components/NamedTable';

const t = appMessages.setup;

function ClientTypeForm(props: {
  initialName?: string;
  error: string | null;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  return (
    <NameForm
      field="name"
      schema="clientTypeSchema"
      label={t.clients.typeName}
      addLabel={t.clients.addType}
      formLabel={props.initialName ? t.rename : t.clients.addType}
      initialName={props.initialName ?? ''}
      error={props.error}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
    />
  );
}

interface Props {
  types: ClientType[] | null;
  error: string | null;
  onChanged: () => void;
}

export function ClientTypesPanel({ types, error: loadError, onChanged }: Props) {
  const add = useApiAction();
  const change = useApiAction();
  const [renaming, setRenaming] = useState<ClientType | null>(null);
  const [deleting, setDeleting] = useState<ClientType | null>(null);

  async function handleAdd(name: string) {
    const ok = Boolean(await add.run((signal) => clientsApi.addType(name, { signal })));
    if (ok) onChanged();
    return ok;
  }

  async function handleRename(name: string) {
    if (!renaming) return false;
    const ok = Boolean(await change.run((signal) => clientsApi.renameType(renaming.tpd, name, { signal })));
    if (ok) {
      setRenaming(null);
      onChanged();
    }
    return ok;
  }

  async function handleDelete() {
    if (!deleting) return;
    const tpd = deleting.tpd;
    setDeleting(null);
    if (await change.run((signal) => clientsApi.removeType(tpd, { signal }))) onChanged();
  }

  return (
    <>
      <ClientTypeForm error={add.error} onSubmit={handleAdd} />
      {loadError && <Alert>{loadError}</Alert>}
      {change.error && !renaming && <Alert>{change.error}</Alert>}
      {renaming && (
        <ClientTypeForm
          initialName={renaming.name}
          error={change.error}
          onSubmit={handleRename}
          onCancel={() => setRenaming(null)}
        />
      )}
      {!types ? (
        <Spinner />
      ) : types.length === 0 ? (
        <EmptyState>{t.clients.noTypes}</EmptyState>
      ) : (
        <NamedTable
          label={t.clients.tabs.types}
          items={types}
          keyOf={(type) => type.tpd}
          nameOf={(type) => type.name}
          onRename={setRenaming}
          onDelete={setDeleting}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={t.confirmDelete(deleting.name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
