/**
 * Claims of open shifts that wait for a manager (issue 34): when the app's shift changes wait
 * (apps.marketplace_waits), an employee's claim of an open place is a request of its own kind on the
 * Requests page, with its place (the site, shift, roster and position; from_date and to_date its
 * date). One employee's claim of one place waits once: sent again, it answers the one waiting. An
 * approval takes the place as a claim at once would (routes/requests/requestDecide.ts), checked at
 * that moment; the place stays open to the others until then.
 */
import { freshId } from '../employees/publicIds';
import { baseOf } from '../store/mutation';
import type { DbState, OpenPlace, TimeOffRequestRecord } from '../store/types';
import { nextId } from '../store/types';

export interface NewClaim {
  appId: string;
  emd: string;
  place: OpenPlace;
  date: string;
  nowIso: string;
}

export type ClaimAdd = { kind: 'added'; record: TimeOffRequestRecord } | { kind: 'same'; record: TimeOffRequestRecord };

export const isClaim = (record: TimeOffRequestRecord): boolean => record.kind === 'open_shift';

/** Whether a waiting claim asks for the place (a roster's position) on the date. */
export const claimsPlace = (record: TimeOffRequestRecord, place: Omit<OpenPlace, 'std' | 'sftd'>, date: string) =>
  isClaim(record) &&
  record.state === 'pending' &&
  record.from_date === date &&
  record.place?.rstd === place.rstd &&
  record.place.rld === place.rld;

export function addClaim(draft: DbState, ask: NewClaim): ClaimAdd {
  const requests = baseOf(draft).time_off_requests ?? [];
  const same = requests.find(
    (one) => one.app_id === ask.appId && one.emd === ask.emd && claimsPlace(one, ask.place, ask.date),
  );
  if (same) return { kind: 'same', record: same };
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
    state: 'pending',
    created_at: ask.nowIso,
    decisions: [],
    kind: 'open_shift',
    place: { ...ask.place },
  };
  (draft.time_off_requests ??= []).push(record);
  return { kind: 'added', record };
}
