/**
 * The apps' members' table (migrations/*_app-members.sql) as the store sees it: a write's new or changed membership
 * is upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), a removed
 * one deleted (an add that replaces an unconfirmed membership removes it first); each moves its app's counter of the
 * table, which the rights of a call's opening are kept by.
 */
import type { AppMemberRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText } from './typedTable';

/**
 * The row (alias m) as the API's record: the status, added_at and confirmed only when it has them (records made
 * before users were managed have none), group_id null when it has no group.
 */
export const MEMBER_DOC = (m = 'm'): string => `(json_build_object('id', ${m}.id, 'app_id', ${m}.app_id,
  'user_id', ${m}.user_id, 'user_type', ${m}.user_type, 'group_id', ${m}.group_id,
  'ops_site_ids', to_json(${m}.ops_site_ids))::jsonb
  || jsonb_strip_nulls(jsonb_build_object('status', ${m}.status, 'added_at', ${isoText(`${m}.added_at`)},
    'confirmed', ${m}.confirmed)))::json`;

const MEMBERS: JsonUpsert = {
  table: 'app_members',
  columns: {
    app_id: 'text',
    user_id: 'integer',
    user_type: 'smallint',
    group_id: 'integer',
    ops_site_ids: 'text[]',
    status: 'text',
    added_at: 'timestamptz',
    confirmed: 'boolean',
  },
  conflict: '(id)',
  update: ['user_type', 'group_id', 'ops_site_ids', 'status', 'added_at', 'confirmed'],
};

const memberRow = (member: AppMemberRecord): Record<string, unknown> & { id: number } => ({
  id: member.id,
  app_id: member.app_id,
  user_id: member.user_id,
  user_type: member.user_type,
  group_id: member.group_id ?? null,
  ops_site_ids: member.ops_site_ids ?? [],
  status: member.status ?? null,
  added_at: member.added_at ?? null,
  confirmed: member.confirmed ?? null,
});

/** The apps' members' table as the store sees it (typedTables.ts). */
export const appMembers = idKeyedTable(
  'app_members',
  MEMBERS,
  `SELECT ${MEMBER_DOC()} AS doc FROM app_members m ORDER BY m.id`,
  memberRow,
);
