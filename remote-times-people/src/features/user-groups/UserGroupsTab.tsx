/**
 * The User Groups tab of the users page (spec 001 section 2.5): sub-tabs Available user groups and
 * Add user group; a group opens its detail, whose close returns to the reloaded list.
 */
import { useState } from 'react';
import { Card, useApiAction } from '@times/shared-sdk';
import type { UserGroup } from '@times/shared-sdk';
import { ListBody, Section, Tabs, usersApi, useList } from '@times/shared-sdk/app';
import { GroupDetail } from './GroupDetail';
import { GroupList } from './GroupList';
import { GroupNameForm } from './GroupNameForm';
import { groupText as t } from './groupText';

type GroupsTab = 'list' | 'add';
const TABS = [
  { id: 'list', label: t.tabs.list },
  { id: 'add', label: t.tabs.add },
] as const;

export function UserGroupsTab() {
  const [tab, setTab] = useState<GroupsTab>('list');
  const [open, setOpen] = useState<UserGroup | null>(null);
  const { items, error, reload } = useList(
    (signal) => usersApi.groups({ signal }),
    (data) => data.groups,
  );
  const add = useApiAction();

  function backToList() {
    setOpen(null);
    setTab('list');
    reload();
  }

  async function handleAdd(name: string) {
    const added = Boolean(await add.run((signal) => usersApi.addGroup(name, { signal })));
    if (added) backToList();
    return added;
  }

  function handleTab(next: GroupsTab) {
    add.setError(null);
    setTab(next);
  }

  if (open) return <GroupDetail group={open} onClose={backToList} />;
  return (
    <Section>
      <Tabs items={TABS} active={tab} onChange={handleTab} label={t.tabsLabel} />
      {tab === 'add' ? (
        <Card>
          <GroupNameForm
            initialName=""
            submitLabel={t.add}
            formLabel={t.tabs.add}
            error={add.error}
            onSubmit={handleAdd}
          />
        </Card>
      ) : (
        <ListBody items={items} error={error} empty={t.noGroups}>
          {(groups) => <GroupList groups={groups} onOpen={setOpen} />}
        </ListBody>
      )}
    </Section>
  );
}
