/** What a call comes back as: the screen switches on `kind`. */
import type { ApiResponse } from '../api/types';

export type ApiOutcome<T extends ApiResponse> =
  | { kind: 'ok'; data: T }
  | { kind: 'error'; status: string; message: string; response?: ApiResponse & Record<string, unknown> }
  /** The request was aborted: ignore it silently. */
  | { kind: 'cancelled' }
  /** The session is invalid: the user was already signed out and sent away (or it was ignored). */
  | { kind: 'invalid' };

/** Status → message of one screen, and the message for any other status. */
export interface StatusMessages {
  byStatus?: Partial<Record<string, string>>;
  fallback?: string;
}

/** Where an INVALID status sends the user. */
export type InvalidTarget = '/approot' | '/' | 'ignore';

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the call's own messages for this screen. */
  messages?: StatusMessages;
  onInvalid?: InvalidTarget;
}
