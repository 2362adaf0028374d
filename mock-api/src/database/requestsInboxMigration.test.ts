/**
 * The requests' and inbox's migration on a database filled by the code before it (every request and
 * message a row of store_records): each moves to its table with its id and fields, a request's decisions
 * to theirs in order; of two requests of one employee with one ref, or two messages of one key, the first
 * stays; a record of an employee no longer there, or of no app, is not kept; a loose record's missing
 * fields take the write's defaults. The keys hold the rules (one ref, one availability change waiting per
 * employee, one message per key, an employee's rows refer to them), going down puts the records back as
 * they were, and removing an employee removes their requests, decisions and messages and moves the
 * tables' counters.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { changeCounter, fillBefore, readAtLatest } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testEmployee } from '../testing/testEmployee';
import { insertEmployees } from '../store/postgres/employeeRows';
import { inboxMessages } from '../store/postgres/inboxRows';
import { timeOffRequests } from '../store/postgres/requestRows';
import { readDocs } from '../store/postgres/typedTable';
import type { InboxRecord, TimeOffRequestRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1765800000000_requests-inbox';

const postgres = useBarePostgres();

const EMPLOYEES = [testEmployee(1, 'appA', 'e1'), testEmployee(2, 'appA', 'e2'), testEmployee(3, 'appB', 'e1')];

const request = (id: number, app: string, emd: string, more: Partial<TimeOffRequestRecord> = {}) => ({
  id,
  rqd: `r${id}`,
  app_id: app,
  emd,
  ref: `ref-${id}`,
  from_date: '2026-04-01',
  to_date: '2026-04-02',
  reason: 'Family',
  state: 'pending',
  created_at: '2026-03-01T08:00:00.125Z',
  decisions: [],
  ...more,
});

const APPROVED = request(1, 'appA', 'e1', {
  state: 'approved',
  decisions: [
    {
      at: '2026-03-02T09:00:00.000Z',
      by: 'Lerato Admin',
      action: 'approved',
      reason: '',
      before: 'pending',
      after: 'approved',
    },
  ],
});
const CHANGE = request(2, 'appA', 'e1', {
  ref: 'availability-r2',
  reason: '',
  kind: 'availability',
  changes: [{ op: 'add', what: 'date', date: '2026-04-03', day: '', work: 0, weight: 6, sftd: '', shift_name: '' }],
});
const OTHER_APP = request(3, 'appB', 'e1', {
  state: 'cancelled',
  decisions: [
    {
      at: '2026-03-03T09:00:00.000Z',
      by: 'Thabo S',
      action: 'cancelled',
      reason: '',
      before: 'pending',
      after: 'cancelled',
    },
  ],
});
// Sent again with the ref of the first (never let through by the calls): the first stays.
const SAME_REF = request(4, 'appA', 'e1', { ref: 'ref-1', reason: 'Again' });
const GONE = request(5, 'appA', 'gone');
const NO_APP = { ...request(6, 'appA', 'e2'), app_id: undefined };
// Put in by hand: no reason, no decisions, its days the wrong way round.
const LOOSE = {
  id: 7,
  rqd: 'r7',
  app_id: 'appA',
  emd: 'e2',
  ref: 'ref-7',
  from_date: '2026-05-09',
  to_date: '2026-05-01',
  state: 'pending',
  created_at: '2026-03-04T08:00:00.000Z',
};
const LOOSE_READ = request(7, 'appA', 'e2', {
  from_date: '2026-05-01',
  to_date: '2026-05-09',
  reason: '',
  created_at: '2026-03-04T08:00:00.000Z',
});

const message = (id: number, app: string, emd: string, key: string, read: 0 | 1 = 0): InboxRecord => ({
  id,
  app_id: app,
  emd,
  kind: 'roster',
  title: 'Your roster',
  text: `Message ${id}`,
  at: '2026-03-01T08:00:00.000Z',
  read,
  key,
});
const MESSAGES = [
  message(1, 'appA', 'e1', 'k1'),
  message(2, 'appA', 'e1', 'k1'),
  message(3, 'appB', 'e1', 'k1', 1),
  message(4, 'appA', 'gone', 'k4'),
];
const KEPT_MESSAGES = [MESSAGES[0], MESSAGES[2]];
const KEPT_REQUESTS = [APPROVED, CHANGE, OTHER_APP, LOOSE_READ];

const stored = async (collection: string): Promise<unknown[]> =>
  (
    await postgres
      .pool()
      .query<{ doc: unknown }>('SELECT doc FROM store_records WHERE collection = $1 AND doc IS NOT NULL ORDER BY ord', [
        collection,
      ])
  ).rows.map((row) => row.doc);

const ADD = `INSERT INTO time_off_requests (app_id, rqd, emd, ref, kind, from_date, to_date, reason, state, created_at)
  VALUES ('appA', $1, $2, $3, $4, '2026-06-01', '2026-06-01', '', 'pending', now()) RETURNING id`;

it('moves the requests, their decisions and the inbox to their tables and back', async () => {
  await fillBefore(postgres, MIGRATION, {
    time_off_requests: [APPROVED, CHANGE, OTHER_APP, SAME_REF, GONE, NO_APP, LOOSE],
    inbox: MESSAGES,
  });
  const pool = postgres.pool();
  const client = await pool.connect();
  await insertEmployees(client, EMPLOYEES, true).finally(() => client.release());

  migrate(postgres.url(), 'up', '1');
  expect(await stored('time_off_requests')).toEqual([]);
  expect(await stored('inbox')).toEqual([]);
  // Read as the code reads them, whose documents know the later migrations' columns.
  const read = await readAtLatest(postgres.url(), MIGRATION, () =>
    Promise.all([readDocs(pool, timeOffRequests), readDocs(pool, inboxMessages)]),
  );
  expect(read).toEqual([KEPT_REQUESTS, KEPT_MESSAGES]);
  // New rows are numbered after the moved ones; the keys hold the rules.
  expect(Number((await pool.query<{ id: string }>(ADD, ['r8', 'e2', 'ref-8', null])).rows[0]!.id)).toBe(8);
  await expect(pool.query(ADD, ['r9', 'e1', 'ref-1', null])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(ADD, ['r10', 'e1', 'availability-r10', 'availability'])).rejects.toMatchObject({
    code: '23505',
  });
  await expect(pool.query(ADD, ['r11', 'nobody', 'ref-11', null])).rejects.toMatchObject({ code: '23503' });

  migrate(postgres.url(), 'down', '1');
  const back = await stored('time_off_requests');
  expect(back.slice(0, 4)).toEqual(KEPT_REQUESTS);
  expect(back.slice(4)).toEqual([expect.objectContaining({ id: 8, rqd: 'r8', emd: 'e2', decisions: [] })]);
  expect(await stored('inbox')).toEqual(KEPT_MESSAGES);

  // Up to the last migration: the rest reads as the code reads.
  migrate(postgres.url(), 'up');
  expect(await readDocs(pool, timeOffRequests)).toHaveLength(5);
  const before = [
    await changeCounter(pool, 'appA', 'time_off_requests'),
    await changeCounter(pool, 'appA', 'inbox_messages'),
  ];
  await pool.query("DELETE FROM employees WHERE app_id = 'appA' AND emd = 'e1'");
  const left = await readDocs<TimeOffRequestRecord>(pool, timeOffRequests);
  expect(left.map((one) => one.rqd)).toEqual(['r3', 'r7', 'r8']);
  expect((await pool.query("SELECT 1 FROM request_decisions WHERE app_id = 'appA'")).rowCount).toBe(0);
  expect((await readDocs<InboxRecord>(pool, inboxMessages)).map((one) => one.app_id)).toEqual(['appB']);
  expect([
    await changeCounter(pool, 'appA', 'time_off_requests'),
    await changeCounter(pool, 'appA', 'inbox_messages'),
  ]).toEqual(before.map((n) => n + 1));
});
