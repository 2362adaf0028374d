/**
 * Sites, site groups and operations managers of an app: look-ups, the uniqueness, licence and
 * in-use rules, and the rows the calls answer.
 *  - Names are unique per app (trimmed, any case).
 *  - A site's operations manager (site.ops, a user id) and that member's ops_site_ids are kept
 *    in step; an operations manager is known to the calls by opsd, their public user code.
 *  - Employee totals are live: the app's active employees on one of the site's shifts or more, and
 *    the males and females among them.
 * The site routes read these through the sites repository (repository/siteRepository.ts).
 */
import { maxSitesOf, sameName } from '../apps/apps';
import { EMPLOYEE_ACTIVE, UserType } from '../contract';
import type { OpsManager, PlaceChoice, SiteDetailsResponse, SiteGroup, SiteLookup, SiteRow } from '../contract';
import { recordsOf } from '../store/collections';
import type { AppRecord, DbState, EmployeeRecord, SiteGroupRecord, SiteRecord, UserRecord } from '../store/types';
import type { ShownSite, SiteFields } from './repository/siteRepository';

/** A site's live employee totals: its employees that are not deleted, and of them the males and the females. */
export interface SiteEmployees {
  total: number;
  males: number;
  females: number;
}

export const findSiteGroup = (state: DbState, appId: string, gd: string): SiteGroupRecord | undefined =>
  state.site_groups.find((group) => group.app_id === appId && group.gd === gd);

export const findSite = (state: DbState, appId: string, sd: string): SiteRecord | undefined =>
  state.sites.find((site) => site.app_id === appId && site.sd === sd);

export const sitesOf = (state: DbState, appId: string): SiteRecord[] =>
  state.sites.filter((site) => site.app_id === appId);

/** Another group of the app (not `exceptGd`) has the name. */
export const siteGroupNameTaken = (state: DbState, appId: string, name: string, exceptGd = ''): boolean =>
  state.site_groups.some((group) => group.app_id === appId && group.gd !== exceptGd && sameName(group.name, name));

/** A site group is in use while a site has it. */
export const siteGroupInUse = (state: DbState, appId: string, gd: string): boolean =>
  state.sites.some((site) => site.app_id === appId && site.sgd === gd);

/** Another site of the app (not `exceptSd`) has the name. */
export const siteNameTaken = (state: DbState, appId: string, name: string, exceptSd = ''): boolean =>
  state.sites.some((site) => site.app_id === appId && site.sd !== exceptSd && sameName(site.name, name));

/** The app already has as many sites as its licence allows. */
export const siteLicenceFull = (state: DbState, app: AppRecord): boolean =>
  sitesOf(state, app.app_id).length >= maxSitesOf(app);

/** The site's employees: its app's active employees on one of its shifts or more. */
function siteEmployees(state: DbState, site: SiteRecord): EmployeeRecord[] {
  const placed = new Set(
    state.shift_employees
      .filter((place) => place.app_id === site.app_id && place.std === site.sd)
      .map((place) => place.emd),
  );
  return state.employees.filter(
    (employee) =>
      employee.app_id === site.app_id && employee.user_status === EMPLOYEE_ACTIVE && placed.has(employee.emd),
  );
}

/** The site's employees, and the males (gender 1) and females (2) among them. */
export function siteEmployeeTotals(state: DbState, site: SiteRecord): SiteEmployees {
  const employees = siteEmployees(state, site);
  const gender = (code: number) => employees.filter((employee) => Number(employee.gender) === code).length;
  return { total: employees.length, males: gender(1), females: gender(2) };
}

/**
 * A site is in use while it has shifts that are not deleted (its employees are on them), or while
 * rosters or timesheets refer to it. Its deleted shifts do not keep it (they go with it).
 */
export const siteInUse = (state: DbState, site: SiteRecord): boolean =>
  state.shifts.some((shift) => shift.app_id === site.app_id && shift.std === site.sd && shift.deleted !== 1) ||
  ['rosters', 'timesheets'].some((collection) => recordsOf(state, collection).some((record) => record.std === site.sd));

/* ---------- operations managers ---------- */

/** The app's members of user type 3 that are users, by name. */
export function opsManagersOf(state: DbState, appId: string): UserRecord[] {
  const ids = state.app_members
    .filter((member) => member.app_id === appId && member.user_type === UserType.OPERATION_MANAGER)
    .map((member) => member.user_id);
  return state.users
    .filter((user) => ids.includes(user.id))
    .sort((a, b) => fullName(a).localeCompare(fullName(b), 'en', { sensitivity: 'base' }) || a.id - b.id);
}

export const fullName = (user: UserRecord): string => `${user.nm} ${user.snm}`.trim();

/** The public id of an operations manager: their user code. */
export const opsdOf = (user: UserRecord): string => user.usrcd;

export const findOpsManager = (state: DbState, appId: string, opsd: string): UserRecord | undefined =>
  opsd ? opsManagersOf(state, appId).find((user) => opsdOf(user) === opsd) : undefined;

export const toOpsManager = (user: UserRecord): OpsManager => ({
  id: user.id,
  opsd: opsdOf(user),
  name: fullName(user),
});

/**
 * Make `userId` (null: nobody) the only operations manager of the site in app_members:
 * the site joins their ops_site_ids and leaves everyone else's.
 */
export function assignOpsManager(draft: DbState, appId: string, sd: string, userId: number | null): void {
  for (const member of draft.app_members) {
    if (member.app_id !== appId) continue;
    const manages = member.user_id === userId && member.user_type === UserType.OPERATION_MANAGER;
    const listed = member.ops_site_ids.includes(sd);
    if (manages && !listed) member.ops_site_ids.push(sd);
    if (!manages && listed) member.ops_site_ids = member.ops_site_ids.filter((id) => id !== sd);
  }
}

/** What a site add or update writes, from the call's payload: the apply flags as 1 or 0. */
export const siteFieldsOf = (input: {
  nm: string;
  clnt: string;
  sgd: string;
  ops: string;
  gen_emply: number;
  usr_emply: number;
}): SiteFields => ({
  name: input.nm,
  clnt: input.clnt,
  sgd: input.sgd,
  opsd: input.ops,
  gen_emply: input.gen_emply === 1 ? 1 : 0,
  usr_emply: input.usr_emply === 1 ? 1 : 0,
});

/* ---------- places ---------- */

/** The place of loc_autocomplete JSON (the schema checked it): name, description and coordinates only. */
export function parsePlace(json: string): PlaceChoice {
  const place = JSON.parse(json) as { name: string; description?: unknown; lat: number; lng: number };
  return {
    name: place.name.trim(),
    description: typeof place.description === 'string' ? place.description.trim() : '',
    lat: place.lat,
    lng: place.lng,
  };
}

/* ---------- answers ---------- */

export const toSiteGroup = ({ id, gd, name }: SiteGroupRecord): SiteGroup => ({ id, gd, name });

export const toSiteLookup = ({ id, sd, name }: SiteRecord): SiteLookup => ({ id, sd, name });

/** The site's operations manager while they still are one of the app. */
const opsManagerOf = (state: DbState, site: SiteRecord): UserRecord | undefined =>
  site.ops === null ? undefined : opsManagersOf(state, site.app_id).find((user) => user.id === site.ops);

/** The site as its row and details show it, from the state: the names, operations manager and totals it links to. */
export function shownSite(state: DbState, site: SiteRecord): ShownSite {
  const opsManager = opsManagerOf(state, site);
  return {
    record: site,
    clientName: state.clients.find((client) => client.app_id === site.app_id && client.cntd === site.clnt)?.name ?? '',
    groupName: findSiteGroup(state, site.app_id, site.sgd)?.name ?? '',
    opsManager: opsManager && toOpsManager(opsManager),
    employees: siteEmployeeTotals(state, site),
  };
}

export const toSiteRow = ({ record: site, clientName, groupName, opsManager, employees }: ShownSite): SiteRow => ({
  id: site.id,
  sd: site.sd,
  name: site.name,
  ttl_employees: employees.total,
  ttl_males: employees.males,
  ttl_females: employees.females,
  lat: site.lat,
  lng: site.lng,
  client_name: clientName,
  group_name: groupName,
  ops_manager: opsManager?.name ?? '',
  gen_employees: site.gen_emply,
  usr_employees: site.usr_emply,
});

export const toSiteDetails = (shown: ShownSite): SiteDetailsResponse['site_details'] => {
  const site = shown.record;
  return {
    ...toSiteRow(shown),
    sgd: site.sgd,
    clnt: site.clnt,
    ops: shown.opsManager?.opsd ?? '',
    // A site stored before places were kept has its coordinates only.
    loc_autocomplete: JSON.stringify(site.place ?? { name: site.name, description: '', lat: site.lat, lng: site.lng }),
  };
};
