/**
 * The clients domain's records (clients and client types, with the sites, rosters and timesheets
 * behind a client's totals), as the client routes reach them: never the store object directly.
 * Two implementations: the embedded one over the store's state (embeddedClients.ts) and
 * PostgreSQL, whose reads are SQL on indexed rows (postgresClients.ts). Writes are the same on
 * both: one store update each, deciding on the newest state inside it (clientWrites.ts).
 */
import type { SiteScope } from '../../rights';
import type { ClientRecord, ClientTypeRecord } from '../../store/types';
import type { ClientTotals } from '../clients';

/** A client as the list and the details show it: its record, its type's name and its live totals. */
export interface ShownClient {
  record: ClientRecord;
  typeName: string;
  totals: ClientTotals;
}

/** What a client add or update writes. */
export interface ClientFields {
  name: string;
  clnt_tpd: string;
  dt_started: string;
}

/** What an add decided (the add call's answer). */
export type ClientAdd = { status: 'added'; cntd: string } | { status: 'no-type' } | { status: 'name-taken' };

export type ClientUpdate = 'updated' | 'no-client' | 'no-type' | 'name-taken';

export type ClientRemove = 'removed' | 'no-client' | 'in-use';

export type ClientTypeAdd = { status: 'added'; tpd: string } | { status: 'name-taken' };

export type ClientTypeRename = 'renamed' | 'no-type' | 'name-taken';

export type ClientTypeRemove = 'removed' | 'no-type' | 'in-use';

export interface ClientRepository {
  /** The app's clients of a list filter (ClientFilter: all, active, deactivated), by name (then id). */
  list(appId: string, flt: number): Promise<ShownClient[]>;
  /** The client of the app with that public id, with its type's name and totals. */
  shown(appId: string, cntd: string): Promise<ShownClient | undefined>;
  /** The app's active clients by name (then id); within a scope of sites, only the clients of those sites. */
  lookup(appId: string, sites: SiteScope): Promise<ClientRecord[]>;
  /** The app's client types by name (then id). */
  types(appId: string): Promise<ClientTypeRecord[]>;

  /** Adds a client with the status sent; its type must be the app's and its name free. */
  add(appId: string, fields: ClientFields, clntStatus: number): Promise<ClientAdd>;
  update(appId: string, cntd: string, fields: ClientFields): Promise<ClientUpdate>;
  /** Sets clnt_status; false when the app has no such client. */
  setStatus(appId: string, cntd: string, clntStatus: number): Promise<boolean>;
  /** Removes a client that is not in use (clients.ts: sites, rosters or timesheets). */
  remove(appId: string, cntd: string): Promise<ClientRemove>;
  addType(appId: string, name: string): Promise<ClientTypeAdd>;
  renameType(appId: string, tpd: string, name: string): Promise<ClientTypeRename>;
  /** Removes a client type no client has. */
  removeType(appId: string, tpd: string): Promise<ClientTypeRemove>;
}
