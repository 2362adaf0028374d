/**
 * The users who are the app's operations managers, read into a site write's draft on PostgreSQL (the users have a
 * table of their own, issue 33): a site names its manager by their code, checked inside the write (sites.ts
 * findOpsManager). The embedded store never calls it.
 */
import type { PrepareWrite } from '../../store/dataStore';
import type { UserRecord } from '../../store/types';
import { OPS_MANAGERS } from './siteSql';

export const readingOpsManagers =
  (appId: string): PrepareWrite =>
  async (client) => ({
    users: (await client.query<{ doc: UserRecord }>(OPS_MANAGERS, [appId])).rows.map((row) => row.doc),
  });
