/**
 * The user groups domain's tables (migrations/*_user-groups.sql) as the store sees them: an app's groups with their
 * rights (a table of their own, in the order granted) and each group's roster and timesheet access to the app's
 * sites. A write's new or changed group is upserted by id (a new one's id taken from the table's sequence in its
 * prepare: store/reservedIds.ts) and its rights replaced; a removed group is deleted, its rights and site access with
 * it (foreign keys). An access is upserted by id, or deleted. Each moves its app's counter of the table, which the
 * rights read at every call's opening are cached by.
 */
import type { RecordChange } from '../mutation';
import type { GroupSiteRecord, UserGroupRecord } from '../types';
import { idKeyedTable, upsertJson, writeByIds } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import type { Queryable, TypedTable } from './typedTable';

/** A group's (alias g) rights as the API's record holds them, in the order granted. */
const RIGHTS = (g: string): string => `(SELECT coalesce(json_agg(json_build_object('frm_id', r.frm_id,
  'right_id', r.right_id) ORDER BY r.n), '[]'::json) FROM group_rights r WHERE r.group_id = ${g}.id)`;

/** The row (alias g) as the API's record; null for no row (a left join's). */
export const GROUP_DOC = (g = 'g'): string => `CASE WHEN ${g}.id IS NOT NULL THEN json_build_object('id', ${g}.id,
  'gdd', ${g}.gdd, 'app_id', ${g}.app_id, 'name', ${g}.name, 'rights', ${RIGHTS(g)}) END`;

/** The row (alias a) as the API's record (the flags 0 or 1). */
export const GROUP_SITE_DOC = (a = 'a'): string => `json_build_object('id', ${a}.id, 'app_id', ${a}.app_id,
  'group_id', ${a}.group_id, 'std', ${a}.std, 'kind', ${a}.kind, 'isCreate', ${a}.is_create::integer,
  'isView', ${a}.is_view::integer)`;

const GROUPS: JsonUpsert = {
  table: 'user_groups',
  columns: { app_id: 'text', gdd: 'text', name: 'text' },
  conflict: '(id)',
  update: ['name'],
};

const groupRow = (group: UserGroupRecord): Record<string, unknown> & { id: number } => ({
  id: group.id,
  app_id: group.app_id,
  gdd: group.gdd,
  name: group.name,
});

/** Replaces the rights of these groups with theirs, each once, in their order. */
async function writeRights(client: Queryable, groups: readonly UserGroupRecord[]): Promise<void> {
  if (groups.length === 0) return;
  await client.query('DELETE FROM group_rights WHERE group_id = ANY($1::integer[])', [groups.map((group) => group.id)]);
  const rights = groups.flatMap((group) =>
    group.rights.map((right, n) => ({ group_id: group.id, frm_id: right.frm_id, right_id: right.right_id, n })),
  );
  if (rights.length === 0) return;
  await client.query(
    `INSERT INTO group_rights (group_id, frm_id, right_id, n)
     SELECT r.group_id, r.frm_id, r.right_id, r.n
     FROM jsonb_to_recordset($1::jsonb) AS r (group_id integer, frm_id integer, right_id integer, n integer)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rights)],
  );
}

async function writeGroups(client: Queryable, changes: readonly RecordChange[]): Promise<void> {
  // A group's removal removes its site access (the foreign key): both tables' counters move.
  await writeByIds(client, GROUPS, changes, groupRow, ['group_sites']);
  await writeRights(
    client,
    changes.flatMap((change) => (change.record === null ? [] : [change.record as unknown as UserGroupRecord])),
  );
}

async function restoreGroups(client: Queryable, groups: readonly UserGroupRecord[]): Promise<void> {
  await upsertJson(client, GROUPS, groups.map(groupRow));
  await writeRights(client, groups);
}

const SITES: JsonUpsert = {
  table: 'group_sites',
  columns: {
    app_id: 'text',
    group_id: 'integer',
    std: 'text',
    kind: 'text',
    is_create: 'boolean',
    is_view: 'boolean',
  },
  conflict: '(id)',
  update: ['is_create', 'is_view'],
};

const siteRow = (access: GroupSiteRecord): Record<string, unknown> & { id: number } => ({
  id: access.id,
  app_id: access.app_id,
  group_id: access.group_id,
  std: access.std,
  kind: access.kind,
  is_create: access.isCreate === 1,
  is_view: access.isView === 1 || access.isCreate === 1,
});

/** The groups' table as the store sees it (typedTables.ts). */
export const userGroups: TypedTable = {
  collection: 'user_groups',
  table: 'user_groups',
  cascades: true,
  docs: `SELECT ${GROUP_DOC()} AS doc FROM user_groups g ORDER BY g.id`,
  write: writeGroups,
  restore: (client, records) => restoreGroups(client, records as UserGroupRecord[]),
};

/** The groups' site access table as the store sees it. */
export const groupSites = idKeyedTable(
  'group_sites',
  SITES,
  `SELECT ${GROUP_SITE_DOC()} AS doc FROM group_sites a ORDER BY a.id`,
  siteRow,
);
