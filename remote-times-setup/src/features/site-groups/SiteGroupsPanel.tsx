/** Site Groups: Available Site Groups (rename, delete) and Add/Update Site Group. */
import { useState } from 'react';
import { Alert, EmptyState, Spinner, useApiAction } from '@times/shared-sdk';
import type { SiteGroup } from '@times/shared-sdk';
import { ConfirmDialog, Tabs, appMessages, sitesApi } from '@times/shared-sdk/app';
import { NameForm } from '../../components/NameForm';
import { NamedTable } from '../../components/NamedTable';

type GroupTab = 'available' | 'edit';
const t = appMessages.setup;
const TABS = [
  { id: 'available', label: t.sites.groupTabs.available },
  { id: 'edit', label: t.sites.groupTabs.add },
] as const;

export function SiteGroupsPanel({ groups, onChanged }: { groups: SiteGroup[] | null; onChanged: () => void }) {
  const [tab, setTab] = useState<GroupTab>('available');
  const [editing, setEditing] = useState<SiteGroup | null>(null);
  const [deleting, setDeleting] = useState<SiteGroup | null>(null);
  const save = useApiAction();
  const remove = useApiAction();

  async function handleSave(name: string) {
    const data = await save.run((signal) =>
      editing ? sitesApi.renameGroup(editing.gd, name, { signal }) : sitesApi.addGroup(name, { signal }),
    );
    if (!data) return false;
    setEditing(null);
    setTab('available');
    onChanged();
    return true;
  }

  async function handleDelete() {
    if (!deleting) return;
    const gd = deleting.gd;
    setDeleting(null);
    if (await remove.run((signal) => sitesApi.removeGroup(gd, { signal }))) onChanged();
  }

  function handleTab(next: GroupTab) {
    if (next === 'available') setEditing(null);
    setTab(next);
  }

  return (
    <>
      <Tabs items={TABS} active={tab} onChange={handleTab} label={t.sites.tabs.groups} />
      {tab === 'edit' ? (
        <NameForm
          field="gnm"
          schema="siteGroupSchema"
          label={t.sites.groupName}
          addLabel={t.sites.addGroup}
          formLabel={t.sites.groupTabs.add}
          initialName={editing?.name ?? ''}
          error={save.error}
          onSubmit={handleSave}
          onCancel={editing ? () => handleTab('available') : undefined}
        />
      ) : (
        <>
          {remove.error && <Alert>{remove.error}</Alert>}
          {!groups ? (
            <Spinner />
          ) : groups.length === 0 ? (
            <EmptyState>{t.sites.noGroups}</EmptyState>
          ) : (
            <NamedTable
              label={t.sites.groupTabs.available}
              items={groups}
              keyOf={(group) => group.gd}
              nameOf={(group) => group.name}
              onRename={(group) => {
                setEditing(group);
                setTab('edit');
              }}
              onDelete={setDeleting}
            />
          )}
        </>
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
