/**
 * The apps' members' migration on a database filled by the code before it (every membership a row of store_records):
 * each moves to its table with its id and fields; of two of one app and user the first written stays (the one every
 * call found); what no call could reach (no id or app, a user there is not, a user type of none of the three) is not
 * kept, and a field of a type no call read (a group of no group of the app, an unreadable added_at, a status of none
 * of the three, a confirmed that is no boolean, a site that is no string) becomes what the calls read it as. The
 * keys hold 'one membership per app and user' and 'a group of the same app', and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { users } from '../store/postgres/userRows';
import { appMembers } from '../store/postgres/memberRows';
import { readDocs } from '../store/postgres/typedTable';
import type { AppMemberRecord } from '../store/types';
import { testUser } from '../testing/testUser';

jest.setTimeout(60_000);

const MIGRATION = '1767096000000_app-members';

const postgres = useBarePostgres();

type Loose = Record<string, unknown>;

const member = (id: number, app_id: string, user_id: unknown, fields: Loose = {}): Loose => ({
  id,
  app_id,
  user_id,
  user_type: 2,
  group_id: null,
  ops_site_ids: [],
  ...fields,
});

const ADMIN = member(1, 'appA', 1, {
  user_type: 1,
  status: 'Active',
  added_at: '2026-02-01T08:00:00.000Z',
  confirmed: true,
});
const IN_GROUP = member(2, 'appA', 2, { group_id: 7, status: 'Pending', confirmed: false });
const OPS = member(3, 'appA', 3, { user_type: 3, ops_site_ids: ['s2', 's1'] });
const OTHER_APP = member(4, 'appB', 1, { user_type: 3, added_at: '2026-02-02T08:00:00.000Z' });
const SECOND_OF_USER = member(5, 'appA', 1, { user_type: 2 });
const NO_USER = member(6, 'appA', 99);
const USER_AS_TEXT = member(7, 'appB', '2');
const TYPE_FOUR = member(8, 'appB', 3, { user_type: 4 });
const LOOSE_FIELDS = member(9, 'appB', 2, {
  group_id: 7,
  status: 'active',
  added_at: 'yesterday',
  confirmed: 'false',
  ops_site_ids: ['s1', 12],
});
const NO_APP = member(10, '', 3);

it('moves the memberships to their table and back, one per app and user, a group of their app', async () => {
  const pool = postgres.pool();
  await fillBefore(postgres, MIGRATION, {
    app_members: [
      ADMIN,
      IN_GROUP,
      OPS,
      OTHER_APP,
      SECOND_OF_USER,
      NO_USER,
      USER_AS_TEXT,
      TYPE_FOUR,
      LOOSE_FIELDS,
      NO_APP,
    ],
  } as unknown as Record<string, { id: number }[]>);
  await users.restore!(pool, [testUser(1), testUser(2), testUser(3)]);
  await pool.query("INSERT INTO user_groups (id, app_id, gdd, name) VALUES (7, 'appA', 'gA', 'Supervisors')");

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'app_members')).toEqual([]);
  const moved: AppMemberRecord[] = await readDocs(pool, appMembers);
  const { group_id: _group, status: _status, added_at: _at, confirmed: _confirmed, ...loose } = LOOSE_FIELDS;
  expect(moved).toEqual([ADMIN, IN_GROUP, OPS, OTHER_APP, { ...loose, group_id: null, ops_site_ids: ['s1'] }]);
  const add = 'INSERT INTO app_members (app_id, user_id, user_type, group_id) VALUES ($1, $2, $3, $4) RETURNING id';
  await expect(pool.query(add, ['appA', 1, 2, null])).rejects.toMatchObject({ code: '23505' });
  // A group of another app: refused at the commit (the key is deferred).
  await expect(pool.query(add, ['appB', 3, 2, 7])).rejects.toMatchObject({ code: '23503' });
  const { rows } = await pool.query<{ id: number }>(add, ['appC', 3, 2, null]);
  expect(rows[0]!.id).toBeGreaterThan(9);
  // A membership goes with its user.
  await pool.query('DELETE FROM users WHERE id = 3');
  expect((await readDocs<AppMemberRecord>(pool, appMembers)).map((one) => one.id)).toEqual([1, 2, 4, 9]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'app_members')).toEqual([
    ADMIN,
    IN_GROUP,
    OTHER_APP,
    { ...loose, group_id: null, ops_site_ids: ['s1'] },
  ]);
});
