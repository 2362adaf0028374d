/**
 * The apps' table (migrations/*_organizations-apps.sql) as the store sees it: a write's new or changed app is
 * upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), with its
 * name's and handle's keys as JavaScript makes them (apps.ts nameKeyOf), a removed one (a pending app past its window)
 * deleted; each moves the app's counter of the table, which the rights of a call's opening are kept by.
 */
import type { AppRecord } from '../types';
import { nameKeyOf } from '../../apps/apps';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText } from './typedTable';

/**
 * The row (alias a) as the API's record: confirmed_at null until it is confirmed; created_at, the licences and the
 * availability and open-shift settings only when it has them.
 */
export const APP_DOC = (a = 'a'): string => `(jsonb_build_object('id', ${a}.id, 'app_id', ${a}.app_id,
  'ap_name', ${a}.ap_name, 'description', ${a}.description, 'handle', ${a}.handle, 'tags', to_jsonb(${a}.tags),
  'pdct', ${a}.pdct, 's_pdct', ${a}.s_pdct, 'sp_name', ${a}.sp_name, 'is_own', ${a}.is_own, 'cmpd', ${a}.cmpd,
  'owner_user_id', ${a}.owner_user_id, 'confirmed', ${a}.confirmed, 'apd', ${a}.apd, 'apdd', ${a}.apdd,
  'confirmed_at', ${isoText(`${a}.confirmed_at`)})
  || jsonb_strip_nulls(jsonb_build_object('created_at', ${isoText(`${a}.created_at`)}, 'max_sites', ${a}.max_sites,
    'max_users', ${a}.max_users, 'max_employees', ${a}.max_employees,
    'availability_waits', ${a}.availability_waits, 'marketplace_waits', ${a}.marketplace_waits,
    'marketplace_limit', ${a}.marketplace_limit)))::json`;

const APPS: JsonUpsert = {
  table: 'apps',
  columns: {
    app_id: 'text',
    ap_name: 'text',
    name_key: 'text',
    description: 'text',
    handle: 'text',
    handle_key: 'text',
    tags: 'text[]',
    pdct: 'integer',
    s_pdct: 'integer',
    sp_name: 'text',
    is_own: 'smallint',
    cmpd: 'text',
    owner_user_id: 'integer',
    confirmed: 'boolean',
    apd: 'text',
    apdd: 'text',
    created_at: 'timestamptz',
    confirmed_at: 'timestamptz',
    max_sites: 'integer',
    max_users: 'integer',
    max_employees: 'integer',
    availability_waits: 'smallint',
    marketplace_waits: 'smallint',
    marketplace_limit: 'smallint',
  },
  conflict: '(id)',
  update: [
    'ap_name',
    'name_key',
    'description',
    'handle',
    'handle_key',
    'tags',
    'confirmed',
    'confirmed_at',
    'max_sites',
    'max_users',
    'max_employees',
    'availability_waits',
    'marketplace_waits',
    'marketplace_limit',
  ],
};

const appRow = (app: AppRecord): Record<string, unknown> & { id: number } => ({
  id: app.id,
  app_id: app.app_id,
  ap_name: app.ap_name,
  name_key: nameKeyOf(app.ap_name),
  description: app.description ?? '',
  handle: app.handle ?? '',
  handle_key: nameKeyOf(app.handle ?? ''),
  tags: app.tags ?? [],
  pdct: app.pdct,
  s_pdct: app.s_pdct,
  sp_name: app.sp_name,
  is_own: app.is_own,
  cmpd: app.cmpd ?? '',
  owner_user_id: app.owner_user_id,
  confirmed: app.confirmed === true,
  apd: app.apd ?? '',
  apdd: app.apdd ?? '',
  created_at: app.created_at ?? null,
  confirmed_at: app.confirmed_at ?? null,
  max_sites: app.max_sites ?? null,
  max_users: app.max_users ?? null,
  max_employees: app.max_employees ?? null,
  availability_waits: app.availability_waits ?? null,
  marketplace_waits: app.marketplace_waits ?? null,
  marketplace_limit: app.marketplace_limit ?? null,
});

/** The apps' table as the store sees it (typedTables.ts). */
export const apps = idKeyedTable('apps', APPS, `SELECT ${APP_DOC()} AS doc FROM apps a ORDER BY a.id`, appRow);
