/**
 * What the backend bench measures on a running API (one or several processes on the same data):
 * write latency (leave days added one after the other), the employee list read right after a
 * write, and the employee list read by many connections at once, spread over the processes.
 */
import { Paths } from '../../mock-api/src/contract';
import type { RequestSession } from '../../mock-api/src/contract';
import autocannon from 'autocannon';
import { envelope, envelopeClient } from '../../mock-api/src/testing/envelopeClient';
import type { Reply } from '../../mock-api/src/testing/envelopeClient';
import { demo, demoAppSelection } from '../../mock-api/src/testing/harness';

export interface Latencies {
  /** Milliseconds, one per call. */
  times: number[];
  errors: number;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const answered = (reply: Reply) => reply.body as { status?: string; session?: RequestSession } | undefined;

const sessionOf = (reply: Reply): RequestSession => {
  const session = answered(reply)?.session;
  if (!session) throw new Error(`no session: ${JSON.stringify(reply.body)}`);
  return session;
};

/** The demo admin signed in with the demo app selected (a session any process of the same data honours). */
export async function signInAdmin(
  url: string,
  { mobile = demo.admin.mobile, app = demoAppSelection }: { mobile?: string; app?: object } = {},
): Promise<RequestSession> {
  const client = envelopeClient(url);
  const visitor = sessionOf(await client.call(Paths.auth.firstVisitor));
  const login = { pass: demo.admin.password, isMobileOrEmail: 2, eml: '', mbl: mobile };
  const admin = sessionOf(await client.call(Paths.auth.login, login, visitor));
  const selected = await client.call(Paths.apps.selectApp, app, admin);
  if ((selected.body as { status?: string } | undefined)?.status !== 'OK')
    throw new Error(`selecting the app failed: ${JSON.stringify(selected.body)}`);
  return admin;
}

/** The i-th leave day a run writes in `year` (January, 28 days round): a run per year never repeats one. */
const leaveDayOf = (year: number, i: number): string =>
  new Date(Date.UTC(year, 0, 1 + (i % 28))).toISOString().slice(0, 10);

/** `count` leave days, one after the other, on the bench's employees (`firstDay` apart per run). */
export async function measureWrites(
  url: string,
  admin: RequestSession,
  employees: readonly string[],
  count: number,
  year: number,
): Promise<Latencies> {
  const client = envelopeClient(url);
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < count; i += 1) {
    const day = leaveDayOf(year, i);
    const started = performance.now();
    const reply = await client.call(Paths.employees.leaveAdd, { empd: employees[i]!, leave_day: day }, admin);
    times.push(performance.now() - started);
    if (answered(reply)?.status !== 'OK') errors += 1;
  }
  return { times, errors };
}

/**
 * The employee list's first page (Present) right after a leave day is added, `count` times one
 * after the other: each read finds nothing kept from before the write (what a page costs the
 * first time it is read). Only the reads are timed.
 */
export async function measureListAfterWrites(
  url: string,
  admin: RequestSession,
  employees: readonly string[],
  count: number,
  year: number,
): Promise<Latencies> {
  const client = envelopeClient(url);
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < count; i += 1) {
    const day = leaveDayOf(year, i);
    const empd = employees[employees.length - 1 - i]!;
    if (answered(await client.call(Paths.employees.leaveAdd, { empd, leave_day: day }, admin))?.status !== 'OK')
      errors += 1;
    const started = performance.now();
    const reply = await client.call(Paths.employees.list, { flt: 1, pg: 1, srch_word: '' }, admin);
    times.push(performance.now() - started);
    if (answered(reply)?.status !== 'OK') errors += 1;
  }
  return { times, errors };
}

export interface LoadFigures {
  requests: number;
  p50: number;
  /** autocannon reports 97.5 (not 95): the stricter figure is compared with the p95 target. */
  p97_5: number;
  /** Answers that were not HTTP 200 with status OK, and requests that failed. */
  errors: number;
}

/** An answer whose status is OK (the API pretty-prints its JSON). */
const ANSWERED_OK = /^\{\s*"status":\s*"OK"/;

/**
 * The employee list's first page, read by `connections` callers at once for `seconds`, spread
 * over `urls`: autocannon drives the load, so the figures are the API's, not a slow client's
 * (global fetch in this process took most of a core of the two at 50 connections).
 */
export async function measureListLoad(
  urls: readonly string[],
  admin: RequestSession,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  let notOk = 0;
  const result = await autocannon({
    // autocannon 9 takes several URLs and spreads the connections over them (its README); the
    // types (@types/autocannon 7) still say one.
    url: urls.map((url) => url + Paths.employees.list) as unknown as string,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(envelope({ flt: 1, pg: 1, srch_word: '' }, admin)),
    requests: [
      {
        onResponse: (status, body) => {
          if (status !== 200 || !ANSWERED_OK.test(body)) notOk += 1;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: notOk + result.errors + result.timeouts,
  };
}
