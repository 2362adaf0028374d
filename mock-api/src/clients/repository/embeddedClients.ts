/**
 * The clients repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the client routes did before the repository.
 */
import { byName } from '../../apps/apps';
import { ClientFilter } from '../../contract';
import type { SiteScope } from '../../rights';
import { inScope } from '../../rights';
import type { ClientRecord, ClientTypeRecord, DbState } from '../../store/types';
import { clientTotals, clientTypeName, findClient, isActive } from '../clients';
import type { ClientRepository, ShownClient } from './clientRepository';
import { ClientWrites } from './clientWrites';

const shownOf = (state: DbState, record: ClientRecord): ShownClient => ({
  record,
  typeName: clientTypeName(state, record),
  totals: clientTotals(state, record),
});

export class EmbeddedClients extends ClientWrites implements ClientRepository {
  private get state(): DbState {
    return this.store.data;
  }

  list(appId: string, flt: number): Promise<ShownClient[]> {
    const state = this.state;
    const clients = state.clients
      .filter((client) => client.app_id === appId)
      .filter((client) => flt === ClientFilter.ALL || isActive(client) === (flt === ClientFilter.ACTIVE))
      .sort(byName);
    return Promise.resolve(clients.map((client) => shownOf(state, client)));
  }

  shown(appId: string, cntd: string): Promise<ShownClient | undefined> {
    const state = this.state;
    const record = findClient(state, appId, cntd);
    return Promise.resolve(record && shownOf(state, record));
  }

  lookup(appId: string, sites: SiteScope): Promise<ClientRecord[]> {
    const state = this.state;
    const reachable = new Set(
      state.sites.filter((site) => site.app_id === appId && inScope(sites, site.sd)).map((site) => site.clnt),
    );
    const clients = state.clients
      .filter((client) => client.app_id === appId && isActive(client))
      .filter((client) => sites === 'all' || reachable.has(client.cntd))
      .sort(byName);
    return Promise.resolve(clients);
  }

  types(appId: string): Promise<ClientTypeRecord[]> {
    return Promise.resolve(this.state.client_types.filter((type) => type.app_id === appId).sort(byName));
  }
}
