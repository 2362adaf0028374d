/**
 * The open-shift claims' migration (issue 34) on a database filled by the code before it: an app keeps its fields
 * and has no setting (claims are taken at once, as before), a request keeps its fields. After it, a claim is a request
 * of its own kind with its place; the keys hold the rules (a claim names its whole place and one date, nothing else
 * names a place, one employee's claim of one place waits once), and going down removes the claims and keeps the rest.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, readAtLatest } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testEmployee } from '../testing/testEmployee';
import { insertEmployees } from '../store/postgres/employeeRows';
import { apps } from '../store/postgres/appRows';
import { timeOffRequests } from '../store/postgres/requestRows';
import { readDocs } from '../store/postgres/typedTable';
import type { AppRecord, TimeOffRequestRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1767787200000_open-shift-claims';

const postgres = useBarePostgres();

const APP = `INSERT INTO apps (app_id, ap_name, name_key, pdct, s_pdct, sp_name, is_own, owner_user_id, confirmed,
  availability_waits) VALUES ('appA', 'Times', 'times', 1, 2, 'Times', 0, 1, true, 1)`;
const TIME_OFF = `INSERT INTO time_off_requests (app_id, rqd, emd, ref, from_date, to_date, reason, state, created_at)
  VALUES ('appA', 'r1', 'e1', 'ref-1', '2026-06-01', '2026-06-02', 'Family', 'pending', '2026-05-01T08:00:00Z')`;
/** A request with a place ($4-$7: site, shift, roster, position) on $3 to $3's day. */
const CLAIM = `INSERT INTO time_off_requests (app_id, rqd, emd, ref, kind, from_date, to_date, reason, state, created_at,
  place_std, place_sftd, place_rstd, place_rld)
  VALUES ('appA', $1, 'e1', $1, $2, $3::date, $3::date, '', 'pending', now(), $4, $5, $6, $7)`;

it('adds the setting and the claims, whose keys hold the rules, and takes them away again', async () => {
  await fillBefore(postgres, MIGRATION, {});
  const pool = postgres.pool();
  const client = await pool.connect();
  await insertEmployees(client, [testEmployee(1, 'appA', 'e1')], true).finally(() => client.release());
  await pool.query(APP);
  await pool.query(TIME_OFF);

  migrate(postgres.url(), 'up', '1');
  // Read as the code reads them, whose documents know the later migrations' columns.
  const read = <T>(table: Parameters<typeof readDocs>[1]) =>
    readAtLatest(postgres.url(), MIGRATION, () => readDocs<T>(pool, table));
  const [app] = await read<AppRecord>(apps);
  expect(app).toMatchObject({ app_id: 'appA', availability_waits: 1 });
  expect(app).not.toHaveProperty('marketplace_waits');
  const [timeOff] = await read<TimeOffRequestRecord>(timeOffRequests);
  expect(timeOff).toMatchObject({ rqd: 'r1', from_date: '2026-06-01', to_date: '2026-06-02', reason: 'Family' });
  expect(timeOff).not.toHaveProperty('kind');
  expect(timeOff).not.toHaveProperty('place');

  await pool.query(CLAIM, ['c1', 'open_shift', '2026-06-07', 's1', 'f1', 'R1', 'p1']);
  const claim = (await read<TimeOffRequestRecord>(timeOffRequests)).find((one) => one.rqd === 'c1');
  expect(claim).toMatchObject({
    kind: 'open_shift',
    from_date: '2026-06-07',
    to_date: '2026-06-07',
    place: { std: 's1', sftd: 'f1', rstd: 'R1', rld: 'p1' },
  });
  // Waits once; another place, or the same once decided, may wait too.
  await expect(pool.query(CLAIM, ['c2', 'open_shift', '2026-06-07', 's1', 'f1', 'R1', 'p1'])).rejects.toMatchObject({
    code: '23505',
  });
  await pool.query(CLAIM, ['c3', 'open_shift', '2026-06-07', 's1', 'f1', 'R1', 'p2']);
  await pool.query("UPDATE time_off_requests SET state = 'declined' WHERE rqd = 'c1'");
  await pool.query(CLAIM, ['c4', 'open_shift', '2026-06-07', 's1', 'f1', 'R1', 'p1']);
  // A claim without its whole place, time off with a place, a kind of no name.
  for (const bad of [
    ['c5', 'open_shift', '2026-06-08', 's1', 'f1', null, 'p1'],
    ['c6', null, '2026-06-08', 's1', 'f1', 'R1', 'p1'],
    ['c7', 'swap', '2026-06-08', 's1', 'f1', 'R1', 'p1'],
  ])
    await expect(pool.query(CLAIM, bad)).rejects.toMatchObject({ code: '23514' });
  await pool.query("UPDATE apps SET marketplace_waits = 1 WHERE app_id = 'appA'");
  expect((await read<AppRecord>(apps))[0]).toMatchObject({ marketplace_waits: 1 });
  await expect(pool.query('UPDATE apps SET marketplace_waits = 2')).rejects.toMatchObject({ code: '23514' });

  migrate(postgres.url(), 'down', '1');
  const left = await pool.query<{ rqd: string }>('SELECT rqd FROM time_off_requests ORDER BY id');
  expect(left.rows).toEqual([{ rqd: 'r1' }]);
  const columns = await pool.query(
    `SELECT column_name FROM information_schema.columns
     WHERE (table_name = 'apps' AND column_name = 'marketplace_waits') OR column_name LIKE 'place\\_%'`,
  );
  expect(columns.rowCount).toBe(0);
});
