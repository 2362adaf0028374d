/** Create Roster, Summary and View Roster as the rights allow; their content comes with issue 8. */
import { useState } from 'react';
import { EmptyState } from '@times/shared-sdk';
import { Tabs, appMessages } from '@times/shared-sdk/app';
import type { RosterTab, RosterTabs as Allowed } from './tabsForRights';

const t = appMessages.roster;

export function RosterTabs({ allowed }: { allowed: Allowed }) {
  const [active, setActive] = useState<RosterTab>(allowed.initial);
  const items = allowed.tabs.map((id) => ({ id, label: t.tabs[id] }));
  return (
    <div>
      <Tabs items={items} active={active} onChange={setActive} label={t.tabsLabel} />
      <EmptyState role="tabpanel">{t.tabPending(t.tabs[active])}</EmptyState>
    </div>
  );
}
