/**
 * Calendar feed links (ours, issue 17): one secret link per employee of an app. The token is 32
 * random bytes (256 bits, base64url); the store keeps only its sha256, as it does for session
 * secrets and OTP codes, so a copy of the store cannot be turned into working links. Creating a
 * link replaces the employee's previous one; a revoked, expired or replaced link finds nothing.
 */
import { isoAt } from '../routes/context';
import type { RouteContext } from '../routes/context';
import { randomToken, sha256 } from '../security/tokens';
import { nextId } from '../store/types';
import type { CalendarLinkRecord, DbState } from '../store/types';

const TOKEN_BYTES = 32;
const DAY_MS = 24 * 60 * 60 * 1000;

const linksOf = (state: DbState): CalendarLinkRecord[] => state.calendar_links ?? [];

const isLive = (link: CalendarLinkRecord, nowMs: number): boolean => Date.parse(link.expires_at) > nowMs;

const ofEmployee = (appId: string, emd: string) => (link: CalendarLinkRecord) =>
  link.app_id === appId && link.emd === emd;

/** The employee's live link, if any. */
export const calendarLinkOf = (
  state: DbState,
  appId: string,
  emd: string,
  nowMs: number,
): CalendarLinkRecord | undefined => linksOf(state).find((link) => ofEmployee(appId, emd)(link) && isLive(link, nowMs));

/** Removes the employee's links (revoke, or the employee deleted). */
export function revokeCalendarLinks(draft: DbState, appId: string, emd: string): void {
  const mine = ofEmployee(appId, emd);
  draft.calendar_links = linksOf(draft).filter((link) => !mine(link));
}

/** A new link for the employee in `draft` (the old one and expired ones of everybody go); answers the clear token once. */
export function createCalendarLink(
  draft: DbState,
  ctx: RouteContext,
  { appId, emd, userId }: { appId: string; emd: string; userId: number },
): { token: string; record: CalendarLinkRecord } {
  const nowMs = ctx.now();
  revokeCalendarLinks(draft, appId, emd);
  draft.calendar_links = linksOf(draft).filter((link) => isLive(link, nowMs));
  const token = randomToken(TOKEN_BYTES);
  const record: CalendarLinkRecord = {
    id: nextId(draft.calendar_links),
    app_id: appId,
    emd,
    token_hash: sha256(token),
    created_by_id: userId,
    created_at: isoAt(nowMs),
    expires_at: isoAt(nowMs + ctx.config.calendarLinkDays * DAY_MS),
  };
  draft.calendar_links.push(record);
  return { token, record };
}

/** The sha256 a link of this token keeps; undefined for a token of the wrong shape. */
export const tokenHashOf = (token: string): string | undefined =>
  /^[\w-]{43}$/.test(token) ? sha256(token) : undefined;

/** The live link a token opens: none for an unknown, revoked or expired one (or a token of the wrong shape). */
export function findCalendarLink(state: DbState, token: string, nowMs: number): CalendarLinkRecord | undefined {
  const hash = tokenHashOf(token);
  return hash === undefined
    ? undefined
    : linksOf(state).find((link) => link.token_hash === hash && isLive(link, nowMs));
}

/** Where a token's feed is fetched: `<public base>/calendar/<token>.ics`. */
export const calendarFeedPath = (token: string): string => `/calendar/${token}.ics`;
