/**
 * Time-off requests (issue 31): an employee asks for days off with a reason; the request waits
 * for a manager (Requests) and can be cancelled while it waits. A request may not start before the
 * app's today or overlap one of the employee's pending or approved requests. The same ref sent
 * again (a phone's offline queue) answers the request it made the first time, never a second one.
 * Every decision is kept on the request: who, when, what, the state before and after.
 */
import type { RequestDecision, TimeOffRequestRow } from '../contract';
import { freshId } from '../employees/publicIds';
import { baseOf } from '../store/mutation';
import type { DbState, TimeOffRequestRecord } from '../store/types';
import { nextId } from '../store/types';

export interface NewTimeOff {
  appId: string;
  emd: string;
  ref: string;
  from_date: string;
  to_date: string;
  reason: string;
  nowIso: string;
}

export type TimeOffAdd =
  | { kind: 'added'; record: TimeOffRequestRecord }
  | { kind: 'same'; record: TimeOffRequestRecord }
  | { kind: 'past' }
  | { kind: 'overlaps' };

const requestsOf = (state: DbState): TimeOffRequestRecord[] => state.time_off_requests ?? [];

export const isOpen = (record: TimeOffRequestRecord): boolean =>
  record.state === 'pending' || record.state === 'approved';

export function addTimeOff(draft: DbState, ask: NewTimeOff): TimeOffAdd {
  const newest = baseOf(draft);
  const mine = requestsOf(newest).filter((one) => one.app_id === ask.appId && one.emd === ask.emd && !one.kind);
  const same = mine.find((one) => one.ref === ask.ref);
  if (same) return { kind: 'same', record: same };
  if (ask.from_date < ask.nowIso.slice(0, 10)) return { kind: 'past' };
  if (mine.some((one) => isOpen(one) && one.from_date <= ask.to_date && ask.from_date <= one.to_date))
    return { kind: 'overlaps' };
  const record: TimeOffRequestRecord = {
    id: nextId(requestsOf(newest)),
    rqd: freshId(new Set(requestsOf(newest).map((one) => one.rqd))),
    app_id: ask.appId,
    emd: ask.emd,
    ref: ask.ref,
    from_date: ask.from_date,
    to_date: ask.to_date,
    reason: ask.reason,
    state: 'pending',
    created_at: ask.nowIso,
    decisions: [],
  };
  (draft.time_off_requests ??= []).push(record);
  return { kind: 'added', record };
}

export const findRequest = (state: DbState, appId: string, rqd: string): TimeOffRequestRecord | undefined =>
  requestsOf(state).find((one) => one.app_id === appId && one.rqd === rqd);

export type Decided =
  { kind: 'decided'; record: TimeOffRequestRecord } | { kind: 'not-found' } | { kind: 'not-pending' };

/** Records a decision (approve, decline, or the employee's cancel) on a pending request. */
export function decideRequest(
  draft: DbState,
  appId: string,
  rqd: string,
  decision: Omit<RequestDecision, 'before' | 'after'>,
  mayDecide: (record: TimeOffRequestRecord) => boolean = () => true,
): Decided {
  const record = (draft.time_off_requests ?? []).find((one) => one.app_id === appId && one.rqd === rqd);
  if (!record || !mayDecide(record)) return { kind: 'not-found' };
  if (record.state !== 'pending') return { kind: 'not-pending' };
  const after = decision.action;
  record.decisions.push({ ...decision, before: record.state, after });
  record.state = after;
  return { kind: 'decided', record: baseOfRecord(record) };
}

export interface Cancel {
  appId: string;
  emd: string;
  rqd: string;
  /** The employee's 'name surname'. */
  by: string;
  nowIso: string;
}

/** The employee's own cancel of their request while it waits (another employee's is not found). */
export const cancelTimeOff = (draft: DbState, { appId, emd, rqd, by, nowIso }: Cancel): Decided =>
  decideRequest(draft, appId, rqd, { at: nowIso, by, action: 'cancelled', reason: '' }, (one) => one.emd === emd);

/** A plain copy of a draft record, for answers made after the write. */
const baseOfRecord = (record: TimeOffRequestRecord): TimeOffRequestRecord =>
  JSON.parse(JSON.stringify(record)) as TimeOffRequestRecord;

export const toTimeOffRow = (record: TimeOffRequestRecord): TimeOffRequestRow => ({
  rqd: record.rqd,
  from_date: record.from_date,
  to_date: record.to_date,
  reason: record.reason,
  state: record.state,
  created_at: record.created_at,
  decisions: record.decisions.map((one) => ({ ...one })),
});

/** The employee's time-off requests, newest first (availability changes are My availability's, claims My shifts'). */
export const timeOffOf = (state: DbState, appId: string, emd: string): TimeOffRequestRow[] =>
  requestsOf(state)
    .filter((one) => one.app_id === appId && one.emd === emd && !one.kind)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(toTimeOffRow);
