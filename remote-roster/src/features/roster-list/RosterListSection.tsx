/**
 * The roster list (spec 002 section 2.2): Client and Site, the All / Period filter, the roster
 * cards, and a card's 'Roster Details' for those who may read rosters (admin, operations manager,
 * right 9 or 10). Closing the details refreshes the list.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '@times/shared-sdk';
import type { AvailableRoster, AvailableRostersRequest, FormRights } from '@times/shared-sdk';
import { Section, Toolbar, appMessages } from '@times/shared-sdk/app';
import { ClientSiteSelects } from '../roster-selectors/ClientSiteSelects';
import { useClientSites } from '../roster-selectors/useClientSites';
import { canAdjustRosters, tabsForRights } from '../roster-page/tabsForRights';
import type { ListFilter } from './listFilter';
import { ALL_ROSTERS } from './listFilter';
import { RosterCards } from './RosterCards';
import { RosterDetailsModal } from './RosterDetailsModal';
import { RosterListFilter } from './RosterListFilter';
import { useAvailableRosters } from './useAvailableRosters';

export function RosterListSection({ rights }: { rights: FormRights }) {
  const s = useClientSites();
  const [filter, setFilter] = useState<ListFilter>(ALL_ROSTERS);
  const request = useMemo<AvailableRostersRequest | null>(
    () => (s.ready ? { clntd: s.clientId, std: s.siteId, ...filter } : null),
    [s.ready, s.clientId, s.siteId, filter],
  );
  const list = useAvailableRosters(request);
  const [open, setOpen] = useState<AvailableRoster | null>(null);
  const { refresh } = list;
  const close = useCallback(() => {
    setOpen(null);
    refresh();
  }, [refresh]);
  const canOpen = tabsForRights(rights) !== null;

  return (
    <Section aria-label={appMessages.rosters.list.title}>
      <Toolbar>
        <ClientSiteSelects selection={s} />
      </Toolbar>
      <RosterListFilter onSearch={setFilter} />
      {s.error && <Alert>{s.error}</Alert>}
      {request && <RosterCards items={list.items} error={list.error} onOpen={canOpen ? setOpen : undefined} />}
      {open && <RosterDetailsModal roster={open} canEdit={canAdjustRosters(rights)} onClose={close} />}
    </Section>
  );
}
