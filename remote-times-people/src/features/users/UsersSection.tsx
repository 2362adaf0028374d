/**
 * The users page's tabs: Available Users, New User (a user added switches back to Available
 * Users, which loads afresh) and User Groups.
 */
import { useState } from 'react';
import { Section, Tabs, appMessages } from '@times/shared-sdk/app';
import { UserGroupsTab } from '../user-groups/UserGroupsTab';
import { AvailableUsers } from './AvailableUsers';
import { NewUser } from './NewUser';

type UsersTab = 'users' | 'newUser' | 'groups';
const t = appMessages.usersPage.users;
const TABS = [
  { id: 'users', label: t.tabs.users },
  { id: 'newUser', label: t.tabs.newUser },
  { id: 'groups', label: t.tabs.groups },
] as const;

export function UsersSection() {
  const [tab, setTab] = useState<UsersTab>('users');
  return (
    <Section>
      <Tabs items={TABS} active={tab} onChange={setTab} label={t.tabsLabel} />
      {tab === 'users' && <AvailableUsers />}
      {tab === 'newUser' && <NewUser onAdded={() => setTab('users')} />}
      {tab === 'groups' && <UserGroupsTab />}
    </Section>
  );
}
