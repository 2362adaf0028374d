/**
 * Claims of open shifts (issue 34), kept as requests of their own kind with their place (the site,
 * shift, roster and position; from_date and to_date its date). When the app's claims wait
 * (apps.marketplace_waits), a claim waits for a manager on the Requests page: one employee's claim
 * of one place waits once (sent again, it answers the one waiting), and the place stays open to the
 * others until an approval takes it as a claim at once would (routes/requests/requestDecide.ts),
 * checked at that moment. A claim taken at once is kept too, decided by Times: the Requests page's
 * decided list shows every change employees made themselves.
 */
import { appMessages } from '@times/shared-sdk/app/catalogue';
import { freshId } from '../employees/publicIds';
import { baseOf } from '../store/mutation';
import type { DbState, OpenPlace, TimeOffRequestRecord } from '../store/types';
import { nextId } from '../store/types';
import { decideRequest } from './timeOff';

export interface NewClaim {
  appId: string;
  emd: string;
  place: OpenPlace;
  date: string;
  nowIso: string;
  /** Taken at once: kept approved (by Times), not waiting. */
  taken?: boolean;
  /** The app's claims per employee and roster (a claim that waits past it is refused); null: no limit. */
  limit?: number | null;
}

export type ClaimAdd =
  { kind: 'added'; record: TimeOffRequestRecord } | { kind: 'same'; record: TimeOffRequestRecord } | { kind: 'limit' };

const BY_TIMES = appMessages.myTimes.requests.decidedByTimes;

export const isClaim = (record: TimeOffRequestRecord): boolean => record.kind === 'open_shift';

/** Whether a waiting claim asks for the place (a roster's position) on the date. */
export const claimsPlace = (record: TimeOffRequestRecord, place: Omit<OpenPlace, 'std' | 'sftd'>, date: string) =>
  isClaim(record) &&
  record.state === 'pending' &&
  record.from_date === date &&
  record.place?.rstd === place.rstd &&
  record.place.rld === place.rld;

/** The employee's claims (of `requests`, theirs) on the roster that count toward the limit: waiting or taken. */
export const claimsOnRoster = (requests: readonly TimeOffRequestRecord[], rstd: string): number =>
  requests.filter(
    (one) => isClaim(one) && (one.state === 'pending' || one.state === 'approved') && one.place?.rstd === rstd,
  ).length;

/** Whether one more claim on the roster would pass the app's limit. */
export const pastLimit = (requests: readonly TimeOffRequestRecord[], rstd: string, limit: number | null | undefined) =>
  limit !== null && limit !== undefined && claimsOnRoster(requests, rstd) >= limit;

export function addClaim(draft: DbState, ask: NewClaim): ClaimAdd {
  const requests = baseOf(draft).time_off_requests ?? [];
  const mine = requests.filter((one) => one.app_id === ask.appId && one.emd === ask.emd);
  const same = mine.find((one) => claimsPlace(one, ask.place, ask.date));
  if (same && !ask.taken) return { kind: 'same', record: same };
  // Taken at once while a claim of theirs for it waits (the app's claims waited then): that claim is the one taken.
  if (same) {
    const decided = decideRequest(draft, ask.appId, same.rqd, {
      at: ask.nowIso,
      by: BY_TIMES,
      action: 'approved',
      reason: '',
    });
    if (decided.kind === 'decided') return { kind: 'added', record: decided.record };
  }
  if (!ask.taken && pastLimit(mine, ask.place.rstd, ask.limit)) return { kind: 'limit' };
  const rqd = freshId(new Set(requests.map((one) => one.rqd)));
  const record: TimeOffRequestRecord = {
    id: nextId(requests),
    rqd,
    app_id: ask.appId,
    emd: ask.emd,
    ref: `open-shift-${rqd}`,
    from_date: ask.date,
    to_date: ask.date,
    reason: '',
    state: ask.taken ? 'approved' : 'pending',
    created_at: ask.nowIso,
    decisions: ask.taken
      ? [{ at: ask.nowIso, by: BY_TIMES, action: 'approved', reason: '', before: 'pending', after: 'approved' }]
      : [],
    kind: 'open_shift',
    place: { ...ask.place },
  };
  (draft.time_off_requests ??= []).push(record);
  return { kind: 'added', record };
}
