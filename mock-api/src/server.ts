/**
 * The mock API: json-server's express app with the /api calls of the spec, CORS, the photo
 * storage (/storage), the dev routes and the lowdb store. createServer() builds it; listen()
 * starts it (port 0 for tests).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import jsonServer from 'json-server';
import type { Application, Request, RequestHandler } from 'json-server';
import { mountCalendarFeed } from './calendar/feedRoute';
import { openDatabase } from './database/database';
import type { Database } from './database/database';
import { requireMigrated } from './database/migrations';
import { localEngine } from './engine/localEngine';
import { queueTimings } from './engine/queue/calculationQueue';
import { createQueueEngine } from './engine/queue/queueEngine';
import { defaultConfig, storageDirOf } from './config';
import type { ApiConfig } from './config';
import { startDemoBuild } from './demo/buildDemo';
import type { DemoBuild } from './demo/buildDemo';
import { mountDevRoutes } from './dev/devRoutes';
import { envelope, envelopeOf, jsonBody, knownApiCalls } from './envelope/middleware';
import { photoStorageFor } from './face/storage/photoStorageFor';
import { sweepUploads } from './face/uploads';
import { singleInstance } from './instances/apiInstances';
import { heartbeatOf, postgresInstances } from './instances/postgresInstances';
import { accessLog } from './http/accessLog';
import { clientAddress } from './http/clientAddress';
import { cors } from './http/cors';
import { notFound, serverError } from './http/errors';
import { sendJson } from './http/respond';
import type { ApiRoute, RouteContext } from './routes/context';
import { apiRoutes } from './routes';
import { failInterruptedRosters, watchInterruptedRosters } from './rosters/calculation/interrupted';
import type { InterruptWatch } from './rosters/calculation/interrupted';
import { createThrottles } from './security/throttle';
import { STORAGE_MOUNT } from './storage/links';
import { publicBase, webBase } from './storage/publicUrl';
import { storageCors } from './storage/storageCors';
import { storageRoutes } from './storage/storageRoutes';
import { openRepositories } from './repositories/repositories';
import { openStore } from './store/openStore';
import type { DataStore } from './store/dataStore';

export interface ServerOptions {
  dbFile: string;
  seedDir: string;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
  config?: Partial<ApiConfig>;
}

export interface MockApi {
  app: Application;
  store: DataStore;
  config: ApiConfig;
  /** This process's id, which the rosters it calculates record (RosterRecord.calc_owner). */
  instanceId: string;
  /** The living demo's build (config.demo), or null; POST /dev/reset starts a new one. */
  demo(): DemoBuild | null;
  /** Decides now the days clocking has settled (the API does it every attendanceSettleMs): the days written. */
  settleAttendance(): Promise<number>;
  /**
   * Open the store and do what a start does (interrupted rosters fail, orphan photos go, the demo
   * starts); listen() does it first. Once per server; for tests that read a restarted store.
   */
  start(): Promise<void>;
  /** Start listening; resolves with the base URL (http://127.0.0.1:<port>). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The context of one call: the public URL resolved to the request's origin, and the web app's URL
 * to the page's origin, when none is configured.
 */
const callContext = (ctx: RouteContext, req: Request): RouteContext =>
  ctx.config.publicUrl && ctx.config.webUrl
    ? ctx
    : {
        ...ctx,
        config: { ...ctx.config, publicUrl: publicBase(ctx.config, req), webUrl: webBase(ctx.config, req) },
      };

const runRoute =
  (route: ApiRoute, ctx: RouteContext): RequestHandler =>
  (req, res, next) => {
    Promise.resolve()
      .then(() => route.handle({ ...envelopeOf(res), address: clientAddress(req) }, callContext(ctx, req)))
      .then((result) => sendJson(res, 200, result))
      .catch(next);
  };

export function createServer(options: ServerOptions): MockApi {
  const settings: ApiConfig = { ...defaultConfig, ...options.config };
  const config: ApiConfig = { ...settings, storageDir: storageDirOf(options.dbFile, settings.storageDir) };
  const database: Database | null = config.databaseUrl ? openDatabase(config.databaseUrl) : null;
  const store = openStore({ ...options, database, databaseUrl: config.databaseUrl });
  const ctx: RouteContext = {
    store,
    repos: openRepositories(store, database?.pool ?? null),
    config,
    now: options.now ?? Date.now,
    throttles: createThrottles(config.throttle, config.visitorSessionsPerMinute, database?.pool ?? null),
    engine: config.redisUrl ? createQueueEngine(config.redisUrl, { timings: queueTimings(config) }) : localEngine,
    photos: photoStorageFor(config),
    instances: database
      ? postgresInstances(database.pool, randomUUID(), config.instanceLeaseMs)
      : singleInstance(randomUUID()),
  };
  let watch: InterruptWatch | undefined;
  let settling: NodeJS.Timeout | undefined;
  /** The settling round under way, if any: a close waits for it (on PostgreSQL it runs outside the store's queue). */
  let settlingNow: Promise<number> | undefined;
  /** Decides the days clocking has settled; a failure is logged and tried again on the next round. */
  const settle = (): Promise<number> => {
    const round = ctx.repos.attendance.settle(ctx.now()).catch((error: unknown) => {
      config.logger.error('Deciding attendance failed (tried again shortly)', error);
      return 0;
    });
    settlingNow = round;
    return round;
  };
  let demo: DemoBuild | null = null;
  let started: Promise<void> | undefined;
  const start = (): Promise<void> =>
    (started ??= (async () => {
      await store.open();
      await ctx.instances.start();
      // A roster still Processing for a process that is not alive (this one's last life included) was interrupted.
      await failInterruptedRosters(store, ctx.repos.rosters, ctx.now(), await ctx.instances.live());
      // Other processes on the same database: watch for the rosters of those that die while this one runs.
      if (database)
        watch = watchInterruptedRosters(
          store,
          ctx.repos.rosters,
          ctx.instances,
          () => ctx.now(),
          heartbeatOf(config.instanceLeaseMs),
          (error) => config.logger.error('Looking for interrupted rosters failed (tried again shortly)', error),
        );
      // Blobs a crash or a restored store left without a record go at start-up.
      await sweepUploads(ctx);
      await settle();
      settling = setInterval(() => void settle(), config.attendanceSettleMs);
      settling.unref();
      if (config.demo) demo = startDemoBuild(ctx);
    })());
  const syncStore: RequestHandler = (_req, _res, next) => {
    store
      .refresh()
      .then(() => {
        // `npm run reset-db` while the API runs: the seed it wrote has no demo record, so the demo is built again.
        if (config.demo && store.data.demo.length === 0 && !demo?.running()) demo = startDemoBuild(ctx);
        next();
      })
      .catch(next);
  };

  const app = jsonServer.create();
  app.set('x-powered-by', false);
  // Compact answers (json-server pretty-prints): fewer bytes to send and less time to write them.
  app.set('json spaces', 0);
  app.set('trust proxy', config.trustProxy);
  if (config.accessLog) app.use(accessLog(config.logger));
  // Before the API's CORS, whose preflight does not allow the block PUTs.
  app.use(STORAGE_MOUNT, storageCors(config.allowedOrigins));
  app.use(cors(config.allowedOrigins));
  app.get('/health', (_req, res) => sendJson(res, 200, { status: 'OK' }));
  app.use('/api', knownApiCalls(apiRoutes.map((route) => route.path)), jsonBody, envelope, syncStore);
  for (const route of apiRoutes) app.post(route.path, runRoute(route, ctx));
  mountCalendarFeed(app, ctx);
  // Raw block bodies: no body parser runs here.
  app.use(STORAGE_MOUNT, syncStore, storageRoutes(ctx));
  if (config.devRoutes) {
    app.use('/dev', syncStore);
    // The seed has no photos: its reset empties the storage too.
    app.post('/dev/reset', (_req, _res, next) => {
      ctx.photos.clear().then(() => next(), next);
    });
    mountDevRoutes(app, { store, outbox: ctx.repos.outbox }, () => {
      demo?.stop();
      if (config.demo) demo = startDemoBuild(ctx);
    });
  }
  app.use(notFound);
  app.use(serverError(config.logger));

  const closeServices = async () => {
    await watch?.stop();
    clearInterval(settling);
    await settlingNow;
    // A clean stop: this process's rosters are interrupted for the others at once, not after its lease.
    if (started) await ctx.instances.stop().catch(() => undefined);
    ctx.photos.close();
    await Promise.all([store.close(), database?.close(), ctx.engine.close()]);
  };
  let server: Server | undefined;
  return {
    app,
    store,
    instanceId: ctx.instances.id,
    config,
    demo: () => demo,
    settleAttendance: () => ctx.repos.attendance.settle(ctx.now()),
    start,
    listen: async (port = 0, host = '127.0.0.1') => {
      // A database without the schema this code needs: refuse to start, naming the command.
      if (database)
        await requireMigrated(database.pool).catch(async (error: unknown) => {
          await closeServices();
          throw error;
        });
      // A store or a bucket that cannot be reached stops the start here.
      await start().catch(async (error: unknown) => {
        await closeServices();
        throw error;
      });
      return new Promise<string>((resolve, reject) => {
        const started = app.listen(port, host, () => {
          const address = started.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
        started.once('error', reject);
        server = started;
      });
    },
    close: async () => {
      demo?.stop();
      const listening = server;
      server = undefined;
      if (listening)
        await new Promise<void>((resolve, reject) => {
          listening.close((error) => (error ? reject(error) : resolve()));
          listening.closeAllConnections();
        });
      await closeServices();
    },
  };
}
