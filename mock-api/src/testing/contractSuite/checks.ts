/**
 * The four checks of one call. Session: without a session, with a made-up one, and for a
 * signed-in call with a visitor's and a pending registration's (for a code check with a visitor's
 * and a signed-in user's), the call answers INVALID. Caller (issue 31): an app-scoped call (one
 * that declares APP_NOT_SELECTED) refuses the Employee caller with INVALID_USER_RIGHTS, and an
 * employee's own call (My Times) refuses the demo admin, who is no employee. Good input: the example answers OK
 * with the declared response shape. Bad input: each scalar field of the request schema given an
 * object must answer a declared status other than OK; every fuzz body (fuzz/badPayloads.ts) must
 * answer a declared status (OK allowed where the body stays valid, e.g. an odd extra key), and a
 * body that breaks the envelope also the envelope's INVALID_REQUEST. Every answer is HTTP 200.
 */
import type { ValidateFunction } from 'ajv';
import type { RequestSession } from '../../contract';
import { Status } from '../../contract';
import { schemaOf } from '../../routes/schemaOf';
import type { Json, Reply } from '../envelopeClient';
import { NO_SESSION, envelope } from '../envelopeClient';
import type { BadBody } from '../fuzz/badPayloads';
import { badBodies, withValue } from '../fuzz/badPayloads';
import { describedFields } from '../fuzz/schemaFields';
import type { SuiteEntry } from './entries';
import { sessionOf } from './entries';
import type { Example } from './examples';
import type { SuiteWorld } from './world';

export type CheckName = 'session' | 'caller' | 'bad input' | 'good input';

export interface CheckResult {
  check: CheckName;
  /** Requests sent. */
  sent: number;
  /** One line per failed case. */
  failures: string[];
  /** The check does not apply (a call that needs no session). */
  skipped?: boolean;
}

const CONCURRENCY = 16;
/** What the envelope itself answers a body it cannot read, on every path. */
const ENVELOPE_STATUSES: readonly string[] = [Status.INVALID_REQUEST, Status.INVALID];
/** yup types an object can never pass as. */
const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

const shown = (body: Json): string => JSON.stringify(body)?.slice(0, 160) ?? String(body);

/** The failure of one answer, or null: HTTP 200 and a status of `allowed`. */
function answerFailure(name: string, reply: Reply, allowed: readonly string[]): string | null {
  const status: unknown = reply.body?.status;
  if (reply.http !== 200) return `${name}: HTTP ${reply.http} ${shown(reply.body)}`;
  if (typeof status !== 'string' || !allowed.includes(status))
    return `${name}: status ${String(status)} not among ${allowed.join(', ')}`;
  return null;
}

/** The session a call's input is sent with unless its example gives one (Example.session). */
export async function defaultSession(entry: SuiteEntry, world: SuiteWorld): Promise<RequestSession> {
  const needed = sessionOf(entry.call);
  if (needed === 'none') return NO_SESSION;
  if (needed === 'user') return world.admin();
  // A pending session is the example's own (a registration of the run); the visitor's is refused.
  return world.visitor();
}

export async function sessionCheck(entry: SuiteEntry, payload: object, world: SuiteWorld): Promise<CheckResult> {
  const needed = sessionOf(entry.call);
  if (needed === 'none') return { check: 'session', sent: 0, failures: [], skipped: true };
  const made = `contract-${world.stamp}`;
  const cases: [string, RequestSession][] = [
    ['no session', NO_SESSION],
    ['a made-up session', { sid: made, srm: made, scd: made }],
  ];
  if (needed === 'user')
    cases.push(['a visitor session', await world.visitor()], ['a pending registration', await world.pending()]);
  if (needed === 'pendingUser')
    cases.push(['a visitor session', await world.visitor()], ['a signed-in session', await world.admin()]);
  const failures: string[] = [];
  for (const [name, session] of cases) {
    const failure = answerFailure(name, await world.client.call(entry.call.path, payload, session), [Status.INVALID]);
    if (failure) failures.push(failure);
  }
  return { check: 'session', sent: cases.length, failures };
}

/** The domain of the employee's own calls: everyone but the linked employee is refused. */
const OWN_DOMAIN = 'myTimes';

export async function callerCheck(
  entry: SuiteEntry,
  payload: object,
  world: SuiteWorld,
  employee: () => Promise<RequestSession>,
): Promise<CheckResult> {
  if (!entry.call.statuses.includes(Status.APP_NOT_SELECTED))
    return { check: 'caller', sent: 0, failures: [], skipped: true };
  const own = entry.domain === OWN_DOMAIN;
  const [name, session] = own
    ? ['the demo admin, no employee', await world.admin()]
    : ['the Employee caller', await employee()];
  const failure = answerFailure(name, await world.client.call(entry.call.path, payload, session), [
    Status.INVALID_USER_RIGHTS,
  ]);
  return { check: 'caller', sent: 1, failures: failure ? [failure] : [] };
}

export async function goodInputCheck(
  entry: SuiteEntry,
  example: Example,
  payload: object,
  session: RequestSession,
  validate: ValidateFunction,
  world: SuiteWorld,
): Promise<CheckResult> {
  const reply = await world.client.call(entry.call.path, payload, session);
  const failure = answerFailure('the example', reply, [Status.OK]);
  if (failure) return { check: 'good input', sent: 1, failures: [`${failure} ${shown(reply.body)}`] };
  if (!validate(reply.body)) {
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    return {
      check: 'good input',
      sent: 1,
      failures: [`the OK answer is not the declared shape: ${errors.join('; ')}`],
    };
  }
  example.afterOk?.(reply.body, world);
  return { check: 'good input', sent: 1, failures: [] };
}

/** Bodies the envelope itself may refuse: not an object, an odd own key (a __proto__ anywhere, a key of Object.prototype at the top). */
const breaksEnvelope = (body: BadBody): boolean => /^(body |request_session )|__proto__|own key/.test(body.name);

export async function badInputCheck(
  entry: SuiteEntry,
  payload: object,
  session: RequestSession,
  world: SuiteWorld,
): Promise<CheckResult> {
  const wrap = (changed: object) => envelope(changed, session);
  const declared = entry.call.statuses;
  const errors = declared.filter((status) => status !== Status.OK);
  const fields = 'schema' in entry.call.request ? describedFields(schemaOf(entry.call)) : [];
  const cases: { body: BadBody; allowed: readonly string[] }[] = [
    ...fields
      .filter((field) => SCALAR_TYPES.has(field.type))
      .map((field) => ({
        body: {
          name: `${field.path.join('.')} = {"a":1}`,
          json: JSON.stringify(wrap(withValue(payload, field.path, { a: 1 }))),
        },
        allowed: errors,
      })),
    ...badBodies(
      payload,
      fields.map((field) => field.path),
      wrap,
    ).map((body) => ({ body, allowed: breaksEnvelope(body) ? [...declared, ...ENVELOPE_STATUSES] : declared })),
  ];
  const failures: string[] = [];
  for (let start = 0; start < cases.length; start += CONCURRENCY) {
    await Promise.all(
      cases.slice(start, start + CONCURRENCY).map(async ({ body, allowed }) => {
        const failure = answerFailure(body.name, await world.client.raw(entry.call.path, body.json), allowed);
        if (failure) failures.push(failure);
      }),
    );
  }
  return { check: 'bad input', sent: cases.length, failures };
}
