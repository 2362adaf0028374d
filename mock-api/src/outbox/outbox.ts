/**
 * Outgoing messages (the OTP texts an SMS gateway would send): kept in the `outbox`
 * collection, printed on the console, readable on GET /dev/outbox.
 */
import type { RouteContext } from '../routes/context';
import { isoAt } from '../routes/context';
import { nextId } from '../store/types';
import type { DbState, OtpPurpose, OutboxMessage } from '../store/types';

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
  };
  draft.outbox = [...draft.outbox, message].slice(-OUTBOX_LIMIT);
  return message;
}

/** Print a stored message (after the store write, so nothing is announced that was not kept). */
export function printMessage(ctx: RouteContext, message: OutboxMessage): void {
  ctx.config.logger.info(`[outbox] to ${message.to}: ${message.text}`);
}

/** Messages, latest first, optionally only those to one mobile. */
export function listMessages(state: DbState, to?: string): OutboxMessage[] {
  return state.outbox.filter((message) => to === undefined || message.to === to).reverse();
}
