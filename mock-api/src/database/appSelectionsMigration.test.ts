/**
 * The app selections' migration on a database filled by the code before it (every selection a row of
 * store_records; the users already in their table): each moves to its table in the order the app home read them;
 * of two of one user and app the last written stays; one of a user gone, or whose time is not one, is not kept.
 * The key holds 'one selection per user and app', a selection goes with its user, and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { appSelections } from '../store/postgres/appSelectionRows';
import { readDocs } from '../store/postgres/typedTable';
import type { AppSelectionRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766577600000_app-selections';

const postgres = useBarePostgres();

const selected = (user_id: number, app_id: string, selected_at: string): AppSelectionRecord => ({
  user_id,
  app_id,
  selected_at,
});

const FIRST = selected(1, 'appA', '2026-03-01T08:00:00.000Z');
const OTHER = selected(2, 'appA', '2026-03-01T09:00:00.000Z');
const AGAIN = selected(1, 'appA', '2026-03-02T08:00:00.000Z');
const GONE = selected(9, 'appA', '2026-03-01T08:00:00.000Z');
const NO_TIME = selected(2, 'appB', 'not a time');

it('moves the selections to their table and back, one per user and app', async () => {
  // Each a row of store_records with a key of its own (the code wrote one per user and app; a copy is written here
  // under another key, as a database put together by hand could hold).
  await fillBefore(postgres, MIGRATION, {
    app_selections: [FIRST, OTHER, { ...AGAIN, id: 3 } as AppSelectionRecord, GONE, NO_TIME].map((one, i) => ({
      ...one,
      id: i + 1,
    })),
  });
  const pool = postgres.pool();
  await pool.query(
    `INSERT INTO users (id, usrcd, nm, snm, mbl, gender, pass_hash, verified, created_at)
     VALUES (1, '70000000000001', 'A', 'B', '27820000001', 1, 'h', true, now()),
            (2, '70000000000002', 'C', 'D', '27820000002', 1, 'h', true, now())`,
  );
  await pool.query("UPDATE store_records SET doc = (doc::jsonb - 'id')::json WHERE collection = 'app_selections'");

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'app_selections')).toEqual([]);
  expect(await readDocs(pool, appSelections)).toEqual([OTHER, AGAIN]);
  const add = 'INSERT INTO app_selections (user_id, app_id, selected_at) VALUES ($1, $2, now())';
  await expect(pool.query(add, [1, 'appA'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(add, [9, 'appA'])).rejects.toMatchObject({ code: '23503' });

  await pool.query('DELETE FROM users WHERE id = 2');
  expect(await readDocs(pool, appSelections)).toEqual([AGAIN]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'app_selections')).toEqual([AGAIN]);
});
