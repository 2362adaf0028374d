/**
 * The roster list's Client and Site selectors (spec 002 section 2.2): a chosen client loads its
 * sites and selects the first. `ready` once the chosen client's own sites are in and, when it has
 * any, one of them is selected (never the previous client's list or site while the new one loads).
 */
import { useEffect, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { RosterSetupSite } from '@times/shared-sdk';
import { rosterSetupApi, useList } from '@times/shared-sdk/app';

interface LoadedSites {
  clientId: string;
  items: RosterSetupSite[];
  error: string | null;
}

const NO_SITES: RosterSetupSite[] = [];

export function useClientSites() {
  const clients = useList(
    (signal) => rosterSetupApi.clients({ signal }),
    (data) => data.clients ?? [],
  );
  const [clientId, setClientId] = useState('');
  const [loaded, setLoaded] = useState<LoadedSites | null>(null);
  const nextSignal = useAbortSignal();
  useEffect(() => {
    if (!clientId) return undefined;
    let current = true;
    void rosterSetupApi.sites(clientId, { signal: nextSignal() }).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'ok') setLoaded({ clientId, items: outcome.data.roster_sites ?? [], error: null });
      else if (outcome.kind === 'error') setLoaded({ clientId, items: [], error: outcome.message });
    });
    return () => {
      current = false;
    };
  }, [clientId, nextSignal]);
  const mine = loaded?.clientId === clientId ? loaded : null;
  const sites = !clientId ? NO_SITES : (mine?.items ?? null);

  const [chosenSite, setSiteId] = useState('');
  useEffect(() => setSiteId(sites?.[0]?.std ?? ''), [sites]);
  const siteId = sites?.some((site) => site.std === chosenSite) ? chosenSite : '';
  const ready = Boolean(clientId) && sites !== null && (sites.length === 0 || siteId !== '');

  return {
    clients: clients.items,
    sites,
    error: clients.error ?? mine?.error ?? null,
    clientId,
    siteId,
    setClientId,
    setSiteId,
    ready,
  };
}

export type ClientSites = ReturnType<typeof useClientSites>;
