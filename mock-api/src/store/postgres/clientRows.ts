/**
 * The clients domain's tables (migrations/*_clients.sql) as the store sees them: a write's new or changed client type
 * or client is upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts),
 * a removed one deleted; each moves its app's counter of the table.
 */
import type { ClientRecord, ClientTypeRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';

/** The row (alias t) as the API's record. */
export const CLIENT_TYPE_DOC = (t = 't'): string =>
  `json_build_object('id', ${t}.id, 'tpd', ${t}.tpd, 'app_id', ${t}.app_id, 'name', ${t}.name)`;

/** The row (alias c) as the API's record. */
export const CLIENT_DOC = (c = 'c'): string => `json_build_object('id', ${c}.id, 'cntd', ${c}.cntd,
  'app_id', ${c}.app_id, 'name', ${c}.name, 'clnt_tpd', ${c}.clnt_tpd, 'dt_started', ${c}.dt_started,
  'clnt_status', ${c}.clnt_status)`;

const TYPES: JsonUpsert = {
  table: 'client_types',
  columns: { app_id: 'text', tpd: 'text', name: 'text' },
  conflict: '(id)',
  update: ['name'],
};

const CLIENTS: JsonUpsert = {
  table: 'clients',
  columns: {
    app_id: 'text',
    cntd: 'text',
    name: 'text',
    clnt_tpd: 'text',
    dt_started: 'text',
    clnt_status: 'smallint',
  },
  conflict: '(id)',
  update: ['name', 'clnt_tpd', 'dt_started', 'clnt_status'],
};

const typeRow = ({ id, app_id, tpd, name }: ClientTypeRecord): Record<string, unknown> & { id: number } => ({
  id,
  app_id,
  tpd,
  name,
});

const clientRow = (client: ClientRecord): Record<string, unknown> & { id: number } => ({
  id: client.id,
  app_id: client.app_id,
  cntd: client.cntd,
  name: client.name,
  clnt_tpd: client.clnt_tpd ?? '',
  dt_started: client.dt_started ?? '',
  clnt_status: client.clnt_status,
});

/** The client types' table as the store sees it (typedTables.ts). */
export const clientTypes = idKeyedTable(
  'client_types',
  TYPES,
  `SELECT ${CLIENT_TYPE_DOC()} AS doc FROM client_types t ORDER BY t.id`,
  typeRow,
);

/** The clients' table as the store sees it (typedTables.ts). */
export const clients = idKeyedTable(
  'clients',
  CLIENTS,
  `SELECT ${CLIENT_DOC()} AS doc FROM clients c ORDER BY c.id`,
  clientRow,
);
