/**
 * What a membership's write reads into its draft first on PostgreSQL (issue 33: the apps' members have a table of
 * their own, store/postgres/memberRows.ts, which no process holds), kept from changing until the write ends. An add
 * or a confirm decides on the user licence (the app's confirmed members), so it takes the app's advisory lock and
 * reads the app's members: two at once cannot both take the last seat. A change of one member locks its row; an app's
 * confirm locks the memberships of its owner, one of which it replaces. The embedded store never calls them.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { MEMBER_DOC } from '../../store/postgres/memberRows';
import type { AppMemberRecord } from '../../store/types';

const LOCK_APP = `SELECT pg_advisory_xact_lock(hashtextextended('times.app_members:' || $1, 0))`;

const APP_MEMBERS = `SELECT ${MEMBER_DOC()} AS doc FROM app_members m WHERE m.app_id = $1 ORDER BY m.id`;

const MEMBER_OF_CODE = `SELECT ${MEMBER_DOC()} AS doc FROM app_members m JOIN users u ON u.id = m.user_id
  WHERE m.app_id = $1 AND u.usrcd = $2 AND u.verified FOR UPDATE OF m`;

const MEMBERSHIPS_OF_USER = `SELECT ${MEMBER_DOC()} AS doc FROM app_members m WHERE m.user_id = $1 ORDER BY m.id
  FOR UPDATE`;

const members = async (client: Parameters<PrepareWrite>[0], text: string, values: unknown[]) => ({
  app_members: (await client.query<{ doc: AppMemberRecord }>(text, values)).rows.map((row) => row.doc),
});

/** The app's members, under the app's lock of its memberships (an add, a confirm: the user licence). */
export const readingAppMembers =
  (appId: string): PrepareWrite =>
  async (client) => {
    await client.query(LOCK_APP, [appId]);
    return members(client, APP_MEMBERS, [appId]);
  };

/** The membership of the app of the verified person holding the code, its row locked. */
export const readingMemberOfCode =
  (appId: string, usd: string): PrepareWrite =>
  (client) =>
    members(client, MEMBER_OF_CODE, [appId, usd]);

/** The user's memberships of every app, their rows locked (an app's confirm makes its owner its admin). */
export const readingMembershipsOf =
  (userId: number): PrepareWrite =>
  (client) =>
    members(client, MEMBERSHIPS_OF_USER, [userId]);
