/**
 * The employee's inbox in My Times (issue 31): every message that matters to them (their roster
 * published or their days changed, a request decided, an invitation) is kept here; which of them
 * also go by SMS is the employee's choice once their account is linked (until then, every one, as
 * before My Times). Each message has an idempotency key: a replayed write adds nothing.
 */
import { SelfServiceLimits } from '../contract';
import type { InboxMessage, SmsChoices } from '../contract';
import type { DbState, InboxRecord } from '../store/types';
import { nextId } from '../store/types';

export type NewInboxMessage = Omit<InboxRecord, 'id' | 'read'>;

/** The choices of an account not chosen yet: everything by SMS too, as before My Times. */
export const DEFAULT_SMS: SmsChoices = { roster: 1, requests: 1 };

const inboxOf = (state: DbState): InboxRecord[] => state.inbox ?? [];

/** Adds a message to the draft's inbox; undefined when its key is there already. Keeps the newest INBOX_KEPT per employee. */
export function addInboxMessage(draft: DbState, message: NewInboxMessage): InboxRecord | undefined {
  const inbox = inboxOf(draft);
  if (inbox.some((one) => one.key === message.key)) return undefined;
  const record: InboxRecord = { id: nextId(inbox), ...message, read: 0 };
  const mine = (one: InboxRecord) => one.app_id === message.app_id && one.emd === message.emd;
  const kept = inbox.filter(mine).length + 1 - SelfServiceLimits.INBOX_KEPT;
  let dropped = 0;
  draft.inbox = [...inbox.filter((one) => !(mine(one) && dropped++ < kept)), record];
  return record;
}

/** Whether a message of this kind also goes to the employee's phone. */
export function wantsSms(state: DbState, appId: string, emd: string, kind: keyof SmsChoices): boolean {
  const account = (state.employee_accounts ?? []).find((one) => one.app_id === appId && one.emd === emd);
  return (account?.sms ?? DEFAULT_SMS)[kind] === 1;
}

export const toInboxMessage = (record: InboxRecord): InboxMessage => ({
  id: record.id,
  kind: record.kind,
  title: record.title,
  text: record.text,
  at: record.at,
  read: record.read,
});

/** The employee's messages, newest first, and how many are unread. */
export function inboxFor(state: DbState, appId: string, emd: string): { messages: InboxMessage[]; unread: number } {
  const mine = inboxOf(state).filter((one) => one.app_id === appId && one.emd === emd);
  const messages = mine.map(toInboxMessage).sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return { messages, unread: messages.filter((one) => one.read === 0).length };
}

/** Marks the employee's messages read: those of `ids`, or every one when none are named. */
export function markInboxRead(draft: DbState, appId: string, emd: string, ids: readonly number[]): number {
  let marked = 0;
  for (const one of inboxOf(draft)) {
    if (one.app_id !== appId || one.emd !== emd || one.read === 1) continue;
    if (ids.length > 0 && !ids.includes(one.id)) continue;
    one.read = 1;
    marked++;
  }
  return marked;
}
