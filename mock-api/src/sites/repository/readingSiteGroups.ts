/**
 * What a site group write, and a site's add or change naming a group, read first on PostgreSQL (issue 33): the site
 * groups have a table of their own (store/postgres/siteGroupRows.ts) that a process does not hold. An add or a rename
 * takes the app's advisory lock and reads the app's groups (two at once take a name once); a rename or removal locks
 * the group's row; a removal reads whether a site of the app has the group (the sites are still the store's
 * records, read as committed once the row is locked); a site's add or change locks the group it names for share,
 * so a removal at the same moment either comes first (the site is refused: no group) or waits and then finds the
 * site. What the records the process holds cannot say (whether a site has the group) is answered by `inUse`; the
 * embedded store runs no prepare and answers from its state.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { SITE_GROUP_DOC } from '../../store/postgres/siteGroupRows';
import type { DbState, SiteGroupRecord } from '../../store/types';
import { siteGroupInUse } from '../sites';
import { SITE_ROWS } from '../../store/postgres/siteRows';

const LOCK_APP = `SELECT pg_advisory_xact_lock(hashtextextended('times.site_groups:' || $1, 0))`;

const LOCK_GROUP = 'SELECT g.id FROM site_groups g WHERE g.app_id = $1 AND g.gd = $2 FOR UPDATE';

const APP_GROUPS = `SELECT ${SITE_GROUP_DOC()} AS doc FROM site_groups g WHERE g.app_id = $1 ORDER BY g.id`;

const ONE_GROUP = `SELECT ${SITE_GROUP_DOC()} AS doc FROM site_groups g WHERE g.app_id = $1 AND g.gd = $2`;

const GROUP_FOR_SHARE = `${ONE_GROUP} FOR SHARE`;

/** A live site of the app ($1) with this group's gd ($2) as its sgd (sites.ts siteGroupInUse). */
const SITE_OF_GROUP = `SELECT EXISTS (SELECT 1 FROM ${SITE_ROWS} s WHERE s.app_id = $1
  AND s.sgd = $2) AS found`;

const docsOf = async (client: Parameters<PrepareWrite>[0], text: string, values: unknown[]) =>
  (await client.query<{ doc: SiteGroupRecord }>(text, values)).rows.map((row) => row.doc);

/** What a site group write reads: the app's groups (`names`), or the one group `gd` (`inUse`: whether a site has it). */
export class SiteGroupReads {
  /** Whether a site has the group, as the prepare read it; undefined until it ran (never on the embedded store). */
  private used: boolean | undefined;

  constructor(private readonly scope: { appId: string; gd?: string; names?: true; inUse?: true }) {}

  /** A site of the app has the group: as the prepare read it, or on the state. */
  inUse(newest: DbState, gd: string): boolean {
    return this.used ?? siteGroupInUse(newest, this.scope.appId, gd);
  }

  readonly prepare: PrepareWrite = async (client) => {
    const { appId, gd, names, inUse } = this.scope;
    if (names) await client.query(LOCK_APP, [appId]);
    if (gd !== undefined) await client.query(LOCK_GROUP, [appId, gd]);
    const groups = names ? await docsOf(client, APP_GROUPS, [appId]) : await docsOf(client, ONE_GROUP, [appId, gd]);
    this.used =
      inUse && gd !== undefined
        ? (await client.query<{ found: boolean }>(SITE_OF_GROUP, [appId, gd])).rows[0]!.found
        : false;
    return { site_groups: groups };
  };
}

/** A site's add or change reads the group it names (sgd), its row locked for share. */
export const readingSiteGroup =
  (appId: string, gd: string): PrepareWrite =>
  async (client) => ({ site_groups: await docsOf(client, GROUP_FOR_SHARE, [appId, gd]) });
