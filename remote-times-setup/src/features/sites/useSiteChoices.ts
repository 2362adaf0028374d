/** What a site can point to: the app's clients, site groups and operations managers. */
import { clientsApi, sitesApi, useList } from '@times/shared-sdk/app';

export function useSiteChoices() {
  const clients = useList(
    (signal) => clientsApi.lookup({ signal }),
    (data) => data.clients,
  );
  const groups = useList(
    (signal) => sitesApi.groups({ signal }),
    (data) => data.site_groups,
  );
  const opsManagers = useList(
    (signal) => sitesApi.opsManagers({ signal }),
    (data) => data.opsmanagers,
  );
  return {
    clients: clients.items ?? [],
    groups: groups.items ?? [],
    /** null while loading (the Site Groups panel shows its spinner). */
    groupsOrNull: groups.items,
    opsManagers: opsManagers.items ?? [],
    reloadGroups: groups.reload,
    error: clients.error ?? groups.error ?? opsManagers.error,
  };
}

export type SiteChoices = ReturnType<typeof useSiteChoices>;
