/**
 * The apps domain's writes, the same on both stores: one store update each (one transaction on
 * PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (an organization's name or VAT number taken, an
 * app's handle or name taken, the user still an administrator of the organization, an app still
 * pending when it is confirmed). On PostgreSQL each is a write of its own rows (the organizations, apps and their
 * members have tables of their own): it reads what it decides on first (readingApps.ts; a confirm also its owner's
 * memberships, users/repository/readingMembers.ts) and takes new ids from the tables' sequences; a public id another
 * write took at the same moment (the tables' keys) runs the write again.
 */
import { UserType, TIMES_PRODUCT_NAME, TIMES_SUB_PRODUCT, WORKFORCE_PRODUCT } from '../../contract';
import { findOrganization, isOrganizationAdmin, nameTaken, vatTaken } from '../../organizations/organizations';
import { isoAt } from '../../routes/context';
import { sameText } from '../../security/tokens';
import type { DataStore } from '../../store/dataStore';
import { readingSession } from '../../sessions/sessionSql';
import { combinedPrepare } from '../../store/combinedPrepare';
import { ReservedIds } from '../../store/reservedIds';
import { readingMembershipsOf } from '../../users/repository/readingMembers';
import { readingAppKeys, readingOrganizationKeys, readingPendingApp } from './readingApps';
import { baseOf } from '../../store/mutation';
import type { AppRecord, DbState } from '../../store/types';
import { activeApps, DEFAULT_MAX_SITES, isLivePending, newPublicId, ownerOf, sameName, sameOwner } from '../apps';
import type { AppOwner } from '../apps';
import type { AppAdd, AppFields, AppRepository, OrganizationAdd, OrganizationFields } from './appRepository';

type Writes = Pick<AppRepository, 'select' | 'addOrganization' | 'addApp' | 'confirm'>;

/** The user's own pending app with these references, inside its window, of an organization they still administer. */
const findPending = (state: DbState, ad: string, add: string, userId: number, nowMs: number): AppRecord | undefined => {
  const app = state.apps.find((candidate) => !candidate.confirmed && candidate.apd === ad);
  if (!app || !sameText(app.apdd, add) || app.owner_user_id !== userId || !isLivePending(app, nowMs)) return undefined;
  if (app.is_own === 0 && !isOrganizationAdmin(findOrganization(state, app.cmpd), userId)) return undefined;
  return app;
};

export class AppWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  /** A write of its own rows (the session's and the selection's; no store head lock on PostgreSQL). */
  async select(sessionId: number, userId: number, appId: string, nowMs: number): Promise<void> {
    await this.store.updateRows((draft) => {
      const stored = draft.sessions.find((candidate) => candidate.id === sessionId);
      if (stored) stored.app_id = appId;
      draft.app_selections = [
        ...draft.app_selections.filter((selection) => !(selection.user_id === userId && selection.app_id === appId)),
        { user_id: userId, app_id: appId, selected_at: isoAt(nowMs) },
      ];
      // On PostgreSQL the session is its table's row, read and locked in the write.
    }, readingSession(sessionId));
  }

  addOrganization(userId: number, fields: OrganizationFields, nowMs: number): Promise<OrganizationAdd> {
    const ids = new ReservedIds({ organizations: 1 });
    return this.store.updateRows(
      (draft): OrganizationAdd => {
        // On the newest state: two adds at once (on any API process) store one.
        const newest = baseOf(draft);
        if (nameTaken(newest, fields.cnm)) return { status: 'name-taken' };
        if (vatTaken(newest, fields.vat_no)) return { status: 'vat-taken' };
        const cmpd = newPublicId(newest.organizations.map((organization) => organization.cmpd));
        draft.organizations.push({
          id: ids.next('organizations', draft.organizations),
          cmpd,
          c_nm: fields.cnm,
          reg_no: fields.reg_no,
          vat_no: fields.vat_no,
          admin_user_ids: [userId],
          location_tp: fields.location_tp,
          lat: fields.lat,
          lng: fields.lng,
          created_at: isoAt(nowMs),
        });
        return { status: 'added', cmpd };
      },
      combinedPrepare(readingOrganizationKeys(fields.cnm, fields.vat_no), ids.prepare)!,
    );
  }

  addApp(userId: number, fields: AppFields, references: { apd: string; apdd: string }, nowMs: number): Promise<AppAdd> {
    const owner: AppOwner = fields.isOwn ? { kind: 'user', userId } : { kind: 'organization', cmpd: fields.cmpd };
    const ids = new ReservedIds({ apps: 1 });
    return this.store.updateRows(
      (draft): AppAdd => {
        // On the newest state: two adds at once (on any API process) store one.
        const newest = baseOf(draft);
        if (!fields.isOwn && !isOrganizationAdmin(findOrganization(newest, fields.cmpd), userId)) return 'not-admin';
        const holders = activeApps(newest, nowMs);
        if (fields.handle && holders.some((app) => app.handle !== '' && sameName(app.handle, fields.handle))) {
          return 'handle-taken';
        }
        if (holders.some((app) => sameOwner(ownerOf(app), owner) && sameName(app.ap_name, fields.ap_name))) {
          return 'name-taken';
        }
        // Pending apps past their window are dropped for good.
        draft.apps = draft.apps.filter((app) => app.confirmed || isLivePending(app, nowMs));
        draft.apps.push({
          id: ids.next('apps', draft.apps),
          app_id: newPublicId(draft.apps.map((app) => app.app_id)),
          ap_name: fields.ap_name,
          description: fields.description,
          handle: fields.handle,
          tags: fields.tags,
          pdct: WORKFORCE_PRODUCT,
          s_pdct: TIMES_SUB_PRODUCT,
          sp_name: TIMES_PRODUCT_NAME,
          is_own: fields.isOwn,
          cmpd: fields.isOwn ? '' : fields.cmpd,
          owner_user_id: userId,
          confirmed: false,
          ...references,
          created_at: isoAt(nowMs),
          confirmed_at: null,
          max_sites: DEFAULT_MAX_SITES,
        });
        return 'added';
      },
      combinedPrepare(readingAppKeys(owner, fields.ap_name, fields.handle), ids.prepare)!,
    );
  }

  confirm(userId: number, ad: string, add: string, nowMs: number): Promise<boolean> {
    const ids = new ReservedIds({ app_members: 1 });
    return this.store.updateRows(
      (draft) => {
        // On the newest state: of two confirms at once, the second finds the app confirmed.
        const pending = findPending(baseOf(draft), ad, add, userId, nowMs);
        const app = pending && draft.apps.find((candidate) => candidate.id === pending.id);
        if (!app) return false;
        app.confirmed = true;
        app.confirmed_at = isoAt(nowMs);
        draft.app_members = draft.app_members.filter(
          (member) => !(member.app_id === app.app_id && member.user_id === userId),
        );
        draft.app_members.push({
          id: ids.next('app_members', draft.app_members),
          app_id: app.app_id,
          user_id: userId,
          user_type: UserType.ADMIN,
          group_id: null,
          ops_site_ids: [],
        });
        return true;
      },
      combinedPrepare(readingPendingApp(ad), readingMembershipsOf(userId), ids.prepare)!,
    );
  }
}
