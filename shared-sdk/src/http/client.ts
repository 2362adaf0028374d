/**
 * The one HTTP client: every call is a POST of JSON with the envelope. 'OK' is success,
 * INVALID signs the user out and sends them away, an aborted request is ignored, and any
 * other status becomes the catalogue message of the screen ('Error occured' by default).
 */
import ky from 'ky';
import type { ApiResponse } from '../api/types';
import type { Backend } from '../contract/paths';
import { messages } from '../catalogue/messages';
import { Status } from '../constants/codes';
import { withEnvelope } from '../envelope/envelope';
// The session, the API base URLs and the navigator are state: one instance, through the shared module.
import { baseUrlFor, navigateTo, useSessionStore } from '@times/shared-sdk/state';
import type { ApiAnswer, ApiOutcome, CallOptions, StatusMessages } from './outcome';

const REQUEST_TIMEOUT_MS = 30_000;

const api = ky.create({ retry: 0, timeout: REQUEST_TIMEOUT_MS, throwHttpErrors: false });

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/** The screen's message for a status (or for a whole answer, whose other fields a text may use). */
export function messageFor(statusOrAnswer: string | ApiAnswer, ...sources: (StatusMessages | undefined)[]): string {
  const answer: ApiAnswer = typeof statusOrAnswer === 'string' ? { status: statusOrAnswer } : statusOrAnswer;
  const status = String(answer.status);
  for (const source of sources) {
    const text = source?.byStatus?.[status];
    if (text) return typeof text === 'function' ? text(answer) : text;
  }
  // Nothing the user did: not the screen's fallback (e.g. 'Invalid user details'), but the generic text.
  if (status === Status.NETWORK_ERROR || status === Status.SERVICE_UNAVAILABLE) return messages.common.errorOccured;
  for (const source of sources) if (source?.fallback) return source.fallback;
  return messages.common.errorOccured;
}

/** Drops the session and sends the user to the target the screen chose. */
function handleInvalid(target: CallOptions['onInvalid']): void {
  if (target === 'ignore') return;
  useSessionStore.getState().invalidate();
  navigateTo(target ?? '/approot', { replace: true });
}

export async function post<T extends ApiResponse>(
  backend: Backend,
  path: string,
  payload: object,
  options: CallOptions = {},
  callMessages?: StatusMessages,
): Promise<ApiOutcome<T>> {
  const { signal } = options;
  let body: ApiAnswer | null;
  try {
    const response = await api.post(`${baseUrlFor(backend)}${path}`, { json: withEnvelope(payload), signal });
    body = await response.json<ApiAnswer>();
  } catch (error) {
    if (isAbort(error, signal)) return { kind: 'cancelled' };
    body = null;
  }
  if (signal?.aborted) return { kind: 'cancelled' };
  const status = typeof body?.status === 'string' ? body.status : Status.NETWORK_ERROR;
  if (status === Status.OK) return { kind: 'ok', data: body as T };
  if (status === Status.INVALID) {
    handleInvalid(options.onInvalid);
    return { kind: 'invalid' };
  }
  return {
    kind: 'error',
    status,
    message: messageFor(body ? { ...body, status } : status, options.messages, callMessages),
    response: body ?? undefined,
  };
}
