/**
 * The organizations' table (migrations/*_organizations-apps.sql) as the store sees it: a write's new or changed
 * organization is upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts),
 * with its name's and VAT number's keys as JavaScript makes them (apps.ts sameName, organizations.ts vatKeyOf), which
 * the table holds once each. A write moves the counters of the apps of its cmpd (the rights of a call's opening are
 * kept by them).
 */
import type { OrganizationRecord } from '../types';
import { nameKeyOf } from '../../apps/apps';
import { vatKeyOf } from '../../organizations/organizations';
import { bumpChanges } from './appChanges';
import { upsertJson } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias o) as the API's record: a location and created_at only when it has them. */
export const ORGANIZATION_DOC = (o = 'o'): string => `(jsonb_build_object('id', ${o}.id, 'cmpd', ${o}.cmpd,
  'c_nm', ${o}.c_nm, 'reg_no', ${o}.reg_no, 'vat_no', ${o}.vat_no, 'admin_user_ids', to_jsonb(${o}.admin_user_ids))
  || jsonb_strip_nulls(jsonb_build_object('location_tp', ${o}.location_tp, 'lat', ${o}.lat, 'lng', ${o}.lng,
    'created_at', ${isoText(`${o}.created_at`)})))::json`;

const ORGANIZATIONS: JsonUpsert = {
  table: 'organizations',
  counted: false,
  columns: {
    cmpd: 'text',
    c_nm: 'text',
    name_key: 'text',
    reg_no: 'text',
    vat_no: 'text',
    vat_key: 'text',
    admin_user_ids: 'integer[]',
    location_tp: 'smallint',
    lat: 'double precision',
    lng: 'double precision',
    created_at: 'timestamptz',
  },
  conflict: '(id)',
  update: ['c_nm', 'name_key', 'reg_no', 'vat_no', 'vat_key', 'admin_user_ids', 'location_tp', 'lat', 'lng'],
};

const organizationRow = (organization: OrganizationRecord): Record<string, unknown> & { id: number } => ({
  id: organization.id,
  cmpd: organization.cmpd,
  c_nm: organization.c_nm,
  name_key: nameKeyOf(organization.c_nm),
  reg_no: organization.reg_no ?? '',
  vat_no: organization.vat_no ?? '',
  vat_key: vatKeyOf(organization.vat_no ?? '') || null,
  admin_user_ids: organization.admin_user_ids ?? [],
  location_tp: organization.location_tp ?? null,
  lat: organization.lat ?? null,
  lng: organization.lng ?? null,
  created_at: organization.created_at ?? null,
});

/** Moves the counters of the apps of these organizations (cmpd) of the `organizations` table. */
const bumpAppsOf = (client: Queryable, cmpds: readonly string[]) =>
  client.query(bumpChanges('organizations', 'SELECT a.app_id FROM apps a WHERE a.cmpd = ANY($1::text[])'), [cmpds]);

/** The organizations' table as the store sees it (typedTables.ts). */
export const organizations: TypedTable = {
  collection: 'organizations',
  table: 'organizations',
  counted: false,
  docs: `SELECT ${ORGANIZATION_DOC()} AS doc FROM organizations o ORDER BY o.id`,
  write: async (client, changes) => {
    const removed = changes.filter((change) => change.record === null).map((change) => change.key);
    const cmpds: string[] = [];
    if (removed.length > 0) {
      const { rows } = await client.query<{ cmpd: string }>(
        'DELETE FROM organizations WHERE id = ANY($1::integer[]) RETURNING cmpd',
        [removed],
      );
      cmpds.push(...rows.map((row) => row.cmpd));
    }
    const kept = changes.flatMap((change) =>
      change.record === null ? [] : [organizationRow(change.record as unknown as OrganizationRecord)],
    );
    await upsertJson(client, ORGANIZATIONS, kept);
    cmpds.push(...kept.map((row) => row.cmpd as string));
    await bumpAppsOf(client, cmpds);
  },
  restore: async (client, records) => {
    const rows = (records as OrganizationRecord[]).map(organizationRow);
    await upsertJson(client, ORGANIZATIONS, rows);
    await bumpAppsOf(
      client,
      rows.map((row) => row.cmpd as string),
    );
  },
};
