/**
 * Developer and test helpers, mounted only when dev routes are on (MOCK_API_DEV_ROUTES not '0'):
 *  GET  /dev/outbox?to=<mobile>  outgoing messages, latest first
 *  POST /dev/reset               restore the seed
 *  GET  /dev/db/...              json-server's read-only REST view of the store
 */
import jsonServer from 'json-server';
import type { Application, RequestHandler } from 'json-server';
import { Status } from '../contract';
import { sendJson } from '../http/respond';
import { listMessages } from '../outbox/outbox';
import type { Store } from '../store/store';

const readOnly: RequestHandler = (req, res, next) =>
  req.method === 'GET' || req.method === 'HEAD' ? next() : sendJson(res, 404, { status: Status.NOT_FOUND });

export function mountDevRoutes(app: Application, store: Store): void {
  app.get('/dev/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json({ status: Status.OK, messages: listMessages(store.data, to) });
  });
  app.post('/dev/reset', (_req, res) => {
    store.reset();
    sendJson(res, 200, { status: Status.OK });
  });
  app.use('/dev/db', readOnly, jsonServer.router(store.db));
}
