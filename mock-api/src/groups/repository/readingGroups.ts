/**
 * What a user group write reads first on PostgreSQL (issue 33), in its own transaction, before its mutation decides:
 * the groups have tables of their own (store/postgres/groupRows.ts) that a process does not hold. A write that
 * decides on a group's name takes the app's advisory lock and reads the app's groups (two adds or renames at once
 * take a name once); a write of one group locks its row (a removal, a rename, a save of its rights and a site's
 * access wait on each other, and a member's change of group locks it too: users/repository/userWrites.ts); a
 * removal reads whether a member of the app belongs to the group (the members are still the store's records, read
 * as committed once the row is locked); a grant or revoke locks the site's record for share (a site's removal locks
 * it for update before it deletes the site's access: sites/repository/siteWrites.ts). What the records the process
 * holds cannot say (members, sites) is answered by `facts`; the embedded store runs no prepare and answers from
 * its state.
 */
import { findSite } from '../../sites/sites';
import type { PrepareWrite } from '../../store/dataStore';
import { GROUP_DOC, GROUP_SITE_DOC } from '../../store/postgres/groupRows';
import type { DbState, GroupSiteRecord, UserGroupRecord } from '../../store/types';
import { groupHasMembers } from '../groups';

/** What a group write decides on besides the groups' rows. */
export interface GroupFacts {
  /** A member of the app (whatever their status) belongs to the group. */
  inUse(group: UserGroupRecord): boolean;
  /** The app has a site of this sd. */
  hasSite(std: string): boolean;
}

/** What a write reads: the app's groups by name, or one group (with its site access, its members, a site). */
export interface GroupScope {
  appId: string;
  /** The app's groups, under the app's lock (a name's rule). */
  names?: true;
  /** The group the write changes, its row locked. */
  ugd?: string;
  /** Its site access rows. */
  sites?: true;
  /** Whether a member belongs to it. */
  members?: true;
  /** A site of the app whose presence the write decides on, its record locked for share. */
  std?: string;
}

/** The embedded store's answers: its state holds every record. */
export const stateFacts = (state: DbState, appId: string): GroupFacts => ({
  inUse: (group) => groupHasMembers(state, group),
  hasSite: (std) => findSite(state, appId, std) !== undefined,
});

const LOCK_APP = `SELECT pg_advisory_xact_lock(hashtextextended('times.user_groups:' || $1, 0))`;

const LOCK_GROUP = 'SELECT g.id FROM user_groups g WHERE g.app_id = $1 AND g.gdd = $2 FOR UPDATE';

const APP_GROUPS = `SELECT ${GROUP_DOC()} AS doc FROM user_groups g WHERE g.app_id = $1 ORDER BY g.id`;

const ONE_GROUP = `SELECT ${GROUP_DOC()} AS doc FROM user_groups g WHERE g.app_id = $1 AND g.gdd = $2`;

const GROUP_ACCESS = `SELECT ${GROUP_SITE_DOC()} AS doc FROM group_sites a WHERE a.group_id = $1 ORDER BY a.id`;

/** A member of the app ($1) whose group is $2 (as `===` compares a number with the group's id). */
const MEMBER_OF = `SELECT EXISTS (SELECT 1 FROM app_members m WHERE m.app_id = $1 AND m.group_id = $2) AS found`;

/** The app's ($1) live site of this sd ($2), locked for share. */
const SITE = `SELECT 1 FROM sites s WHERE s.app_id = $1 AND s.sd = $2 FOR SHARE`;

export class GroupReads {
  /** What the prepare found; undefined until it ran (never on the embedded store). */
  private read: GroupFacts | undefined;

  constructor(private readonly scope: GroupScope) {}

  /** The facts the prepare read, or the state's. */
  factsOf(newest: DbState): GroupFacts {
    return this.read ?? stateFacts(newest, this.scope.appId);
  }

  readonly prepare: PrepareWrite = async (client) => {
    const { appId, names, ugd, sites, members, std } = this.scope;
    if (names) await client.query(LOCK_APP, [appId]);
    if (ugd !== undefined) await client.query(LOCK_GROUP, [appId, ugd]);
    const docs = async <T>(text: string, values: unknown[]): Promise<T[]> =>
      (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);
    const groups = names
      ? await docs<UserGroupRecord>(APP_GROUPS, [appId])
      : ugd === undefined
        ? []
        : await docs<UserGroupRecord>(ONE_GROUP, [appId, ugd]);
    const group = ugd === undefined ? undefined : groups.find((one) => one.gdd === ugd);
    const access = group && sites ? await docs<GroupSiteRecord>(GROUP_ACCESS, [group.id]) : [];
    const inUse =
      group && members ? (await client.query<{ found: boolean }>(MEMBER_OF, [appId, group.id])).rows[0]!.found : false;
    const hasSite = std === undefined ? false : (await client.query(SITE, [appId, std])).rows.length > 0;
    this.read = { inUse: () => inUse, hasSite: () => hasSite };
    return { user_groups: groups, group_sites: access };
  };
}

const LOCK_SITE = `SELECT 1 FROM sites s WHERE s.app_id = $1 AND s.sd = $2 FOR UPDATE`;

const SITE_ACCESS = `SELECT ${GROUP_SITE_DOC()} AS doc FROM group_sites a WHERE a.app_id = $1 AND a.std = $2
  ORDER BY a.id FOR UPDATE`;

/**
 * A site's removal (sites/repository/siteWrites.ts) reads the groups' access to it, to remove it with the site: the
 * site's record locked first, so a grant of access to it at the same moment either comes before (and is read here)
 * or finds the site gone.
 */
export const readingSiteAccess =
  (appId: string, sd: string): PrepareWrite =>
  async (client) => {
    await client.query(LOCK_SITE, [appId, sd]);
    const { rows } = await client.query<{ doc: GroupSiteRecord }>(SITE_ACCESS, [appId, sd]);
    return { group_sites: rows.map((row) => row.doc) };
  };

const GROUP_FOR_SHARE = `SELECT ${GROUP_DOC()} AS doc FROM user_groups g WHERE g.app_id = $1 AND g.gdd = $2 FOR SHARE`;

/**
 * A member's change to a group (users/repository/userWrites.ts) reads the group, its row locked for share: a removal
 * of the group at the same moment either comes before (and the group is gone) or waits and then finds the member.
 */
export const readingGroupToJoin =
  (appId: string, ugd: string): PrepareWrite =>
  async (client) => {
    const { rows } = await client.query<{ doc: UserGroupRecord }>(GROUP_FOR_SHARE, [appId, ugd]);
    return { user_groups: rows.map((row) => row.doc) };
  };
