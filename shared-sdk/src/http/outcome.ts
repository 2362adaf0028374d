/** What a call comes back as: the screen switches on `kind`. */
import type { ApiResponse } from '../api/types';
import type { Status } from '../constants/codes';

/**
 * What any call may come back with besides its own statuses: no answer or no JSON (NETWORK_ERROR),
 * the envelope refused (INVALID_REQUEST), the server failed (SERVER_ERROR), or its database or job
 * queue is down for now (SERVICE_UNAVAILABLE).
 */
export type TransportStatus = (typeof Status)[
  'NETWORK_ERROR' | 'INVALID_REQUEST' | 'SERVER_ERROR' | 'SERVICE_UNAVAILABLE'];

/**
 * T: the OK answer; S: the error statuses the call may answer (a contract call's declared ones,
 * see CallOutcome), besides the transport's. `post` alone, outside the contract, leaves S a string.
 */
export type ApiOutcome<T extends ApiResponse, S extends string = string> =
  | { kind: 'ok'; data: T }
  | { kind: 'error'; status: S | TransportStatus; message: string; response?: ApiAnswer }
  /** The request was aborted: ignore it silently. */
  | { kind: 'cancelled' }
  /** The session is invalid: the user was already signed out and sent away (or it was ignored). */
  | { kind: 'invalid' };

/** An answer as the server sent it: its status and whatever else it carries. */
export type ApiAnswer = ApiResponse & Record<string, unknown>;

/** A screen's text for a status: fixed, or made from the answer (e.g. the minutes to wait). */
export type StatusText = string | ((answer: ApiAnswer) => string);

/** Status → message of one screen, and the message for any other status. */
export interface StatusMessages {
  byStatus?: Partial<Record<string, StatusText>>;
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
