/** Client Types: the list with rename and delete, and the add form. */
import { useState } from 'react';
import { Alert, Button, EmptyState, Row, Spinner, useApiAction } from '@times/shared-sdk';
import type { ClientType } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, clientsApi } from '@times/shared-sdk/app';
import { Table } from '../../components/Section';
import { ClientTypeForm } from './ClientTypeForm';

interface Props {
  types: ClientType[] | null;
  error: string | null;
  onChanged: () => void;
}

export function ClientTypesPanel({ types, error: loadError, onChanged }: Props) {
  const t = appMessages.setup;
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
        <ClientTypeForm initialName={renaming.name} error={change.error} onSubmit={handleRename} onCancel={() => setRenaming(null)} />
      )}
      {!types ? (
        <Spinner />
      ) : types.length === 0 ? (
        <EmptyState>{t.clients.noTypes}</EmptyState>
      ) : (
        <Table aria-label={t.clients.tabs.types}>
          <tbody>
            {types.map((type) => (
              <tr key={type.tpd}>
                <td>{type.name}</td>
                <td>
                  <Row>
                    <Button type="button" $variant="secondary" aria-label={`${t.rename} ${type.name}`} onClick={() => setRenaming(type)}>
                      {t.rename}
                    </Button>
                    <Button type="button" $variant="danger" aria-label={`${t.delete} ${type.name}`} onClick={() => setDeleting(type)}>
                      {t.delete}
                    </Button>
                  </Row>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {deleting && <ConfirmDialog message={t.confirmDelete(deleting.name)} onConfirm={() => void handleDelete()} onCancel={() => setDeleting(null)} />}
    </>
  );
}
