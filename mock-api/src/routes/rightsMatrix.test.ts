/**
 * The rights matrix: every write call of the Times app (testing/writeCalls) made by each kind of
 * caller (testing/writeCalls/actors.ts) with a valid payload for the demo data. The admin, a group
 * member holding the call's right and (on her site, where the call allows it) the operations
 * manager get OK and something is written; everyone else is refused and nothing is written. A
 * member of another app, with their own app selected, never touches the demo app: refused or not
 * found, or (an add naming nothing of the demo app) OK in their own app only.
 * One server for the whole table; the store is put back after every case.
 */
import type { SessionGrant } from '../contract';
import { abortRosterCalculation, runningCalculations, whenRosterSettled } from '../rosters/calculation';
import type { DbState } from '../store/types';
import { NO_SESSION, demoSessions, ownAppUser, startTestServer, storeSnapshot } from '../testing/harness';
import type { DemoUser, TestServer } from '../testing/harness';
import { WRITE_CALLS } from '../testing/writeCalls';
import type { WriteCall, WriteCallWorld } from '../testing/writeCalls';
import { ACTORS, expectedFor, setSupervisorsRight } from '../testing/writeCalls/actors';
import type { Actor } from '../testing/writeCalls/actors';
import { changedCollections } from '../testing/writeCalls/storeChanges';
import { apiRoutes } from '.';
import { linkedOnDemoSite } from './myTimes/selfServiceFixtures';

let server: TestServer;
let sessions: Record<DemoUser, SessionGrant>;
let otherApp: { session: SessionGrant; appId: string };
/** An employee of the demo app whose account is linked, on a shift of the demo site (the Employee caller). */
let employee: SessionGrant;
let restore: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  server = await startTestServer();
  sessions = await demoSessions(server);
  const session = await ownAppUser(server, '27835559001', 'matrix@times.test', 'Matrix Rota');
  const appId = server.readDb().sessions.find((candidate) => candidate.sid === session.sid)?.app_id;
  if (!appId) throw new Error('the member of another app has no app selected');
  otherApp = { session, appId };
  employee = await linkedOnDemoSite(server, sessions.admin);
  restore = await storeSnapshot(server);
});
afterEach(async () => {
  // A started calculation ends before the store is put back.
  const { store } = server.api;
  const running = [...runningCalculations(store).keys()];
  for (const rstd of running) abortRosterCalculation(store, rstd);
  await Promise.all(running.map((rstd) => whenRosterSettled(store, rstd)));
  await restore();
});
afterAll(() => server.close());

const world = (): WriteCallWorld => ({
  server,
  admin: async (path, payload) => (await server.call(path, payload, sessions.admin)).body,
  employee: async (path, payload) => (await server.call(path, payload, employee)).body,
});

/** The caller's session, after giving the supervisors' group the call's right or taking it away. */
async function sessionOf(call: WriteCall, actor: Actor): Promise<SessionGrant | typeof NO_SESSION> {
  switch (actor) {
    case 'admin':
      return sessions.admin;
    case 'group member with the right':
    case 'group member without it':
      await setSupervisorsRight(server, call.right, actor === 'group member with the right');
      return sessions.group;
    case 'operations manager':
      return sessions.ops;
    case 'employee':
      return employee;
    case 'member of another app':
      return otherApp.session;
    case 'no session':
      return NO_SESSION;
  }
}

const snapshot = (): Promise<DbState> => server.wholeState();

it('has a route for every write call of the table, and one entry per call', () => {
  const registered = new Set(apiRoutes.map((route) => route.path));
  expect(WRITE_CALLS.filter((call) => !registered.has(call.path)).map((call) => call.name)).toEqual([]);
  expect(new Set(WRITE_CALLS.map((call) => call.path)).size).toBe(WRITE_CALLS.length);
});

describe.each(WRITE_CALLS.map((call) => [call.name, call] as const))('%s', (_name, call) => {
  it.each(ACTORS)('%s', async (actor) => {
    const payload = await call.payload(world());
    const session = await sessionOf(call, actor);
    const before = await snapshot();
    const reply = await server.call(call.path, payload, session);
    const status: string = reply.body?.status;
    const expected = expectedFor(call, actor);
    const ownAppAdd = actor === 'member of another app' && call.ownAppAdd === true && status === 'OK';

    if (expected.allowed) {
      expect(reply.body).toMatchObject({ status: 'OK' });
      expect(changedCollections(before, await snapshot()).length).toBeGreaterThan(0);
    } else if (ownAppAdd) {
      // Added to their own app: the demo app's data (everything but their app's records) is untouched.
      expect(changedCollections(before, await snapshot(), otherApp.appId)).toEqual([]);
      expect(changedCollections(before, await snapshot()).length).toBeGreaterThan(0);
    } else {
      expect(expected.statuses).toContain(status);
      expect(changedCollections(before, await snapshot())).toEqual([]);
    }
  });
});
