/**
 * The notices a write of a Published roster sends, computed inside the write (the store draft):
 * each employee whose days differ from what they were last sent gets one message (their days if
 * they were never sent any, else what changed), and what was sent is recorded on the roster. A
 * Draft, or a roster without days (Processing, Failed), sends nothing and records nothing, so the
 * next successful write compares with what was really sent. Every message carries the idempotency
 * key 'roster:{rstd}:{revision}:{emd}'; the revision counts the writes that sent something, so a
 * replayed write finds nothing changed and a key already in the outbox is never sent again.
 * Each notice also goes to the employee's inbox in My Times (issue 31), under the same key; the SMS
 * only when the employee's choices keep roster texts (selfService/inbox.ts).
 */
import { internationalMobile } from '../../employees/mobile';
import { addRosterMessage } from '../../outbox/outbox';
import { addInboxMessage, wantsSms } from '../../selfService/inbox';
import type { DbState, OutboxMessage, RosterRecord } from '../../store/types';
import { daysByEmployee, sameDays } from './employeeDays';
import { changedText, publishedText } from './noticeText';
import type { NoticeRoster } from './noticeText';
import { isPublished } from './publishState';
import { inboxTitles } from '../../selfService/inboxTitles';

const noticeRoster = (state: DbState, roster: RosterRecord): NoticeRoster => {
  const site = state.sites.find((candidate) => candidate.app_id === roster.app_id && candidate.sd === roster.std);
  const shift = state.shifts.find((candidate) => candidate.app_id === roster.app_id && candidate.sftd === roster.sftd);
  return {
    siteName: site?.name ?? '',
    shiftName: shift?.name ?? '',
    startDate: roster.start_date,
    endDate: roster.end_date,
    times: shift?.start_time && shift.end_time ? `${shift.start_time}-${shift.end_time}` : '',
  };
};

/** Sends (into the draft's outbox) the notices roster `rosterId` owes; answers the messages added. */
export function noteRosterChanges(draft: DbState, rosterId: number, nowIso: string): OutboxMessage[] {
  const roster = draft.rosters.find((candidate) => candidate.id === rosterId);
  if (!roster || !isPublished(roster) || !roster.model || !roster.result) return [];
  const current = daysByEmployee(roster.model, roster.result);
  const sent = roster.notified_days ?? {};
  const changed = [...new Set([...Object.keys(sent), ...current.keys()])].filter(
    (emd) => !sameDays(sent[emd] ?? [], current.get(emd) ?? []),
  );
  if (changed.length === 0) return [];
  const revision = (roster.revision ?? 0) + 1;
  const words = noticeRoster(draft, roster);
  const messages: OutboxMessage[] = [];
  const nextSent = { ...sent };
  for (const emd of changed.sort()) {
    const days = current.get(emd) ?? [];
    nextSent[emd] = days;
    const employee = draft.employees.find((candidate) => candidate.app_id === roster.app_id && candidate.emd === emd);
    if (!employee) continue;
    const before = sent[emd];
    const text =
      before === undefined
        ? publishedText(employee.name, words, days)
        : changedText(employee.name, words, before, days);
    const key = `roster:${roster.rstd}:${revision}:${emd}`;
    addInboxMessage(draft, {
      app_id: roster.app_id,
      emd,
      kind: 'roster',
      title: before === undefined ? inboxTitles.published : inboxTitles.changed,
      text,
      at: nowIso,
      key,
    });
    const to = internationalMobile(employee.country_code, employee.mobile);
    if (!to || !wantsSms(draft, roster.app_id, emd, 'roster')) continue;
    const message = addRosterMessage(draft, {
      app_id: roster.app_id,
      to,
      text,
      key,
      rstd: roster.rstd,
      emd,
      created_at: nowIso,
    });
    if (message) messages.push(message);
  }
  roster.revision = revision;
  roster.notified_days = nextSent;
  return messages;
}
