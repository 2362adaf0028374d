/** Site Groups: Available Site Groups (rename, delete) and Add/Update Site Group. */
import { useState } from 'react';
import { Alert, Button, EmptyState, Row, Spinner, useApiAction } from '@times/shared-sdk';
import type { SiteGroup } from '@times/shared-sdk';
import { ConfirmDialog, Tabs, appMessages, sitesApi } from '@times/shared-sdk/app';
import { Table } from '../../components/Section';
import { SiteGroupForm } from './SiteGroupForm';

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
    if (!data) return;
    setEditing(null);
    setTab('available');
    onChanged();
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
        <SiteGroupForm initialName={editing?.name ?? ''} error={save.error} onSubmit={handleSave} onCancel={editing ? () => handleTab('available') : undefined} />
      ) : (
        <>
          {remove.error && <Alert>{remove.error}</Alert>}
          {!groups ? (
            <Spinner />
          ) : groups.length === 0 ? (
            <EmptyState>{t.sites.noGroups}</EmptyState>
          ) : (
            <Table aria-label={t.sites.groupTabs.available}>
              <tbody>
                {groups.map((group) => (
                  <tr key={group.gd}>
                    <td>{group.name}</td>
                    <td>
                      <Row>
                        <Button
                          type="button"
                          $variant="secondary"
                          aria-label={`${t.rename} ${group.name}`}
                          onClick={() => {
                            setEditing(group);
                            setTab('edit');
                          }}
                        >
                          {t.rename}
                        </Button>
                        <Button type="button" $variant="danger" aria-label={`${t.delete} ${group.name}`} onClick={() => setDeleting(group)}>
                          {t.delete}
                        </Button>
                      </Row>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
      {deleting && <ConfirmDialog message={t.confirmDelete(deleting.name)} onConfirm={() => void handleDelete()} onCancel={() => setDeleting(null)} />}
    </>
  );
}
