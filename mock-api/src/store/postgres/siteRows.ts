/**
 * The sites' table (migrations/*_sites.sql) as the store sees it: a write's new or changed site is upserted by id (a
 * new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), a removed one deleted; each
 * moves its app's counter of the table.
 */
import type { SiteRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';

/** The row (alias s) as the API's record. */
export const SITE_DOC = (s = 's'): string => `json_build_object('id', ${s}.id, 'sd', ${s}.sd, 'app_id', ${s}.app_id,
  'name', ${s}.name, 'clnt', ${s}.clnt, 'sgd', ${s}.sgd, 'ops', ${s}.ops, 'gen_emply', ${s}.gen_emply,
  'usr_emply', ${s}.usr_emply, 'place', ${s}.place::json, 'lat', ${s}.lat, 'lng', ${s}.lng, 'created_at', ${s}.created_at)`;

/**
 * The sites as the reads written for store_records rows see them (doc, app_id, rank and ord: the id, client_cntd:
 * the client's cntd), with the table's columns beside, which the reads filter and order on (so each uses the
 * table's indexes: the planner pulls the subquery up, and builds a document only for a row it returns).
 */
export const SITE_ROWS = `(SELECT ${SITE_DOC('t')} AS doc, t.app_id, t.id AS rank, t.id AS ord, t.clnt AS client_cntd,
  t.sd, t.name, t.sgd, t.ops, t.lat, t.lng, t.created_at FROM sites t)`;

/** toISOString()'s text, exactly: the list orders created_at as text (siteSql.ts AT). */
const ISO_TEXT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
const EPOCH = '1970-01-01T00:00:00.000Z';

const SITES: JsonUpsert = {
  table: 'sites',
  columns: {
    app_id: 'text',
    sd: 'text',
    name: 'text',
    clnt: 'text',
    sgd: 'text',
    ops: 'integer',
    gen_emply: 'smallint',
    usr_emply: 'smallint',
    // As its text: the place's keys keep the order the form sent (jsonb would sort them).
    place: 'text',
    lat: 'float8',
    lng: 'float8',
    created_at: 'text',
  },
  conflict: '(id)',
  update: ['name', 'clnt', 'sgd', 'ops', 'gen_emply', 'usr_emply', 'place', 'lat', 'lng'],
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The site as its row: loose values taken as the migration takes them (a client that is not a string none, …). */
const siteRow = (site: SiteRecord): Record<string, unknown> & { id: number } => ({
  id: site.id,
  app_id: site.app_id,
  sd: site.sd,
  name: text(site.name),
  clnt: text(site.clnt),
  sgd: text(site.sgd),
  ops: Number.isInteger(site.ops) ? site.ops : null,
  gen_emply: site.gen_emply === 1 ? 1 : 0,
  usr_emply: site.usr_emply === 1 ? 1 : 0,
  place: site.place !== null && typeof site.place === 'object' ? JSON.stringify(site.place) : null,
  lat: typeof site.lat === 'number' ? site.lat : null,
  lng: typeof site.lng === 'number' ? site.lng : null,
  // Any other value the epoch, as the migration stores one (times_site_at): the list counts it the oldest.
  created_at: typeof site.created_at === 'string' && ISO_TEXT.test(site.created_at) ? site.created_at : EPOCH,
});

/** The sites' table as the store sees it (typedTables.ts). */
export const sites = idKeyedTable('sites', SITES, `SELECT ${SITE_DOC()} AS doc FROM sites s ORDER BY s.id`, siteRow);
