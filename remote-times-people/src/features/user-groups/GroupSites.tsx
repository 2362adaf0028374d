/**
 * 'Group Sites' of a group's detail: sub-tabs Roster and Timesheet, each the group's access to sites
 * for that kind. The site choices (the sites lookup) are loaded once for both.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@times/shared-sdk';
import { GroupSiteKind, Tabs, sitesApi, useList } from '@times/shared-sdk/app';
import type { GroupSiteKindName } from '@times/shared-sdk/app';
import { GroupSitesPanel } from './GroupSitesPanel';
import { groupText as t } from './groupText';

const TABS = [
  { id: GroupSiteKind.ROSTER, label: t.siteTabs.roster },
  { id: GroupSiteKind.TIMESHEET, label: t.siteTabs.timesheet },
] as const;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.brand};
`;

export function GroupSites({ ugd }: { ugd: string }) {
  const [kind, setKind] = useState<GroupSiteKindName>(GroupSiteKind.ROSTER);
  const { items: sites, error } = useList(
    (signal) => sitesApi.lookup({ signal }),
    (data) => data.sites,
  );
  return (
    <section aria-label={t.groupSites}>
      <Title>{t.groupSites}</Title>
      <Tabs items={TABS} active={kind} onChange={setKind} label={t.groupSites} />
      {error && <Alert>{error}</Alert>}
      <GroupSitesPanel key={kind} kind={kind} ugd={ugd} sites={sites ?? []} />
    </section>
  );
}
