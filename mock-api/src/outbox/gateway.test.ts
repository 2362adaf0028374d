/**
 * The production gateway (NOTIFY_GATEWAY_URL): a roster's notices are POSTed as JSON to a local
 * HTTP server, with their idempotency key; a failed post is tried again with the same key, and
 * the publish call answers without waiting for the gateway.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Paths } from '../contract';
import { configFromEnv } from '../config';
import { useDemoServer } from '../testing/harness';
import { weekRoster } from '../testing/writeCalls/rosters';
import type { GatewayMessage } from './gateway';

interface Received {
  key: string | undefined;
  body: GatewayMessage;
}

const received: Received[] = [];
/** How many posts the gateway refuses (503) before accepting. */
let refuse = 0;
const gateway = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({
      key: req.headers['idempotency-key'] as string | undefined,
      body: JSON.parse(raw) as GatewayMessage,
    });
    if (refuse > 0) {
      refuse -= 1;
      res.writeHead(503).end();
    } else res.writeHead(202).end();
  });
});
/** Filled in once the gateway listens, before the API starts (hooks run in order). */
const config = { notifyGatewayUrl: '', notifyRetryMs: 10 };
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  config.notifyGatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
const ctx = useDemoServer('admin', config);

afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  refuse = 0;
});

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the gateway');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const publishWeekRoster = async () => {
  const { edit } = await weekRoster({ server: ctx.server, admin: (path, payload) => ctx.call(path, payload) });
  return ctx.call(Paths.rosters.publish, edit);
};

describe('the notification gateway', () => {
  it('receives each notice as JSON with its idempotency key', async () => {
    expect(await publishWeekRoster()).toMatchObject({ status: 'OK', notified: 6 });
    await until(() => received.length === 6);
    const sent = ctx.server.api.store.data.outbox.filter((message) => message.purpose === 'roster');
    expect(received.map(({ body }) => body.key).sort()).toEqual(sent.map((message) => message.key).sort());
    for (const { key, body } of received) {
      expect(key).toBe(body.key);
      expect(body).toMatchObject({ channel: 'sms', purpose: 'roster' });
      expect(sent.some((message) => message.to === body.to && message.text === body.text)).toBe(true);
    }
  });

  it('tries a refused post again with the same key', async () => {
    refuse = 2;
    await publishWeekRoster();
    await until(() => received.length === 8);
    const keys = received.map(({ key }) => key);
    expect(new Set(keys).size).toBe(6);
    const [first] = received;
    expect(keys.filter((key) => key === first!.key).length).toBeGreaterThan(1);
  });

  it('is read from NOTIFY_GATEWAY_URL, which must be an http(s) URL', () => {
    expect(configFromEnv({ NOTIFY_GATEWAY_URL: 'https://sms.example.test/send' }).notifyGatewayUrl).toBe(
      'https://sms.example.test/send',
    );
    expect(configFromEnv({}).notifyGatewayUrl).toBeUndefined();
    expect(() => configFromEnv({ NOTIFY_GATEWAY_URL: 'ftp://x' })).toThrow('NOTIFY_GATEWAY_URL');
  });
});
