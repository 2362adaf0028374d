/**
 * Apps: look-ups, the pending-app window, owners and the summary the app lists show.
 * An app is created pending by add app and confirmed by the confirm call; only confirmed apps
 * are listed and opened. A pending app holds its name and handle for PENDING_APP_MS.
 */
import type { AppSummary } from '../contract';
import { randomToken } from '../security/tokens';
import type { AppRecord, DbState, OrganizationRecord, UserRecord } from '../store/types';

/** How long an unconfirmed app keeps its name and handle and may still be confirmed. */
export const PENDING_APP_MS = 60 * 60 * 1000;

/** Licence of a new app: how many sites it may have (the demo app is seeded with more). */
export const DEFAULT_MAX_SITES = 10;

/** The app's site licence (apps stored before the licence existed get the default). */
export const maxSitesOf = (app: AppRecord): number => app.max_sites ?? DEFAULT_MAX_SITES;

/** Licence of an app without its own employee licence: how many employees it may have. */
export const DEFAULT_MAX_EMPLOYEES = 500;

/** The app's employee licence (max_employees, else the default). */
export const maxEmployeesOf = (app: AppRecord): number => app.max_employees ?? DEFAULT_MAX_EMPLOYEES;

/** A name or handle as the rules compare it: trimmed, lower-cased (the apps' and organizations' tables hold it). */
export const nameKeyOf = (name: string): string => name.trim().toLowerCase();

/** Names and handles compare trimmed and case-insensitively. */
export const sameName = (a: string, b: string): boolean => nameKeyOf(a) === nameKeyOf(b);

/** Records sorted by name (any case), then by id. */
export const byName = <T extends { name: string; id: number }>(a: T, b: T): number =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

export const isLivePending = (app: AppRecord, nowMs: number): boolean =>
  !app.confirmed && Date.parse(app.created_at) + PENDING_APP_MS > nowMs;

/** Confirmed apps and pending ones still inside their window: the apps that hold names and handles. */
export const activeApps = (state: DbState, nowMs: number): AppRecord[] =>
  state.apps.filter((app) => app.confirmed || isLivePending(app, nowMs));

export const findConfirmedApp = (
  state: Pick<DbState, 'apps'>,
  appId: string | null | undefined,
): AppRecord | undefined => (appId ? state.apps.find((app) => app.app_id === appId && app.confirmed) : undefined);

/** A fresh random public id that no record of `taken` uses. */
export function newPublicId(taken: readonly string[]): string {
  for (;;) {
    const id = randomToken(12);
    if (!taken.includes(id)) return id;
  }
}

/** Who owns an app: its organization, or for an own app the user who created it. */
export type AppOwner = { kind: 'organization'; cmpd: string } | { kind: 'user'; userId: number };

export const ownerOf = (app: AppRecord): AppOwner =>
  app.is_own === 1 ? { kind: 'user', userId: app.owner_user_id } : { kind: 'organization', cmpd: app.cmpd };

export const sameOwner = (a: AppOwner, b: AppOwner): boolean =>
  a.kind === 'organization'
    ? b.kind === 'organization' && a.cmpd === b.cmpd
    : b.kind === 'user' && a.userId === b.userId;

/** The owner's name: the organization's name, or the user's full name. */
export function ownerName(state: DbState, owner: AppOwner): string {
  return owner.kind === 'organization'
    ? nameOfOwner(
        owner,
        state.organizations.find((organization) => organization.cmpd === owner.cmpd),
        undefined,
      )
    : nameOfOwner(
        owner,
        undefined,
        state.users.find((candidate) => candidate.id === owner.userId),
      );
}

/** The owner's name from its record, found by the caller: the organization's, or the user's full name ('' for none). */
export function nameOfOwner(
  owner: AppOwner,
  organization: OrganizationRecord | undefined,
  user: UserRecord | undefined,
): string {
  if (owner.kind === 'organization') return organization?.c_nm ?? '';
  return user ? `${user.nm} ${user.snm}`.trim() : '';
}

export const toAppSummary = (app: AppRecord): AppSummary => ({
  id: app.id,
  sp_name: app.sp_name,
  ap_name: app.ap_name,
  pdct: app.pdct,
  s_pdct: app.s_pdct,
  app_id: app.app_id,
  isOwn: app.is_own,
  cmpd: app.cmpd,
});

export const byAppName = (a: AppRecord, b: AppRecord): number =>
  a.ap_name.localeCompare(b.ap_name, 'en', { sensitivity: 'base' }) || a.id - b.id;
