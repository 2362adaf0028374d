/**
 * The sites domain's records (sites and site groups, with the clients, groups, operations managers
 * and employees a site's row shows), as the site routes reach them: never the store object
 * directly. Two implementations: the embedded one over the store's state (embeddedSites.ts) and
 * PostgreSQL, whose reads are SQL on indexed rows (postgresSites.ts). Writes are the same on both:
 * one store update each, deciding on the newest state inside it (siteWrites.ts).
 */
import type { OpsManager, PlaceChoice } from '../../contract';
import type { SiteScope } from '../../rights';
import type { AppRecord, SiteGroupRecord, SiteRecord } from '../../store/types';
import type { SiteQuery } from '../siteList';
import type { SiteEmployees } from '../sites';

/**
 * A site as the list and the details show it: its record, its client's and group's names ('' when
 * the app has none such), its operations manager while they still are one of the app, and its
 * live employee totals.
 */
export interface ShownSite {
  record: SiteRecord;
  clientName: string;
  groupName: string;
  opsManager: OpsManager | undefined;
  employees: SiteEmployees;
}

/** A page of the list (siteList.ts): the filter's total, the cursor after the page's last site, and its sites. */
export interface ShownSitePage {
  ttl: number;
  lst_date: string;
  lst_count: number;
  sites: ShownSite[];
}

/** What a site add or update writes: opsd is the operations manager's public code, '' for none. */
export interface SiteFields {
  name: string;
  clnt: string;
  sgd: string;
  opsd: string;
  gen_emply: 0 | 1;
  usr_emply: 0 | 1;
}

/** What an add or update refused for a client, group or operations manager the app does not have. */
export type SiteReference = 'no-client' | 'no-group' | 'no-manager';

/** What an add decided (the add call's answer). */
export type SiteAdd = { status: 'added'; sd: string } | { status: SiteReference | 'name-taken' | 'licence-full' };

export type SiteUpdate = 'updated' | 'no-site' | SiteReference | 'name-taken';

export type SiteRemove = 'removed' | 'no-site' | 'in-use';

export type SiteGroupAdd = { status: 'added'; gd: string } | { status: 'name-taken' };

export type SiteGroupRename = 'renamed' | 'no-group' | 'name-taken';

export type SiteGroupRemove = 'removed' | 'no-group' | 'in-use';

export interface SiteRepository {
  /** A page of the app's sites of a list filter (siteList.ts: filter, newest first, the cursor's page). */
  page(appId: string, query: SiteQuery): Promise<ShownSitePage>;
  /** The site of the app with that public id, with what its row shows. */
  shown(appId: string, sd: string): Promise<ShownSite | undefined>;
  /** The app's sites by name (then id); within a scope of sites, only those. */
  lookup(appId: string, sites: SiteScope): Promise<SiteRecord[]>;
  /** The app's sites in stored order (a calculation's model, the reads beside a roster's days). */
  ofApp(appId: string): Promise<SiteRecord[]>;
  /** The app's site groups by name (then id). */
  groups(appId: string): Promise<SiteGroupRecord[]>;
  /** The app's operations managers (members of user type 3) by full name (then id). */
  opsManagers(appId: string): Promise<OpsManager[]>;

  /**
   * Adds a site created at `nowMs`; its client, group and operations manager must be the app's,
   * its name free and the app's licence not full. The operations manager gets it in ops_site_ids.
   */
  add(app: AppRecord, fields: SiteFields, place: PlaceChoice, nowMs: number): Promise<SiteAdd>;
  /** Updates a site with the add's rules; its place only when `place` is given. */
  update(appId: string, sd: string, fields: SiteFields, place: PlaceChoice | null): Promise<SiteUpdate>;
  /** Removes a site not in use (sites.ts siteInUse) with its deleted shifts, its groups' access and ops_site_ids. */
  remove(appId: string, sd: string): Promise<SiteRemove>;
  addGroup(appId: string, name: string): Promise<SiteGroupAdd>;
  renameGroup(appId: string, gd: string, name: string): Promise<SiteGroupRename>;
  /** Removes a site group no site has. */
  removeGroup(appId: string, gd: string): Promise<SiteGroupRemove>;
}
