/**
 * The sites domain's writes, the same on both stores: one store update each (one transaction on
 * PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (a name taken, the last licensed site, a site or
 * group still in use, a client, group or operations manager removed meanwhile). A site group's add, rename and
 * removal are writes of their own rows on PostgreSQL (the site groups have a table of their own): they read and
 * lock what they decide on first (readingSiteGroups.ts), and a site's add or change locks the group it names.
 */
import { readingSiteAccess } from '../../groups/repository/readingGroups';
import { readingSiteRoster } from '../../rosters/repository/readingRosters';
import { combinedPrepare } from '../../store/combinedPrepare';
import { newPublicId } from '../../apps/apps';
import { findClient } from '../../clients/clients';
import type { PlaceChoice } from '../../contract';
import { isoAt } from '../../routes/context';
import { readingOpsManagers } from './readingOpsManagers';
import { readingSiteGroup, SiteGroupReads } from './readingSiteGroups';
import { readingClient } from '../../clients/repository/readingClients';
import { ReservedIds } from '../../store/reservedIds';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import type { AppRecord, DbState, UserRecord } from '../../store/types';
import {
  assignOpsManager,
  findOpsManager,
  findSite,
  findSiteGroup,
  siteGroupNameTaken,
  siteInUse,
  siteLicenceFull,
  siteNameTaken,
} from '../sites';
import type {
  SiteAdd,
  SiteFields,
  SiteGroupAdd,
  SiteGroupRemove,
  SiteGroupRename,
  SiteReference,
  SiteRemove,
  SiteRepository,
  SiteUpdate,
} from './siteRepository';
import { lockingSiteShifts } from '../../shifts/repository/readingShifts';
import { readingAppSites, readingSites } from './readingSites';

type Writes = Pick<SiteRepository, 'add' | 'update' | 'remove' | 'addGroup' | 'renameGroup' | 'removeGroup'>;

/** The fields' client, group and operations manager in the app, in the order the calls report them. */
function references(
  state: DbState,
  appId: string,
  fields: SiteFields,
): { refused: SiteReference } | { manager: UserRecord | undefined } {
  if (!findClient(state, appId, fields.clnt)) return { refused: 'no-client' };
  if (!findSiteGroup(state, appId, fields.sgd)) return { refused: 'no-group' };
  const manager = findOpsManager(state, appId, fields.opsd);
  if (fields.opsd && !manager) return { refused: 'no-manager' };
  return { manager };
}

export class SiteWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(app: AppRecord, fields: SiteFields, place: PlaceChoice, nowMs: number): Promise<SiteAdd> {
    const appId = app.app_id;
    const ids = new ReservedIds({ sites: 1 });
    return this.store.update(
      (draft): SiteAdd => {
        const newest = baseOf(draft);
        const found = references(newest, appId, fields);
        if ('refused' in found) return { status: found.refused };
        if (siteNameTaken(newest, appId, fields.name)) return { status: 'name-taken' };
        if (siteLicenceFull(newest, app)) return { status: 'licence-full' };
        const sd = newPublicId(newest.sites.map((site) => site.sd));
        const ops = found.manager?.id ?? null;
        const { name, clnt, sgd, gen_emply, usr_emply } = fields;
        draft.sites.push({
          id: ids.next('sites', draft.sites),
          sd,
          app_id: appId,
          name,
          clnt,
          sgd,
          ops,
          gen_emply,
          usr_emply,
          place,
          lat: place.lat,
          lng: place.lng,
          created_at: isoAt(nowMs),
        });
        assignOpsManager(draft, appId, sd, ops);
        return { status: 'added', sd };
      },
      combinedPrepare(
        readingAppSites(appId),
        readingOpsManagers(appId),
        readingSiteGroup(appId, fields.sgd),
        readingClient(appId, fields.clnt),
        ids.prepare,
      ),
    );
  }

  update(appId: string, sd: string, fields: SiteFields, place: PlaceChoice | null): Promise<SiteUpdate> {
    return this.store.update(
      (draft): SiteUpdate => {
        const newest = baseOf(draft);
        if (!findSite(newest, appId, sd)) return 'no-site';
        const found = references(newest, appId, fields);
        if ('refused' in found) return found.refused;
        if (siteNameTaken(newest, appId, fields.name, sd)) return 'name-taken';
        const site = findSite(draft, appId, sd)!;
        const { name, clnt, sgd, gen_emply, usr_emply } = fields;
        Object.assign(site, { name, clnt, sgd, ops: found.manager?.id ?? null, gen_emply, usr_emply });
        if (place) Object.assign(site, { place, lat: place.lat, lng: place.lng });
        assignOpsManager(draft, appId, sd, site.ops);
        return 'updated';
      },
      combinedPrepare(
        readingAppSites(appId),
        readingOpsManagers(appId, sd),
        readingSiteGroup(appId, fields.sgd),
        readingClient(appId, fields.clnt),
      ),
    );
  }

  remove(appId: string, sd: string): Promise<SiteRemove> {
    return this.store.update(
      (draft): SiteRemove => {
        const newest = baseOf(draft);
        const site = findSite(newest, appId, sd);
        if (!site) return 'no-site';
        // On the newest state: a shift or employee added at once for the site keeps it.
        if (siteInUse(newest, site)) return 'in-use';
        draft.sites = draft.sites.filter((candidate) => !(candidate.app_id === appId && candidate.sd === sd));
        draft.shifts = draft.shifts.filter((shift) => !(shift.app_id === appId && shift.std === sd));
        // The groups' roster and timesheet access to the site goes with it.
        draft.group_sites = draft.group_sites.filter((access) => !(access.app_id === appId && access.std === sd));
        assignOpsManager(draft, appId, sd, null);
        return 'removed';
      },
      combinedPrepare(
        readingSites(appId, [sd], 'UPDATE'),
        readingSiteAccess(appId, sd),
        readingSiteRoster(appId, sd),
        readingOpsManagers(appId, sd),
        // Its shifts (a table of their own on PostgreSQL): whether a live one keeps it, and they go with it.
        lockingSiteShifts(appId, sd),
      ),
    );
  }

  // A site group's writes are writes of its own rows (readingSiteGroups.ts: what they read first on PostgreSQL).

  addGroup(appId: string, name: string): Promise<SiteGroupAdd> {
    const reads = new SiteGroupReads({ appId, names: true });
    const ids = new ReservedIds({ site_groups: 1 });
    return this.store.updateRows((draft): SiteGroupAdd => {
      const newest = baseOf(draft);
      if (siteGroupNameTaken(newest, appId, name)) return { status: 'name-taken' };
      const gd = newPublicId(newest.site_groups.map((group) => group.gd));
      draft.site_groups.push({ id: ids.next('site_groups', draft.site_groups), gd, app_id: appId, name });
      return { status: 'added', gd };
    }, combinedPrepare(reads.prepare, ids.prepare)!);
  }

  renameGroup(appId: string, gd: string, name: string): Promise<SiteGroupRename> {
    const reads = new SiteGroupReads({ appId, names: true, gd });
    return this.store.updateRows((draft): SiteGroupRename => {
      const newest = baseOf(draft);
      if (!findSiteGroup(newest, appId, gd)) return 'no-group';
      if (siteGroupNameTaken(newest, appId, name, gd)) return 'name-taken';
      findSiteGroup(draft, appId, gd)!.name = name;
      return 'renamed';
    }, reads.prepare);
  }

  removeGroup(appId: string, gd: string): Promise<SiteGroupRemove> {
    const reads = new SiteGroupReads({ appId, gd, inUse: true });
    return this.store.updateRows((draft): SiteGroupRemove => {
      const newest = baseOf(draft);
      if (!findSiteGroup(newest, appId, gd)) return 'no-group';
      // A site given the group at once keeps it.
      if (reads.inUse(newest, gd)) return 'in-use';
      draft.site_groups = draft.site_groups.filter((group) => !(group.app_id === appId && group.gd === gd));
      return 'removed';
    }, reads.prepare);
  }
}
