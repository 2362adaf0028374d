/**
 * Client and Site (spec 002 sections 2.1 and 2.2): a chosen client loads its sites and selects the
 * first. `ready` once the chosen client's own sites are in and, when it has any, one is selected.
 */
import { useState } from 'react';
import type { RosterSetupSite } from '@times/shared-sdk';
import { rosterSetupApi, useList } from '@times/shared-sdk/app';
import { useFirstChoice } from './useFirstChoice';
import { useListOf } from './useListOf';

const siteId = (site: RosterSetupSite) => site.std;

export function useClientSites() {
  const clients = useList(
    (signal) => rosterSetupApi.clients({ signal }),
    (data) => data.clients ?? [],
  );
  const [clientId, setClientId] = useState('');
  const sites = useListOf(
    clientId,
    (clntd, signal) => rosterSetupApi.sites(clntd, { signal }),
    (data) => data.roster_sites,
  );
  const [chosenSite, setSiteId] = useFirstChoice(sites.items, siteId);
  const ready = Boolean(clientId) && sites.items !== null && (sites.items.length === 0 || chosenSite !== '');
  return {
    clients: clients.items,
    sites: sites.items,
    error: clients.error ?? sites.error,
    clientId,
    siteId: chosenSite,
    setClientId,
    setSiteId,
    ready,
  };
}

export type ClientSites = ReturnType<typeof useClientSites>;
