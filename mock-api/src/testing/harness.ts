/**
 * Test harness: a mock API on port 0 over a temp store, a movable clock, a captured log and
 * helpers that speak the envelope over real HTTP (global fetch). Dev routes are on (the outbox).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiConfig, Logger } from '../config';
import type { CallAnswer, CallContract, CallRequest, RequestSession, SessionGrant } from '../contract';
import { Paths } from '../contract';
import { envelopeClient } from './envelopeClient';
import type { Reply } from './envelopeClient';
import { createServer } from '../server';
import type { MockApi, ServerOptions } from '../server';
import { createTestDatabase, onPostgres, readDatabase } from './testDatabase';
import pg from 'pg';
import { readTypedRecords } from '../store/postgres/typedTables';
import { snapshotTypedTables } from './typedTablesSnapshot';
import type { CollectionName, DbState, OutboxMessage } from '../store/types';
import { readingWhole } from './readingWhole';

export const seedDir = path.resolve(__dirname, '../../seed');

export { NO_SESSION, netInfo, toRequest } from './envelopeClient';
export type { Json, Reply } from './envelopeClient';

export interface TestServer {
  url: string;
  api: MockApi;
  dir: string;
  dbFile: string;
  logs: string[];
  clock: { ms: number; advance(seconds: number): void };
  /** POST a payload with the envelope around it. */
  call(path: string, payload?: object, session?: RequestSession): Promise<Reply>;
  /** POST a contract call: the payload and the answer typed by its entry (status narrows the fields). */
  callTyped<C extends CallContract>(
    contract: C,
    payload: CallRequest<C>,
    session?: RequestSession,
  ): Promise<{ http: number; body: CallAnswer<C> }>;
  /** POST a raw body. */
  raw(path: string, body: string, init?: RequestInit): Promise<Reply>;
  visitor(): Promise<SessionGrant>;
  /** The messages sent (GET /dev/outbox), newest first: those to `to`, or every one. */
  outbox(to?: string): Promise<OutboxMessage[]>;
  /** What the store holds (the file, or the database: never the server's memory). */
  readDb(): DbState;
  /**
   * What the server's store holds now, the typed tables' rows too (on PostgreSQL they are not in
   * its state: read with SQL), as a copy: for a test that compares before and after a call.
   */
  wholeState(): Promise<DbState>;
  /** A pool on the server's database (one connection, closed with the server); null on the file store. */
  sqlPool(): pg.Pool | null;
  /** The options of another server on the same store (a restart). */
  sameStore(): ServerOptions;
  close(): Promise<void>;
}

/**
 * The roster search's move budget in tests: enough to keep every hard rule on the demo's shifts, whatever seed
 * their random ids give (at 5,000 one demo build in about forty left a run of six days), and still quick.
 */
export const TEST_SEARCH_ITERATIONS = 20_000;
/** The search's time cap in tests: a safety net only, far beyond what the budget takes on a loaded machine. */
export const TEST_SEARCH_TIME_CAP_MS = 120_000;

/** Where the test clock stands unless a test says otherwise: tests are written against this day. */
export const TEST_CLOCK_START = '2026-03-01T08:00:00.000Z';

export interface TestServerOptions {
  /** The instant the server's clock starts at (default TEST_CLOCK_START); it moves only by clock.advance. */
  at?: string;
}

export async function startTestServer(
  config: Partial<ApiConfig> = {},
  { at = TEST_CLOCK_START }: TestServerOptions = {},
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-test-'));
  const dbFile = path.join(dir, 'db.json');
  const logs: string[] = [];
  const logger: Logger = {
    info: (message) => logs.push(message),
    error: (message, error) => logs.push(`${message} ${error instanceof Error ? error.stack : String(error)}`),
  };
  const clock = {
    ms: Date.parse(at),
    advance(seconds: number) {
      clock.ms += seconds * 1000;
    },
  };
  // The mock-api-postgres project: a database of its own, unless the test brings one.
  const database = onPostgres() && !config.databaseUrl ? await createTestDatabase() : undefined;
  const options: ServerOptions = {
    dbFile,
    seedDir,
    now: () => clock.ms,
    // Every test client shares 127.0.0.1: the per-address visitor limit is lifted unless a test sets it.
    config: {
      scryptCost: 16,
      // Searches end on a move budget, never on the time (a cap far out of reach): the same rosters on any machine.
      rosterIterations: TEST_SEARCH_ITERATIONS,
      rosterTimeLimitMs: TEST_SEARCH_TIME_CAP_MS,
      logger,
      devRoutes: true,
      visitorSessionsPerMinute: 1_000_000,
      ...(database ? { databaseUrl: database.url } : {}),
      ...config,
    },
  };
  const api = createServer(options);
  const url = await api.listen(0).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });

  const { call, raw } = envelopeClient(url);
  let readPool: pg.Pool | undefined;
  const openReadPool = (url: string): pg.Pool => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    // An idle connection ended by the database's drop at the test's end is no failure of the test.
    pool.on('error', () => {});
    return pool;
  };
  const sqlPool = (): pg.Pool | null => (database ? (readPool ??= openReadPool(database.url)) : null);

  return {
    url,
    api,
    dir,
    dbFile,
    logs,
    clock,
    call,
    raw,
    callTyped: (contract, payload, session) => call(contract.path, payload as object, session),
    visitor: async () => {
      const reply = await call(Paths.auth.firstVisitor);
      if (reply.body?.status !== 'OK') throw new Error(`first visitor failed: ${JSON.stringify(reply.body)}`);
      return reply.body.session as SessionGrant;
    },
    outbox: async (to) => {
      const response = await fetch(`${url}/dev/outbox${to === undefined ? '' : `?to=${encodeURIComponent(to)}`}`);
      return ((await response.json()) as { messages: OutboxMessage[] }).messages;
    },
    readDb: () => (database ? readDatabase(database.url) : (JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState)),
    wholeState: async () => {
      const state = structuredClone(api.store.data);
      const pool = sqlPool();
      return pool ? { ...state, ...(await readTypedRecords(pool)) } : state;
    },
    sqlPool,
    sameStore: () => options,
    close: async () => {
      await readPool?.end();
      await api.close();
      await database?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A valid registration payload; `mobile` and `email` make it unique per test. */
export const registration = (mobile: string, email: string, password = 'Secret#123') => ({
  customer_reg: { eml: email, u_nm: 'Lerato', u_srm: 'Mokoena', u_pss: password, u_mbl: mobile, dob: '1990-05-17' },
  gender: 2,
  location_tp: 3,
  lat: -25.7479,
  lng: 28.2293,
});

/** Register, read the OTP from the outbox and verify it: the full user session. */
export async function signUp(
  server: TestServer,
  mobile: string,
  email: string,
  password = 'Secret#123',
): Promise<SessionGrant> {
  const visitor = await server.visitor();
  const reg = await server.call(Paths.auth.register, registration(mobile, email, password), visitor);
  if (reg.body?.status !== 'OK') throw new Error(`registration failed: ${JSON.stringify(reg.body)}`);
  const [message] = await server.outbox(mobile);
  const verify = await server.call(Paths.auth.verifyOtp, { otp: message?.code, otp_tp: 1 }, reg.body.session);
  if (verify.body?.status !== 'OK') throw new Error(`verification failed: ${JSON.stringify(verify.body)}`);
  return reg.body.session as SessionGrant;
}

/** The seeded demo accounts (seed/users.json) and the demo world around them (seed/apps.json, seed/times-setup.json). */
export const demo = {
  admin: { id: 1, mobile: '27821234567', password: 'Admin#2026', name: 'Thandi Admin' },
  group: { id: 2, mobile: '27821234568', password: 'Group#2026', name: 'Sipho Group' },
  ops: { id: 3, mobile: '27821234569', password: 'Ops#2026', name: 'Naledi Ops' },
  organization: { cmpd: 'hzLRug_vzP7jgJY5', name: 'Acme Security Services', vatNo: '4123456789' },
  app: { id: 1, appId: 'iEGmqWTdonTGigim', name: 'Acme Times', handle: 'acme-times' },
  site: { sd: 'OGceToRPas8_5nFx', name: 'Pretoria Central' },
  /** Naledi's public code: the opsd of the operations-manager lookup. */
  opsd: '50507572754581',
  clientTypes: {
    retail: { tpd: 'aAHoM6U3y0xXAMro', name: 'Retail' },
    industrial: { tpd: 'Xq3vT9mKp2LbW7sN', name: 'Industrial' },
  },
  /** Acme Retail is active and has the site; Highveld Logistics is deactivated. */
  clients: {
    acmeRetail: { cntd: 'Me-6ljJ1Gd4bmd_5', name: 'Acme Retail' },
    highveld: { cntd: 'Hv8RkzQ1mN4pTa6J', name: 'Highveld Logistics' },
  },
  siteGroups: {
    gauteng: { gd: 'IQKMNWcyhYNzAooU', name: 'Gauteng' },
    westernCape: { gd: 'Wc5eLp0YsDj2Ku9R', name: 'Western Cape' },
  },
} as const;

export type DemoUser = 'admin' | 'group' | 'ops';

/** The three demo accounts signed in, each with the demo app selected. */
export async function demoSessions(server: TestServer): Promise<Record<DemoUser, SessionGrant>> {
  const sessions = {} as Record<DemoUser, SessionGrant>;
  for (const who of ['admin', 'group', 'ops'] as const) {
    sessions[who] = await login(server, demo[who].mobile, demo[who].password);
    const selected = await server.call(Paths.apps.selectApp, demoAppSelection, sessions[who]);
    if (selected.body?.status !== 'OK')
      throw new Error(`select app failed for ${who}: ${JSON.stringify(selected.body)}`);
  }
  return sessions;
}

/** Sign in by mobile: the full user session. */
export async function login(server: TestServer, mobile: string, password: string): Promise<SessionGrant> {
  const reply = await server.call(
    Paths.auth.login,
    { pass: password, isMobileOrEmail: 2, eml: '', mbl: mobile },
    await server.visitor(),
  );
  if (reply.body?.status !== 'OK') throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.session as SessionGrant;
}

/** The select-app payload for an app as the app lists show it. */
export const selection = (app: { app_id: string; isOwn: number; cmpd: string }) => ({
  prd: 1,
  sprd: 29,
  ap_id: app.app_id,
  isOwn: app.isOwn,
  cmpd: app.cmpd,
});

export const demoAppSelection = selection({ app_id: demo.app.appId, isOwn: 0, cmpd: demo.organization.cmpd });

/**
 * Change the store directly (what only data can reach); collections later issues add may be written too. `reading`:
 * typed tables (issue 33) whose records the edit changes, read whole into its draft on PostgreSQL, where the state
 * holds none of them (their changes go to their tables).
 */
export const editStore = (
  server: TestServer,
  edit: (draft: DbState & Record<string, unknown>) => void,
  { reading = [] }: { reading?: readonly CollectionName[] } = {},
): Promise<void> =>
  server.api.store.update(
    (draft) => edit(draft as DbState & Record<string, unknown>),
    reading.length > 0 ? readingWhole(reading) : undefined,
  );

/**
 * Remember the store (and the clock) as they are now; the returned function puts them back,
 * dropping collections added since. Lets a test file sign in once and start each test afresh.
 * A state is never changed in place (every write makes a new one, store/mutation.ts), so the
 * state itself is the snapshot, and putting back the collections that changed keeps the identity
 * of every record the test left alone: the write stores only what the test changed (on
 * PostgreSQL the rows, not the whole store), and nothing at all after a test that wrote nothing.
 */
export async function storeSnapshot(server: TestServer): Promise<() => Promise<void>> {
  const saved = server.api.store.data as DbState & Record<string, unknown>;
  const clockMs = server.clock.ms;
  const pool = server.sqlPool();
  const restoreTypedTables = pool ? await snapshotTypedTables(pool) : () => Promise.resolve();
  return async () => {
    server.clock.ms = clockMs;
    await restoreTypedTables();
    const now = server.api.store.data as DbState & Record<string, unknown>;
    const changed = [...new Set([...Object.keys(now), ...Object.keys(saved)])].filter((key) => now[key] !== saved[key]);
    if (changed.length === 0) return;
    await editStore(server, (draft) => {
      for (const key of changed) {
        if (key in saved) draft[key] = saved[key];
        else delete draft[key];
      }
    });
  };
}

/** Append a record to a collection, creating the collection when it does not exist yet. */
export const addRecord = async (
  server: TestServer,
  collection: string,
  record: Record<string, unknown>,
): Promise<void> =>
  await editStore(server, (draft) => {
    const records = draft[collection];
    draft[collection] = [...(Array.isArray(records) ? records : []), record];
  });

/** An add-organization payload (no logo, a place in Pretoria). */
export const organization = (cnm: string, vat_no = '', reg_no = '') => ({
  cnm,
  reg_no,
  vat_no,
  hasImg: 0,
  picd: '',
  picdd: '',
  location_tp: 3,
  lat: -25.7479,
  lng: 28.2293,
});

/** An add-app payload: an own app unless `cmpd` names an organization. */
export const newApp = (name: string, { cmpd = '', handle = '', description = 'An app for the tests' } = {}) => ({
  app_nm: name,
  app_description: description,
  app_handle: handle,
  tags: [{ t_nm: 'test' }],
  app_acc_tp: 1,
  is_own_app: cmpd ? 0 : 1,
  cmpd,
  sub_prdct: 29,
});

/** Add and confirm an app over HTTP; the app as the app lists show it (for selection()). */
export async function createApp(
  server: TestServer,
  session: RequestSession,
  name: string,
  options: { cmpd?: string; handle?: string } = {},
): Promise<{ app_id: string; isOwn: number; cmpd: string }> {
  const added = await server.call(Paths.timesApp.addApp, newApp(name, options), session);
  if (added.body?.status !== 'OK') throw new Error(`add app failed: ${JSON.stringify(added.body)}`);
  const confirmed = await server.call(Paths.timesApp.confirmApp, { ad: added.body.apd, add: added.body.apdd }, session);
  if (confirmed.body?.status !== 'OK') throw new Error(`confirm app failed: ${JSON.stringify(confirmed.body)}`);
  const app = server.readDb().apps.find((candidate) => candidate.apd === added.body.apd);
  if (!app) throw new Error('the confirmed app is not in the store');
  return { app_id: app.app_id, isOwn: app.is_own, cmpd: app.cmpd };
}

/** A new user with an own app of theirs created and selected: a member of another app than the demo app. */
export async function ownAppUser(
  server: TestServer,
  mobile: string,
  email: string,
  appName: string,
): Promise<SessionGrant> {
  const session = await signUp(server, mobile, email);
  const app = await createApp(server, session, appName);
  const selected = await server.call(Paths.apps.selectApp, selection(app), session);
  if (selected.body?.status !== 'OK') throw new Error(`select app failed: ${JSON.stringify(selected.body)}`);
  return session;
}

/** A place as the map's autocomplete hands it over (loc_autocomplete). */
export const placeJson = (name: string, lat: number, lng: number, description = 'Gauteng, South Africa'): string =>
  JSON.stringify({ name, description, lat, lng });

/** A site add payload of the demo app (client Acme Retail, group Gauteng, no operations manager, in Pretoria). */
export const sitePayload = (nm: string, fields: Record<string, unknown> = {}) => ({
  nm,
  clnt: demo.clients.acmeRetail.cntd,
  sgd: demo.siteGroups.gauteng.gd,
  ops: '',
  gen_emply: 1,
  usr_emply: 0,
  location_tp: 1,
  loc_autocomplete: placeJson('Pretoria', -25.7479, 28.2293),
  location_changed: 1,
  ...fields,
});

/** A shift add payload. */
export const shiftPayload = (nm: string, std: string = demo.site.sd, start_time = '06:00', end_time = '12:00') => ({
  site_shift: { nm, std, start_time, end_time },
});

/**
 * A test file's server with the demo users signed in to the demo app once, and the store put
 * back after every test. `call` answers the body, as `defaultUser` unless a session is given.
 */
export function useDemoServer(defaultUser: DemoUser = 'admin', config: Partial<ApiConfig> = {}) {
  const ctx = {} as {
    server: TestServer;
    sessions: Record<DemoUser, SessionGrant>;
    call: (path: string, payload: object, session?: SessionGrant) => Promise<Reply['body']>;
    /** The answer of a contract call, typed by its entry. */
    callTyped: <C extends CallContract>(
      contract: C,
      payload: CallRequest<C>,
      session?: SessionGrant,
    ) => Promise<CallAnswer<C>>;
  };
  let restore: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    ctx.server = await startTestServer(config);
    ctx.sessions = await demoSessions(ctx.server);
    restore = await storeSnapshot(ctx.server);
  });
  afterEach(() => restore());
  afterAll(() => ctx.server.close());
  ctx.call = async (path, payload, session) =>
    (await ctx.server.call(path, payload, session ?? ctx.sessions[defaultUser])).body;
  ctx.callTyped = async (contract, payload, session) =>
    (await ctx.server.callTyped(contract, payload, session ?? ctx.sessions[defaultUser])).body;
  return ctx;
}
