/**
 * Developer and test helpers, mounted only when dev routes are on (MOCK_API_DEV_ROUTES=1; off by
 * default, see config.ts):
 *  GET  /dev/outbox?to=<mobile>  outgoing messages, latest first
 *  POST /dev/reset               restore the seed (and start the living demo again when it is on)
 * There is no whole-store read: it would hand out password hashes and session digests.
 */
import type { Application } from 'json-server';
import { Status } from '../contract';
import { sendJson } from '../http/respond';
import type { OutboxRecords } from '../outbox/repository/outboxRecords';
import type { DataStore } from '../store/dataStore';

export function mountDevRoutes(
  app: Application,
  { store, outbox }: { store: DataStore; outbox: OutboxRecords },
  afterReset: () => void = () => undefined,
): void {
  app.get('/dev/outbox', (req, res, next) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    outbox
      .list(to)
      .then((messages) => {
        const answer = { status: Status.OK, messages };
        sendJson(res, 200, answer);
      })
      .catch(next);
  });
  app.post('/dev/reset', (_req, res, next) => {
    store
      .reset()
      .then(() => {
        afterReset();
        sendJson(res, 200, { status: Status.OK });
      })
      .catch(next);
  });
}
