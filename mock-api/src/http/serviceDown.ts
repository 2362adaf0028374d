/**
 * A service the API needs is down for now (its database, its job queue): the call answers
 * SERVICE_UNAVAILABLE with HTTP 503 and Retry-After (errors.ts), having written nothing, so the
 * user may simply try again; screens show 'Error occured' and keep what was typed.
 */
export class ServiceUnavailable extends Error {
  constructor(service: string, options?: ErrorOptions) {
    super(`${service} cannot be reached`, options);
    this.name = 'ServiceUnavailable';
  }
}

/** Codes of a connection that failed or was cut (Node's sockets, PostgreSQL's SQLSTATE class 08 and shutdowns). */
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
/** What pg and ioredis say when their connection is gone. */
const DOWN_MESSAGES =
  /Connection terminated|connection is closed|Stream isn't writeable|MaxRetriesPerRequest|timeout exceeded when trying to connect/i;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether an error means a service is down (not a bug): the error, its cause, or any of an
 * AggregateError's. Read by shape, not instanceof: the drivers' socket errors may come from
 * another realm (Node's own, under a test runner's sandbox).
 */
export function isServiceDown(error: unknown, depth = 0): boolean {
  if (depth > 3 || typeof error !== 'object' || error === null) return false;
  const { name, message, code, cause, errors } = error as ErrorLike;
  if (name === 'ServiceUnavailable') return true;
  if (typeof code === 'string' && DOWN_CODES.has(code)) return true;
  if (typeof message === 'string' && DOWN_MESSAGES.test(message)) return true;
  const inner: unknown[] = Array.isArray(errors) ? (errors as unknown[]) : [];
  return [cause, ...inner].some((one) => isServiceDown(one, depth + 1));
}
