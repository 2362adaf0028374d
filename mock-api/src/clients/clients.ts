/**
 * Clients and client types of an app: look-ups by public id, the uniqueness and in-use rules,
 * and the rows the calls answer. Names are unique per app, trimmed and in any case.
 * Totals are live: sites from the sites, roster hours from the rosters of its sites (each its
 * Summary's total shift hours), timesheet hours from the `timesheets` records ({cntd, hours}).
 */
import { sameName } from '../apps/apps';
import { ClientStatus } from '../contract';
import type { ClientLookup, ClientRow, ClientType } from '../contract';
import { rosterShiftHours } from '../rosters/rosterHours';
import { recordsOf } from '../store/collections';
import type { ClientRecord, ClientTypeRecord, DbState } from '../store/types';

/** A client's live totals: its sites, the hours its sites' rosters roster, and the hours of the timesheets that name it. */
export interface ClientTotals {
  sites: number;
  rosterHours: number;
  timesheetHours: number;
}

export const findClientType = (state: DbState, appId: string, tpd: string): ClientTypeRecord | undefined =>
  state.client_types.find((type) => type.app_id === appId && type.tpd === tpd);

export const findClient = (state: DbState, appId: string, cntd: string): ClientRecord | undefined =>
  state.clients.find((client) => client.app_id === appId && client.cntd === cntd);

/** Another client type of the app (not `exceptTpd`) has the name. */
export const clientTypeNameTaken = (state: DbState, appId: string, name: string, exceptTpd = ''): boolean =>
  state.client_types.some((type) => type.app_id === appId && type.tpd !== exceptTpd && sameName(type.name, name));

/** Another client of the app (not `exceptCntd`) has the name. */
export const clientNameTaken = (state: DbState, appId: string, name: string, exceptCntd = ''): boolean =>
  state.clients.some((client) => client.app_id === appId && client.cntd !== exceptCntd && sameName(client.name, name));

/** A client type is in use while a client has it. */
export const clientTypeInUse = (state: DbState, appId: string, tpd: string): boolean =>
  state.clients.some((client) => client.app_id === appId && client.clnt_tpd === tpd);

/** Records of a collection that name the client (cntd), of any app (the records carry no app). */
const clientRecords = (state: DbState, collection: string, cntd: string) =>
  recordsOf(state, collection).filter((record) => record.cntd === cntd);

const clientSites = (state: DbState, client: ClientRecord) =>
  state.sites.filter((site) => site.app_id === client.app_id && site.clnt === client.cntd);

/** A client is in use while it has sites (its rosters are on them), or timesheets refer to it. */
export const clientInUse = (state: DbState, client: ClientRecord): boolean =>
  clientSites(state, client).length > 0 || clientRecords(state, 'timesheets', client.cntd).length > 0;

/** The records' hours added up in their order; hours that are not a finite number (Number()) count 0. */
const totalHours = (state: DbState, collection: string, cntd: string): number =>
  clientRecords(state, collection, cntd).reduce((sum, record) => {
    const hours = Number(record.hours);
    return Number.isFinite(hours) ? sum + hours : sum;
  }, 0);

/** The hours the rosters of the client's sites roster, added in the order the rosters were created. */
const rosterHours = (state: DbState, client: ClientRecord): number => {
  const sds = new Set(clientSites(state, client).map((site) => site.sd));
  return state.rosters
    .filter((roster) => roster.app_id === client.app_id && sds.has(roster.std))
    .reduce((sum, roster) => sum + rosterShiftHours(roster), 0);
};

export const clientTotals = (state: DbState, client: ClientRecord): ClientTotals => ({
  sites: clientSites(state, client).length,
  rosterHours: rosterHours(state, client),
  timesheetHours: totalHours(state, 'timesheets', client.cntd),
});

/** The name of the client's type ('' when the app has no such type). */
export const clientTypeName = (state: DbState, client: ClientRecord): string =>
  findClientType(state, client.app_id, client.clnt_tpd)?.name ?? '';

export const isActive = (client: ClientRecord): boolean => client.clnt_status === ClientStatus.ACTIVE;

export const toClientType = ({ id, tpd, name }: ClientTypeRecord): ClientType => ({ id, tpd, name });

export const toClientLookup = ({ id, cntd, name }: ClientRecord): ClientLookup => ({ id, cntd, name });

export const toClientRow = (client: ClientRecord, typeName: string, totals: ClientTotals): ClientRow => ({
  id: client.id,
  cntd: client.cntd,
  name: client.name,
  client_type_name: typeName,
  date_started: client.dt_started.slice(0, 10),
  client_status: isActive(client) ? 'Active' : 'Deactivated',
  ttl_roster_hrs: totals.rosterHours,
  ttl_timesheet_hrs: totals.timesheetHours,
  ttl_sites: totals.sites,
});
