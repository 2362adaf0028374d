/**
 * The leave days' table as a test server's snapshot (harness.ts storeSnapshot) keeps it: on
 * PostgreSQL they are not in the store's state (issue 33), so putting the state back does not put
 * them back. Read now; the returned function writes them back as they were (ids too) when they
 * changed, moving the change counters of the apps whose days it touched.
 */
import type pg from 'pg';
import { bumpChanges } from '../store/postgres/appChanges';
import { readAllLeaveRecords as readAll } from '../store/postgres/leaveDayRows';

export async function snapshotLeaveDays(pool: pg.Pool): Promise<() => Promise<void>> {
  const saved = await readAll(pool);
  return async () => {
    const now = await readAll(pool);
    if (JSON.stringify(now) === JSON.stringify(saved)) return;
    const apps = [...new Set([...now, ...saved].map((leave) => leave.app_id))];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM leave_days');
      await client.query(
        `INSERT INTO leave_days (app_id, lvdd, id, emd, leave_day)
         SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::date[])`,
        [
          saved.map((leave) => leave.app_id),
          saved.map((leave) => leave.lvdd),
          saved.map((leave) => leave.id),
          saved.map((leave) => leave.emd),
          saved.map((leave) => leave.leave_day),
        ],
      );
      await client.query(bumpChanges('leave_days', 'SELECT unnest($1::text[]) AS app_id'), [apps]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
