/** Available Shifts of the chosen site, each editable and deletable ('Delete {shift} from {site} ?'). */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, EmptyState, Spinner, useApiAction } from '@times/shared-sdk';
import type { Shift, SiteLookup } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, shiftsApi, useList } from '@times/shared-sdk/app';
import { ShiftCard } from './ShiftCard';
import { ShiftForm } from './ShiftForm';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

export function ShiftList({ site, sites }: { site: SiteLookup; sites: SiteLookup[] }) {
  const t = appMessages.setup;
  const { items, error, reload } = useList(
    (signal) => shiftsApi.forSite(site.sd, { signal }),
    (data) => data.site_shifts,
    [site.sd],
  );
  const [editing, setEditing] = useState<Shift | null>(null);
  const [deleting, setDeleting] = useState<Shift | null>(null);
  const save = useApiAction();
  const remove = useApiAction();

  async function handleUpdate(values: { nm: string; std: string; start_time: string; end_time: string }) {
    if (!editing) return;
    if (await save.run((signal) => shiftsApi.update(editing.sftd, values, { signal }))) {
      setEditing(null);
      reload();
    }
  }

  async function handleDelete() {
    if (!deleting) return;
    const sftd = deleting.sftd;
    setDeleting(null);
    if (await remove.run((signal) => shiftsApi.remove(sftd, { signal }))) reload();
  }

  if (editing)
    return (
      <ShiftForm
        initial={{ nm: editing.name, std: site.sd, start_time: editing.start_time, end_time: editing.end_time }}
        sites={sites}
        error={save.error}
        submitLabel={t.update}
        onSubmit={handleUpdate}
        onClose={() => setEditing(null)}
      />
    );
  return (
    <>
      {(error || remove.error) && <Alert>{error ?? remove.error}</Alert>}
      {!items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState>{t.shifts.none}</EmptyState>
      ) : (
        <List aria-label={t.shifts.tabs.available}>
          {items.map((shift) => (
            <ShiftCard
              key={shift.sftd}
              shift={shift}
              onOpen={() => setEditing(shift)}
              actions={
                <Button
                  type="button"
                  $variant="danger"
                  aria-label={`${t.delete} ${shift.name}`}
                  onClick={() => setDeleting(shift)}
                >
                  {t.delete}
                </Button>
              }
            />
          ))}
        </List>
      )}
      {deleting && (
        <ConfirmDialog
          message={t.confirmDeleteShift(deleting.name, site.name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
