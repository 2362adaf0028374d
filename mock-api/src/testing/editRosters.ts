/**
 * Test support: the rosters as either store holds them now, and a change of them in one store write.
 * On PostgreSQL the rosters are a table of their own that a process's state never holds (issue 33), so
 * a test reads them back from the database and its change reads (and locks) every roster first.
 */
import { rosterDoc, rosters } from '../store/postgres/rosterRows';
import type { DbState, RosterRecord } from '../store/types';
import type { TestServer } from './harness';

/** The stored roster with this public id (undefined when there is none): one row read, not the whole store. */
export async function storedRoster(server: TestServer, rstd: string): Promise<RosterRecord | undefined> {
  const pool = server.sqlPool();
  if (!pool) return server.api.store.data.rosters.find((roster) => roster.rstd === rstd);
  const { rows } = await pool.query<{ doc: RosterRecord }>(
    `SELECT ${rosterDoc('r')} AS doc FROM rosters r WHERE r.rstd = $1`,
    [rstd],
  );
  return rows[0]?.doc;
}

/** Changes the stored rosters (and anything else) in one write, every roster in the draft. */
export const editRosters = (server: TestServer, edit: (draft: DbState) => void): Promise<void> =>
  server.api.store.update(edit, async (client) => ({
    rosters: (await client.query<{ doc: RosterRecord }>(rosters.docs)).rows.map((row) => row.doc),
  }));
