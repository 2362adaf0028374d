/**
 * The mock API: json-server's express app with the /api calls of the spec, CORS, the dev routes
 * and the lowdb store. createServer() builds it; listen() starts it (port 0 for tests).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import jsonServer from 'json-server';
import type { Application, RequestHandler } from 'json-server';
import { defaultConfig } from './config';
import type { ApiConfig } from './config';
import { mountDevRoutes } from './dev/devRoutes';
import { envelope, envelopeOf, jsonBody, knownApiCalls } from './envelope/middleware';
import { accessLog } from './http/accessLog';
import { cors } from './http/cors';
import { notFound, serverError } from './http/errors';
import { sendJson } from './http/respond';
import type { ApiRoute, RouteContext } from './routes/context';
import { apiRoutes } from './routes';
import { Store } from './store/store';

export interface ServerOptions {
  dbFile: string;
  seedDir: string;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
  config?: Partial<ApiConfig>;
}

export interface MockApi {
  app: Application;
  store: Store;
  config: ApiConfig;
  /** Start listening; resolves with the base URL (http://127.0.0.1:<port>). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const runRoute =
  (route: ApiRoute, ctx: RouteContext): RequestHandler =>
  (_req, res, next) => {
    Promise.resolve()
      .then(() => route.handle(envelopeOf(res), ctx))
      .then((result) => sendJson(res, 200, result))
      .catch(next);
  };

export function createServer(options: ServerOptions): MockApi {
  const config: ApiConfig = { ...defaultConfig, ...options.config };
  const store = new Store({ dbFile: options.dbFile, seedDir: options.seedDir });
  const ctx: RouteContext = { store, config, now: options.now ?? Date.now };
  const syncStore: RequestHandler = (_req, _res, next) => {
    store.syncFromDisk();
    next();
  };

  const app = jsonServer.create();
  app.set('x-powered-by', false);
  if (config.accessLog) app.use(accessLog(config.logger));
  app.use(cors);
  app.get('/health', (_req, res) => sendJson(res, 200, { status: 'OK' }));
  app.use('/api', knownApiCalls(apiRoutes.map((route) => route.path)), jsonBody, envelope, syncStore);
  for (const route of apiRoutes) app.post(route.path, runRoute(route, ctx));
  if (config.devRoutes) {
    app.use('/dev', syncStore);
    mountDevRoutes(app, store);
  }
  app.use(notFound);
  app.use(serverError(config.logger));

  let server: Server | undefined;
  return {
    app,
    store,
    config,
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        const started = app.listen(port, host, () => {
          const address = started.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
        started.once('error', reject);
        server = started;
      }),
    close: () =>
      new Promise((resolve, reject) => {
        if (!server) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        server = undefined;
      }),
  };
}
