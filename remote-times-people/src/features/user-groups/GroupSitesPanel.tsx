/**
 * One Group Sites sub-tab (Roster or Timesheet): the add form, then the group's sites of that kind
 * with a confirmed Delete each. The list reloads after an add or a delete.
 */
import { useState } from 'react';
import { Alert, useApiAction } from '@times/shared-sdk';
import type { GroupSite, SiteLookup } from '@times/shared-sdk';
import { ConfirmDialog, ListBody, usersApi, useList } from '@times/shared-sdk/app';
import type { GroupSiteKindName } from '@times/shared-sdk/app';
import { GroupSiteForm } from './GroupSiteForm';
import type { GroupSiteValues } from './GroupSiteForm';
import { GroupSiteTable } from './GroupSiteTable';
import { groupText as t } from './groupText';

interface Props {
  kind: GroupSiteKindName;
  ugd: string;
  sites: SiteLookup[];
}

export function GroupSitesPanel({ kind, ugd, sites }: Props) {
  const { items, error, reload } = useList(
    (signal) => usersApi.groupSites(kind, ugd, { signal }),
    (data) => data.group_sites,
    [kind, ugd],
  );
  const add = useApiAction();
  const remove = useApiAction();
  const [deleting, setDeleting] = useState<GroupSite | null>(null);

  async function handleAdd(values: GroupSiteValues) {
    const added = Boolean(await add.run((signal) => usersApi.addGroupSite(kind, { ugd, ...values }, { signal })));
    if (added) reload();
    return added;
  }

  async function handleDelete() {
    if (!deleting) return;
    const std = deleting.std;
    setDeleting(null);
    if (await remove.run((signal) => usersApi.removeGroupSite(kind, ugd, std, { signal }))) reload();
  }

  return (
    <>
      <GroupSiteForm sites={sites} error={add.error} onSubmit={handleAdd} />
      {remove.error && <Alert>{remove.error}</Alert>}
      <ListBody items={items} error={error} empty={t.noSites}>
        {(groupSites) => (
          <GroupSiteTable label={t.sitesOf(t.siteTabs[kind])} sites={groupSites} onDelete={setDeleting} />
        )}
      </ListBody>
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
