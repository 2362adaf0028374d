/**
 * A test's change of the app a session points at, whichever store the server runs on: the store's write on the
 * embedded store, an UPDATE of the session's row on PostgreSQL (issue 33: the state holds no session).
 */
import { editStore } from './harness';
import type { TestServer } from './harness';

export async function setSessionApp(server: TestServer, sid: string, appId: string): Promise<void> {
  const pool = server.sqlPool();
  if (pool) {
    await pool.query('UPDATE sessions SET app_id = $1 WHERE sid = $2', [appId, sid]);
    return;
  }
  await editStore(server, (draft) => {
    const stored = draft.sessions.find((candidate) => candidate.sid === sid);
    if (stored) stored.app_id = appId;
  });
}
