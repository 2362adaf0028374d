/**
 * What the suite's examples share in one run against one API: the HTTP client, a stamp that makes
 * this run's names unique (so reruns against the same server never clash), the demo admin signed
 * in with the demo app selected (the demo seed is assumed: README, "Demo accounts"), values made
 * once per run, and the work still under way (calculations) to wait for before the run ends.
 */
import type { RequestSession } from '../../contract';
import { Paths } from '../../contract';
import type { EnvelopeClient, Json } from '../envelopeClient';
import { demo, demoAppSelection } from '../harness';
import { registeredPerson } from './examples/authWorld';
import { expectOk } from './expectOk';

export interface SuiteWorld {
  client: EnvelopeClient;
  /** Lower-case letters unique to the run, e.g. 'qhzkxw'. */
  stamp: string;
  /**
   * The run's visitor session (one first visit per run: an address may open only so many a
   * minute, and a refused call leaves the session as it was).
   */
  visitor(): Promise<RequestSession>;
  /** A registration's pending session (its code never checked; registered once per run). */
  pending(): Promise<RequestSession>;
  /** The demo admin's session with the demo app Acme Times selected (signed in once per run). */
  admin(): Promise<RequestSession>;
  /** A call as the demo admin that must answer OK: the answer; throws with the path and the answer otherwise. */
  ok(path: string, payload: object): Promise<Json>;
  /** A value made once per run (the first caller makes it). */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Work the run waits for before it ends (e.g. a started calculation settling). */
  awaitLater(work: Promise<unknown>): void;
  /** Waits for every awaitLater work. */
  settle(): Promise<void>;
  /** The API's time, as the run's dates count from it (the suite's `now`, the machine's clock unless given). */
  now(): Date;
}

const letters = (count: number): string =>
  Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export function suiteWorld(client: EnvelopeClient, now: () => number = Date.now): SuiteWorld {
  const made = new Map<string, Promise<unknown>>();
  const later: Promise<unknown>[] = [];
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as Promise<T>;
  };
  const visitor = () =>
    once(
      'visitor',
      async (): Promise<RequestSession> =>
        expectOk(Paths.auth.firstVisitor, (await client.call(Paths.auth.firstVisitor)).body).session,
    );
  const admin = () =>
    once('admin', async () => {
      const login = { pass: demo.admin.password, isMobileOrEmail: 2, eml: '', mbl: demo.admin.mobile };
      const session: RequestSession = expectOk(
        Paths.auth.login,
        (await client.call(Paths.auth.login, login, await visitor())).body,
      ).session;
      expectOk(Paths.apps.selectApp, (await client.call(Paths.apps.selectApp, demoAppSelection, session)).body);
      return session;
    });
  const world: SuiteWorld = {
    client,
    stamp: letters(6),
    visitor,
    pending: async () => (await registeredPerson(world, 'p')).session,
    admin,
    ok: async (path, payload) => expectOk(path, (await client.call(path, payload, await admin())).body),
    once,
    awaitLater: (work) => {
      later.push(work);
    },
    settle: async () => {
      await Promise.allSettled(later);
    },
    now: () => new Date(now()),
  };
  return world;
}
