/**
 * The change counters of the typed tables (app_changes: one row per app and table, a missing row
 * is 0): every write of a table moves its app's counter in its own transaction, so an answer an
 * API process read from the table stays valid while the counter it was read at has not moved, on
 * whichever process the writes ran. Apps never share a row, so their writes never wait on each other.
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';

/** The typed tables with a counter. */
export type CountedTable = 'leave_days';

/**
 * Moves the counter of `table` for each app the query (a SELECT of app_id) names: the last
 * statement of a write, so the counter's row lock is held only for the commit.
 */
export const bumpChanges = (table: CountedTable, apps: string): string =>
  `INSERT INTO app_changes (app_id, tbl, n) SELECT DISTINCT apps.app_id, '${table}', 1 FROM (${apps}) AS apps
   ON CONFLICT (app_id, tbl) DO UPDATE SET n = app_changes.n + 1`;

const READ = 'SELECT n FROM app_changes WHERE app_id = $1 AND tbl = $2';

/** The app's counter of `table` now. */
export async function changesOf(pool: pg.Pool, appId: string, table: CountedTable): Promise<number> {
  const { rows } = await namedQuery<{ n: string }>(pool, READ, [appId, table]);
  return Number(rows[0]?.n ?? 0);
}
