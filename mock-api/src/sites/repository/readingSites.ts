/**
 * What a write naming a site reads first on PostgreSQL (issue 33): the sites have a table of their own
 * (store/postgres/siteRows.ts) that a process does not hold. A site's add or change reads the app's sites under the
 * app's advisory lock of its sites (a name once in the app, the licence's count), its removal locks its row; a write
 * deciding on a shift of a site (a shift's, a setup write's, a place's) reads the site for share; a member's removal
 * locks the sites they manage. The embedded store runs no prepare and decides on its state.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { SITE_DOC } from '../../store/postgres/siteRows';
import type { SiteRecord } from '../../store/types';

type Client = Parameters<PrepareWrite>[0];

const LOCK_APP = `SELECT pg_advisory_xact_lock(hashtextextended('times.sites:' || $1, 0))`;

/** The app's ($1) sites, by id. */
export const APP_SITES = `SELECT ${SITE_DOC()} AS doc FROM sites s WHERE s.app_id = $1 ORDER BY s.id`;

/** The app's ($1) sites with these sds ($2), by id. */
const SITES_OF = `SELECT ${SITE_DOC()} AS doc FROM sites s WHERE s.app_id = $1 AND s.sd = ANY($2::text[]) ORDER BY s.id`;

/** The app's ($1) sites the user ($2) manages, locked. */
const OPS_SITES = `SELECT ${SITE_DOC()} AS doc FROM sites s WHERE s.app_id = $1 AND s.ops = $2 ORDER BY s.id FOR UPDATE`;

const docs = async (client: Client, text: string, values: unknown[]): Promise<SiteRecord[]> =>
  (await client.query<{ doc: SiteRecord }>(text, values)).rows.map((row) => row.doc);

/** A site's add or change: the app's sites, under the app's lock of its sites. */
export const readingAppSites =
  (appId: string): PrepareWrite =>
  async (client) => {
    await client.query(LOCK_APP, [appId]);
    return { sites: await docs(client, APP_SITES, [appId]) };
  };

/** The app's sites with these sds, for share (a write deciding on them), or locked (`lock`: their removal). */
export const sitesOf = (
  client: Client,
  appId: string,
  sds: readonly string[],
  lock: 'SHARE' | 'UPDATE' = 'SHARE',
): Promise<SiteRecord[]> => docs(client, `${SITES_OF} FOR ${lock}`, [appId, [...new Set(sds)]]);

/** A prepare of sitesOf. */
export const readingSites =
  (appId: string, sds: readonly string[], lock: 'SHARE' | 'UPDATE' = 'SHARE'): PrepareWrite =>
  async (client) => ({ sites: await sitesOf(client, appId, sds, lock) });

/** A member's removal: the sites they manage, locked (their manager is cleared). */
export const lockingManagedSites =
  (appId: string, userId: number): PrepareWrite =>
  async (client) => ({ sites: await docs(client, OPS_SITES, [appId, userId]) });

/** The app's sites, read beside a decision (no lock). */
export const readSites = (client: Client, appId: string): Promise<SiteRecord[]> => docs(client, APP_SITES, [appId]);
