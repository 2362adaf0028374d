/**
 * Bad input on every POST path of the server (apiRoutes, so a new path is covered by itself): each
 * field of a known-good payload (the write-call table's, else an empty one) replaced by a wrong
 * type or an odd value, odd own keys (__proto__, constructor, …) at the top and inside fields, and
 * bodies that are not an object. Every answer must be HTTP 200 with a status the route's contract
 * entry declares (or the envelope's INVALID_REQUEST and INVALID), and nothing may be logged as a
 * failure. The admin of the demo app calls, so
 * the routes get past their session checks to the validation and the lookups behind it.
 */
import type { SessionGrant } from '../contract';
import { Status } from '../contract';
import { abortRosterCalculation, runningCalculations, whenRosterSettled } from '../rosters/calculation';
import { demoSessions, netInfo, startTestServer, storeSnapshot, toRequest } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { badBodies } from '../testing/fuzz/badPayloads';
import { schemaFields } from '../testing/fuzz/schemaFields';
import { WRITE_CALLS } from '../testing/writeCalls';
import type { ApiRoute } from './context';
import { apiRoutes } from '.';
import { linkedOnDemoSite } from './myTimes/selfServiceFixtures';

/** What the envelope itself answers a body it cannot read, on every path. */
const ENVELOPE_STATUSES: readonly string[] = [Status.INVALID_REQUEST, Status.INVALID];

/** A status the route may answer: one its contract entry declares, or the envelope's. */
const declaredBy = (route: ApiRoute, status: unknown): boolean =>
  typeof status === 'string' && [...route.contract.statuses, ...ENVELOPE_STATUSES].includes(status);
const CONCURRENCY = 16;

let server: TestServer;
let admin: SessionGrant;
let employee: SessionGrant;
let restore: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  server = await startTestServer();
  admin = (await demoSessions(server)).admin;
  employee = await linkedOnDemoSite(server, admin);
  restore = await storeSnapshot(server);
});
afterAll(() => server.close());

/** Ends any roster calculation a case started, then puts the store back. */
async function settle(): Promise<void> {
  const { store } = server.api;
  const running = [...runningCalculations(store).keys()];
  for (const rstd of running) abortRosterCalculation(store, rstd);
  await Promise.all(running.map((rstd) => whenRosterSettled(store, rstd)));
  await restore();
}

const wrap = (payload: object): object => ({
  ...payload,
  app_tp: 1,
  net_info: netInfo,
  request_session: toRequest(admin),
});

/** A valid payload for the path (setting up what it names), or {} when the table has none. */
async function goodPayload(path: string): Promise<object> {
  const call = WRITE_CALLS.find((candidate) => candidate.path === path);
  if (!call) return {};
  return call.payload({
    server,
    admin: async (target, payload) => (await server.call(target, payload, admin)).body,
    employee: async (target, payload) => (await server.call(target, payload, employee)).body,
  });
}

/** Every secret digest the store holds now: password hashes, session, OTP and upload-token digests. */
async function storedSecrets(): Promise<string[]> {
  // The typed tables' too (sessions, uploads: on PostgreSQL the state holds neither).
  const state = await server.wholeState();
  return [
    ...state.users.map((user) => user.pass_hash),
    ...state.sessions.map((session) => session.secret_hash),
    ...state.otps.map((otp) => otp.code_hash),
    ...state.photo_uploads.map((upload) => upload.token),
  ].filter(Boolean);
}

/** POST every body; the failures, and the answers' texts (for the secrets check). */
async function postAll(
  route: ApiRoute,
  bodies: readonly { name: string; json: string }[],
): Promise<{ failures: string[]; answers: string[] }> {
  const failures: string[] = [];
  const answers: string[] = [];
  for (let start = 0; start < bodies.length; start += CONCURRENCY) {
    await Promise.all(
      bodies.slice(start, start + CONCURRENCY).map(async ({ name, json }) => {
        const response = await fetch(server.url + route.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json,
        });
        const text = await response.text();
        answers.push(text);
        let status: unknown;
        try {
          status = (JSON.parse(text) as { status?: unknown }).status;
        } catch {
          status = undefined;
        }
        if (response.status !== 200 || !declaredBy(route, status)) {
          failures.push(`${route.path} ${name}: HTTP ${response.status} ${text.slice(0, 120)}`);
        }
      }),
    );
  }
  return { failures, answers };
}

describe('bad input on every path', () => {
  it('covers the whole route table', () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
  });

  it.each(apiRoutes.map((route) => [route.path, route] as const))(
    '%s never fails with a server error nor answers a secret',
    async (path, route) => {
      try {
        const payload = await goodPayload(path);
        const logged = server.logs.length;
        const good = { name: 'the good payload', json: JSON.stringify(wrap(payload)) };
        const { failures, answers } = await postAll(route, [
          good,
          ...badBodies(payload, schemaFields(route.schema), wrap),
        ]);
        expect(failures).toEqual([]);
        expect(server.logs.slice(logged).filter((line) => /failed|Error|\n\s+at /.test(line))).toEqual([]);
        const secrets = await storedSecrets();
        expect(secrets.length).toBeGreaterThan(0);
        expect(
          answers.filter((answer) => answer.includes('scrypt$') || secrets.some((secret) => answer.includes(secret))),
        ).toEqual([]);
      } finally {
        await settle();
      }
    },
  );
});
