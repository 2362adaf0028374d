/**
 * The app's operations managers, read into a site write's draft on PostgreSQL (the users and the apps' members have
 * tables of their own, issue 33): a site names its manager by their code, checked inside the write (sites.ts
 * findOpsManager), and the write makes them the only member managing the site (sites.ts assignOpsManager). So the
 * app's operations managers' memberships, and those listing the site (`sd`: a change or removal of a site), are
 * read with their rows locked, and the users they name. The embedded store never calls it.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { MEMBER_DOC } from '../../store/postgres/memberRows';
import type { AppMemberRecord, UserRecord } from '../../store/types';
import { OPS_MANAGERS } from './siteSql';

const MANAGING = `SELECT ${MEMBER_DOC()} AS doc FROM app_members m
  WHERE m.app_id = $1 AND (m.user_type = 3 OR m.ops_site_ids @> ARRAY[$2::text]) ORDER BY m.id FOR UPDATE`;

export const readingOpsManagers =
  (appId: string, sd = ''): PrepareWrite =>
  async (client) => ({
    app_members: (await client.query<{ doc: AppMemberRecord }>(MANAGING, [appId, sd])).rows.map((row) => row.doc),
    users: (await client.query<{ doc: UserRecord }>(OPS_MANAGERS, [appId])).rows.map((row) => row.doc),
  });
