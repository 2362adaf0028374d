/**
 * The user groups' migration on a database filled by the code before it (every group and site access a row of
 * store_records): each group moves to its table with its rights in their order (each once), each access with its
 * flags; of two groups of one app and public id, or two accesses of one group, kind and site, the first written
 * stays (the one the calls found); what no call could reach (no id, no public id, an access of a group gone or of
 * another app's group, of a kind that is none) is not kept. The keys hold the rules, a group's rights and access go
 * with it, and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { groupSites, userGroups } from '../store/postgres/groupRows';
import { readDocs } from '../store/postgres/typedTable';
import type { GroupSiteRecord, UserGroupRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766750400000_user-groups';

const postgres = useBarePostgres();

const group = (id: number, app_id: string, gdd: string, rights: UserGroupRecord['rights'] = []): UserGroupRecord => ({
  id,
  gdd,
  app_id,
  name: `Group ${id}`,
  rights,
});

const access = (
  id: number,
  app_id: string,
  group_id: number,
  std: string,
  flags: Pick<GroupSiteRecord, 'isCreate' | 'isView'> = { isCreate: 0, isView: 1 },
  kind: GroupSiteRecord['kind'] = 'roster',
): GroupSiteRecord => ({ id, app_id, group_id, std, kind, ...flags });

const SUPERVISORS = group(1, 'appA', 'gA', [
  { frm_id: 5, right_id: 14 },
  { frm_id: 1, right_id: 1 },
  { frm_id: 5, right_id: 14 },
]);
const OTHER_APP = group(2, 'appB', 'gA');
const SAME_GDD = group(3, 'appA', 'gA');
const NO_GDD = { ...group(4, 'appA', ''), gdd: 7 } as unknown as UserGroupRecord;
const GUARDS = group(5, 'appA', 'gG');

const VIEW = access(1, 'appA', 1, 'site1');
const CREATE = access(2, 'appA', 1, 'site2', { isCreate: 1, isView: 0 }, 'timesheet');
const TWICE = access(3, 'appA', 1, 'site1', { isCreate: 1, isView: 1 });
const GONE_GROUP = access(4, 'appA', 99, 'site1');
const FOREIGN_GROUP = access(5, 'appB', 1, 'site1');
const NO_KIND = { ...access(6, 'appA', 5, 'site1'), kind: 'other' } as unknown as GroupSiteRecord;
const GUARDS_VIEW = access(7, 'appA', 5, 'site1');

it('moves the groups, their rights and site access to their tables and back', async () => {
  await fillBefore(postgres, MIGRATION, {
    user_groups: [SUPERVISORS, OTHER_APP, SAME_GDD, NO_GDD, GUARDS],
    group_sites: [VIEW, CREATE, TWICE, GONE_GROUP, FOREIGN_GROUP, NO_KIND, GUARDS_VIEW],
  });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'user_groups')).toEqual([]);
  expect(await storedDocs(pool, 'group_sites')).toEqual([]);
  const supervisors = { ...SUPERVISORS, rights: SUPERVISORS.rights.slice(0, 2) };
  expect(await readDocs(pool, userGroups)).toEqual([supervisors, OTHER_APP, GUARDS]);
  // Creating comes with viewing, as every grant stored it.
  expect(await readDocs(pool, groupSites)).toEqual([VIEW, { ...CREATE, isView: 1 }, GUARDS_VIEW]);

  // The rules are keys: a public id once in an app, an access once per group, kind and site, of its group's app.
  const addGroup = 'INSERT INTO user_groups (app_id, gdd, name) VALUES ($1, $2, $3)';
  await expect(pool.query(addGroup, ['appA', 'gA', 'Again'])).rejects.toMatchObject({ code: '23505' });
  await pool.query(addGroup, ['appC', 'gA', 'Numbered after the moved ones']);
  const { rows } = await pool.query<{ id: number }>("SELECT id FROM user_groups WHERE app_id = 'appC'");
  expect(rows[0]!.id).toBeGreaterThan(GUARDS.id);
  const addAccess = `INSERT INTO group_sites (app_id, group_id, std, kind, is_create, is_view)
    VALUES ($1, $2, $3, 'roster', false, true)`;
  await expect(pool.query(addAccess, ['appA', 1, 'site1'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(addAccess, ['appB', 1, 'site3'])).rejects.toMatchObject({ code: '23503' });
  await expect(
    pool.query(
      "INSERT INTO group_sites (app_id, group_id, std, kind, is_create, is_view) VALUES ('appA', 1, 's4', 'roster', true, false)",
    ),
  ).rejects.toMatchObject({ code: '23514' });

  // A group's rights and access go with it.
  await pool.query('DELETE FROM user_groups WHERE id = 5');
  expect(await readDocs(pool, groupSites)).toEqual([VIEW, { ...CREATE, isView: 1 }]);
  await pool.query("DELETE FROM user_groups WHERE app_id = 'appC'");

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'user_groups')).toEqual([supervisors, OTHER_APP]);
  expect(await storedDocs(pool, 'group_sites')).toEqual([VIEW, { ...CREATE, isView: 1 }]);
});
