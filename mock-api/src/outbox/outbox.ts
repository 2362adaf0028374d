/**
 * Outgoing messages (the OTP texts and the roster notices an SMS gateway would send): kept in the
 * `outbox` collection (on PostgreSQL a table of its own: store/postgres/outboxRows.ts), printed on the
 * console, readable on GET /dev/outbox (outboxRecords.ts), and posted to the production gateway when one
 * is set (gateway.ts).
 *
 * Every message has a key, its delivery's idempotency key, and one key is sent once: a notice's names what
 * it notifies (a roster's revision, an invitation, a request's decision); a code's is a random one, since the
 * store numbers a message only as it writes it (on PostgreSQL after the mutation), so an id cannot be the key.
 */
import { randomUUID } from 'node:crypto';
import type { RouteContext } from '../routes/context';
import { isoAt } from '../routes/context';
import { nextId } from '../store/types';
import type { DbState, OtpPurpose, OutboxMessage } from '../store/types';
import { postToGateway } from './gateway';

/** Oldest messages are dropped beyond this many. */
export const OUTBOX_LIMIT = 1000;

const wording: Record<OtpPurpose, string> = {
  registration: 'your Times verification code is',
  password_reset: 'your Times password reset code is',
};

export interface OtpMessage {
  to: string;
  code: string;
  purpose: OtpPurpose;
  expiresAt: string;
}

export function addOtpMessage(
  draft: DbState,
  ctx: RouteContext,
  { to, code, purpose, expiresAt }: OtpMessage,
): OutboxMessage {
  const message: OutboxMessage = {
    id: nextId(draft.outbox),
    to,
    text: `Hello, ${wording[purpose]} ${code}. It expires at ${expiresAt}.`,
    code,
    purpose,
    created_at: isoAt(ctx.now()),
    key: `otp:${randomUUID()}`,
  };
  draft.outbox = [...draft.outbox, message].slice(-OUTBOX_LIMIT);
  return message;
}

export interface RosterMessage {
  /** The roster's app. */
  app_id: string;
  to: string;
  text: string;
  /** The idempotency key: a message whose key is in the outbox already is not added again. */
  key: string;
  rstd: string;
  emd: string;
  created_at: string;
}

export interface EmployeeNotice {
  /** The employee's app. */
  app_id: string;
  to: string;
  text: string;
  key: string;
  emd: string;
  purpose: 'invitation' | 'request';
  created_at: string;
}

/** An invitation or a request's decision into the outbox; undefined (nothing added) when its key was sent before. */
export function addEmployeeNotice(draft: DbState, fields: EmployeeNotice): OutboxMessage | undefined {
  if (draft.outbox.some((message) => message.key === fields.key)) return undefined;
  const message: OutboxMessage = { id: nextId(draft.outbox), code: '', ...fields };
  draft.outbox = [...draft.outbox, message].slice(-OUTBOX_LIMIT);
  return message;
}

/** A roster notice into the outbox; undefined (nothing added) when its key was sent before. */
export function addRosterMessage(draft: DbState, fields: RosterMessage): OutboxMessage | undefined {
  if (draft.outbox.some((message) => message.key === fields.key)) return undefined;
  const message: OutboxMessage = { id: nextId(draft.outbox), code: '', purpose: 'roster', ...fields };
  draft.outbox = [...draft.outbox, message].slice(-OUTBOX_LIMIT);
  return message;
}

/**
 * Print a stored message and hand it to the gateway when one is set (after the store write, so
 * nothing is announced that was not kept; the gateway post never holds the request up).
 */
export function printMessage(ctx: Pick<RouteContext, 'config'>, message: OutboxMessage): void {
  ctx.config.logger.info(`[outbox] to ${message.to}: ${message.text}`);
  postToGateway(ctx.config, message);
}

/** Messages, latest first, optionally only those to one mobile (the embedded store's outboxRecords). */
export function listMessages(state: DbState, to?: string): OutboxMessage[] {
  return state.outbox.filter((message) => to === undefined || message.to === to).reverse();
}
