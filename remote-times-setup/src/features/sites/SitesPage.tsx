/** /apptimes/sites: Available Sites, New Sites, Site Groups (form rights f_rd 1, right 1). */
import { useState } from 'react';
import { FormId, RightId, Tabs, appMessages, RightsGate, Section } from '@times/shared-sdk/app';
import { SiteGroupsPanel } from '../site-groups/SiteGroupsPanel';
import { NewSitePanel } from './NewSitePanel';
import { SiteList } from './SiteList';
import { useSiteChoices } from './useSiteChoices';

type SitesTab = 'available' | 'add' | 'groups';
const t = appMessages.setup.sites;
const TABS = [
  { id: 'available', label: t.tabs.available },
  { id: 'add', label: t.tabs.add },
  { id: 'groups', label: t.tabs.groups },
] as const;

function SitesSection() {
  const [tab, setTab] = useState<SitesTab>('available');
  const choices = useSiteChoices();
  return (
    <Section>
      <Tabs items={TABS} active={tab} onChange={setTab} label={t.things} />
      {tab === 'available' && <SiteList choices={choices} />}
      {tab === 'add' && <NewSitePanel choices={choices} onCreated={() => setTab('available')} />}
      {tab === 'groups' && <SiteGroupsPanel groups={choices.groupsOrNull} onChanged={choices.reloadGroups} />}
    </Section>
  );
}

export function SitesPage() {
  return (
    <RightsGate formId={FormId.SITES} rightId={RightId.MANAGE} things={t.things}>
      <SitesSection />
    </RightsGate>
  );
}
