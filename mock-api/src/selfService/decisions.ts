/**
 * A manager's decision on a request (issue 31), in one store write: the decision kept on the
 * request (who, when, what, before and after); an approval of time off makes every day of it a
 * leave day of the employee (the next calculation keeps them free), of an availability change
 * applies its changes to the employee's availability (a claim of an open shift: its place was taken
 * just before); the employee hears of it in their inbox and,
 * if they keep request texts, by SMS. Re-planning the rosters it touches follows (requests/decide).
 */
import { appMessages } from '@times/shared-sdk/app/catalogue';
import { addDays } from '../employees/days';
import { internationalMobile } from '../employees/mobile';
import { freshId } from '../employees/publicIds';
import { addEmployeeNotice } from '../outbox/outbox';
import { baseOf } from '../store/mutation';
import type { DbState, OutboxMessage, TimeOffRequestRecord } from '../store/types';
import { nextId } from '../store/types';
import { addInboxMessage, wantsSms } from './inbox';
import { applyAvailabilityChanges } from './myAvailability';
import { inboxTitles } from './inboxTitles';
import { decideRequest } from './timeOff';
import type { Decided } from './timeOff';

const texts = appMessages.myTimes.requestTexts;
const dayWords = appMessages.myTimes.timeOff.days;

export interface Decision {
  appId: string;
  rqd: string;
  action: 'approved' | 'declined';
  reason: string;
  /** The manager's 'name surname'. */
  by: string;
  nowIso: string;
  /** Whether the request is the manager's to decide (its employee on one of their sites). */
  mayDecide: (record: TimeOffRequestRecord) => boolean;
}

export interface DecisionWrite {
  decided: Decided;
  messages: OutboxMessage[];
}

/** Every day of a request, first to last. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function addLeaveDays(draft: DbState, record: TimeOffRequestRecord): void {
  const newest = baseOf(draft);
  const taken = new Set(newest.leaves.map((leave) => leave.lvdd));
  for (const day of daysOf(record.from_date, record.to_date)) {
    const has = newest.leaves.some(
      (one) => one.app_id === record.app_id && one.emd === record.emd && one.leave_day === day,
    );
    if (has) continue;
    draft.leaves.push({
      id: nextId(draft.leaves),
      lvdd: freshId(taken),
      app_id: record.app_id,
      emd: record.emd,
      leave_day: day,
    });
  }
}

/** A decision's text (the SMS's and the inbox message's) and its inbox title, by the request's kind. */
function wordsOf(record: TimeOffRequestRecord, name: string, approved: boolean, days: string, reason: string) {
  if (record.kind === 'availability')
    return approved
      ? { text: texts.availabilityApproved(name), title: inboxTitles.availabilityApproved }
      : { text: texts.availabilityDeclined(name, reason), title: inboxTitles.availabilityDeclined };
  if (record.kind === 'open_shift')
    return approved
      ? { text: texts.openShiftApproved(name, days), title: inboxTitles.openShiftApproved }
      : { text: texts.openShiftDeclined(name, days, reason), title: inboxTitles.openShiftDeclined };
  return approved
    ? { text: texts.approved(name, days), title: inboxTitles.approved }
    : { text: texts.declined(name, days, reason), title: inboxTitles.declined };
}

/** Tells the employee of a decision: their inbox, and their phone if they keep request texts. */
export function noticeOfDecision(draft: DbState, record: TimeOffRequestRecord, nowIso: string): OutboxMessage[] {
  const newest = baseOf(draft);
  const employee = newest.employees.find((one) => one.app_id === record.app_id && one.emd === record.emd);
  if (!employee) return [];
  const days = dayWords(record.from_date, record.to_date);
  const reason = record.decisions.at(-1)?.reason ?? '';
  const approved = record.state === 'approved';
  const { text, title } = wordsOf(record, employee.name, approved, days, reason);
  const key = `request:${record.app_id}:${record.rqd}:${record.decisions.length}`;
  addInboxMessage(draft, {
    app_id: record.app_id,
    emd: record.emd,
    kind: 'request',
    title,
    text,
    at: nowIso,
    key,
  });
  const to = internationalMobile(employee.country_code, employee.mobile);
  if (!to || !wantsSms(draft, record.app_id, record.emd, 'requests')) return [];
  const message = addEmployeeNotice(draft, {
    app_id: record.app_id,
    to,
    text,
    key,
    emd: record.emd,
    purpose: 'request',
    created_at: nowIso,
  });
  return message ? [message] : [];
}

export function applyDecision(draft: DbState, decision: Decision): DecisionWrite {
  const { appId, rqd, action, reason, by, nowIso, mayDecide } = decision;
  const decided = decideRequest(draft, appId, rqd, { at: nowIso, by, action, reason }, mayDecide);
  if (decided.kind !== 'decided') return { decided, messages: [] };
  const { record } = decided;
  if (action === 'approved' && record.kind === 'availability')
    applyAvailabilityChanges(draft, appId, record.emd, record.changes ?? []);
  // An approved claim's place was taken before the decision was written (routes/requests/requestDecide.ts).
  else if (action === 'approved' && record.kind !== 'open_shift') addLeaveDays(draft, record);
  return { decided, messages: noticeOfDecision(draft, decided.record, nowIso) };
}
