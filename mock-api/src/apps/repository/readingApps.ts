/**
 * What a write reads into its draft first on PostgreSQL (issue 33: the organizations and apps have tables of their
 * own, store/postgres/organizationRows.ts and appRows.ts, which no process holds), kept from changing until the write
 * ends. An organization's add reads the organizations holding its name's or VAT number's key (the table holds each
 * once: two adds at once, the second runs again and finds the first). An app's add reads the organization it is for
 * and the apps holding its handle or its owner's name, under advisory locks of both (which apps hold them depends on
 * the time: confirmed, or pending inside their window). A confirm locks the pending app of its reference; the writes
 * that name an app (an invitation's, an availability's, its settings') read that app. The embedded store never calls
 * them.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { APP_DOC } from '../../store/postgres/appRows';
import { ORGANIZATION_DOC } from '../../store/postgres/organizationRows';
import type { AppRecord, OrganizationRecord } from '../../store/types';
import { nameKeyOf } from '../apps';
import type { AppOwner } from '../apps';
import { vatKeyOf } from '../../organizations/organizations';

type Client = Parameters<PrepareWrite>[0];

const docs = async <T>(client: Client, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

const ORGANIZATIONS_OF_KEYS = `SELECT ${ORGANIZATION_DOC()} AS doc FROM organizations o
  WHERE o.name_key = $1 OR o.vat_key = $2 ORDER BY o.id`;

const ORGANIZATION_FOR_SHARE = `SELECT ${ORGANIZATION_DOC()} AS doc FROM organizations o WHERE o.cmpd = $1 FOR SHARE`;

const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`;

/** The apps holding the handle's key ($1, none for '') or the owner's ($2 own, $3 user, $4 cmpd) name's key ($5). */
const APPS_OF_KEYS = `SELECT ${APP_DOC()} AS doc FROM apps a
  WHERE ($1 <> '' AND a.handle_key = $1)
    OR (a.name_key = $5 AND CASE WHEN $2::boolean THEN a.is_own = 1 AND a.owner_user_id = $3 ELSE a.is_own = 0 AND a.cmpd = $4 END)
  ORDER BY a.id FOR UPDATE`;

const PENDING_APP = `SELECT ${APP_DOC()} AS doc FROM apps a WHERE a.apd = $1 AND NOT a.confirmed ORDER BY a.id FOR UPDATE`;

const APPS_OF_IDS = `SELECT ${APP_DOC()} AS doc FROM apps a WHERE a.app_id = ANY($1::text[]) ORDER BY a.id FOR SHARE`;

/** An organization's add: those holding its name's or VAT number's key. */
export const readingOrganizationKeys =
  (name: string, vatNo: string): PrepareWrite =>
  async (client) => ({
    organizations: await docs<OrganizationRecord>(client, ORGANIZATIONS_OF_KEYS, [nameKeyOf(name), vatKeyOf(vatNo)]),
  });

/** The organization of this cmpd, its row kept from changing (a user's add: an administrator of it is no member). */
export const readingOrganization =
  (cmpd: string): PrepareWrite =>
  async (client) => ({
    organizations: cmpd ? await docs<OrganizationRecord>(client, ORGANIZATION_FOR_SHARE, [cmpd]) : [],
  });

/** An app's add: the organization it is for, and the apps holding its handle or its owner's name, locked. */
export const readingAppKeys =
  (owner: AppOwner, name: string, handle: string): PrepareWrite =>
  async (client) => {
    const handleKey = nameKeyOf(handle);
    const nameKey = nameKeyOf(name);
    const ownerKey = owner.kind === 'user' ? `user:${owner.userId}` : `organization:${owner.cmpd}`;
    if (handleKey) await client.query(LOCK, [`times.app_handles:${handleKey}`]);
    await client.query(LOCK, [`times.app_names:${ownerKey}:${nameKey}`]);
    const organizations =
      owner.kind === 'organization' ? await docs<OrganizationRecord>(client, ORGANIZATION_FOR_SHARE, [owner.cmpd]) : [];
    const apps = await docs<AppRecord>(client, APPS_OF_KEYS, [
      handleKey,
      owner.kind === 'user',
      owner.kind === 'user' ? owner.userId : 0,
      owner.kind === 'organization' ? owner.cmpd : '',
      nameKey,
    ]);
    return { organizations, apps };
  };

/** A confirm: the pending apps of its reference, locked, and the organization each is for. */
export const readingPendingApp =
  (apd: string): PrepareWrite =>
  async (client) => {
    const apps = await docs<AppRecord>(client, PENDING_APP, [apd]);
    const organizations: OrganizationRecord[] = [];
    for (const app of apps)
      if (app.is_own === 0 && app.cmpd)
        organizations.push(...(await docs<OrganizationRecord>(client, ORGANIZATION_FOR_SHARE, [app.cmpd])));
    return { apps, organizations };
  };

/** The apps of these public ids (a write that names them: its texts, its settings), their rows kept from changing. */
export const readingApps =
  (appIds: readonly string[]): PrepareWrite =>
  async (client) => ({ apps: await docs<AppRecord>(client, APPS_OF_IDS, [[...new Set(appIds)]]) });
