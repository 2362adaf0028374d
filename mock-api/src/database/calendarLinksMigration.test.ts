/**
 * The calendar links' migration on a database filled by the code before it (every link a row of
 * store_records): each moves to its table with its id; of two of one employee the newest written stays;
 * one of an employee no longer there, or without a token or an expiry, is not kept. The keys hold the
 * rules (one link per employee, a token opens one link, a link refers to its employee), going down puts
 * the links back, and removing an employee removes their link and moves its counter.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { changeCounter, fillBefore, insertTestEmployees } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { calendarLinks } from '../store/postgres/calendarLinkRows';
import { readDocs } from '../store/postgres/typedTable';
import type { CalendarLinkRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1765972800000_calendar-links';

const postgres = useBarePostgres();

const link = (id: number, app_id: string, emd: string, token_hash = `h${id}`): CalendarLinkRecord => ({
  id,
  app_id,
  emd,
  token_hash,
  created_by_id: 7,
  created_at: '2026-03-01T08:00:00.000Z',
  expires_at: '2027-03-01T08:00:00.000Z',
});

// e1's first link, replaced by the calls' later one (a record put in by hand kept both).
const REPLACED = link(1, 'appA', 'e1');
const LATER = link(2, 'appA', 'e1');
const OTHER_APP = link(3, 'appB', 'e1');
const GONE = link(4, 'appA', 'gone');
const NO_TOKEN = { ...link(5, 'appA', 'e2'), token_hash: '' };
const KEPT = [LATER, OTHER_APP];

const stored = async (): Promise<unknown[]> =>
  (
    await postgres
      .pool()
      .query<{ doc: unknown }>(
        "SELECT doc FROM store_records WHERE collection = 'calendar_links' AND doc IS NOT NULL ORDER BY ord",
      )
  ).rows.map((row) => row.doc);

const ADD = `INSERT INTO calendar_links (app_id, emd, token_hash, created_by_id, created_at, expires_at)
  VALUES ($1, $2, $3, 1, now(), now())`;

it('moves the links to their table and back, one per employee, and removes one with its employee', async () => {
  await fillBefore(postgres, MIGRATION, { calendar_links: [REPLACED, LATER, OTHER_APP, GONE, NO_TOKEN] });
  const pool = postgres.pool();
  await insertTestEmployees(pool);

  migrate(postgres.url(), 'up', '1');
  expect(await stored()).toEqual([]);
  expect(await readDocs(pool, calendarLinks)).toEqual(KEPT);
  await expect(pool.query(ADD, ['appA', 'e1', 'new'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(ADD, ['appA', 'e2', 'h2'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(ADD, ['appA', 'nobody', 'h9'])).rejects.toMatchObject({ code: '23503' });

  migrate(postgres.url(), 'down', '1');
  expect(await stored()).toEqual(KEPT);

  migrate(postgres.url(), 'up', '1');
  const before = await changeCounter(pool, 'appA', 'calendar_links');
  await pool.query("DELETE FROM employees WHERE app_id = 'appA' AND emd = 'e1'");
  expect(await readDocs(pool, calendarLinks)).toEqual([OTHER_APP]);
  expect(await changeCounter(pool, 'appA', 'calendar_links')).toBe(before + 1);
});
