/**
 * A small HTTP control API over a running stack, so e2e tests (jest runs in another process) can take a
 * remote's server down and bring it back:
 *   GET  /                         -> { ports, urls, running: { name: bool }, dirs }
 *   POST /apps/:name/stop          -> { ok: true }
 *   POST /apps/:name/start         body { "dir"?: "/abs/dist" } -> { ok: true, url }
 *   POST /manifest/:name           body { "entry": "http://…/remoteEntry.js" } -> { ok: true }
 *   POST /extra                    body { "dir": "/abs/dist" } -> { ok: true, url } (another deployment, new port)
 * :name is a federation name (remote_roster) or folder (remote-roster).
 */
import express from 'express';
import { APPS } from './apps.mjs';

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export function serveStackControl(stack, { port = 0, host = '127.0.0.1' } = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json());

  const state = () => ({
    ports: stack.ports,
    urls: stack.urls,
    running: Object.fromEntries(APPS.map((a) => [a.federationName, stack.isRunning(a.federationName)])),
    dirs: Object.fromEntries(APPS.map((a) => [a.federationName, stack.dirOf(a.federationName) ?? null])),
  });
  const handle = (fn) => async (req, res) => {
    try {
      res.json({ ok: true, ...(await fn(req)) });
    } catch (error) {
      res.status(400).json({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  };

  app.get(
    '/',
    handle(() => state()),
  );
  app.post(
    '/apps/:name/stop',
    handle(async (req) => void (await stack.stopRemote(req.params.name))),
  );
  app.post(
    '/manifest/:name',
    handle(async (req) => void stack.setRemoteEntry(req.params.name, req.body?.entry)),
  );
  app.post(
    '/extra',
    handle(async (req) => ({ url: await stack.serveExtra(req.body?.dir) })),
  );
  app.post(
    '/apps/:name/start',
    handle(async (req) => ({ url: await stack.startRemote(req.params.name, req.body?.dir) })),
  );

  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () =>
      resolve({
        url: `http://${host}:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
