/**
 * With a database (DATABASE_URL) the throttles' counts live in its rate_limits table: two API
 * processes on one PostgreSQL hold one limit between them, where each alone would count apart.
 */
import pg from 'pg';
import { Paths } from '../../contract';
import type { ApiConfig } from '../../config';
import { demo, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import { startMigratedPostgres } from '../../testing/services/migratedPostgres';
import type { LocalService } from '../../testing/services/localPostgres';

jest.setTimeout(30_000);

let database: LocalService;
beforeAll(async () => {
  database = await startMigratedPostgres();
});
afterAll(() => database.stop());

const wrongLogin = { pass: 'Wrong#Pass1', isMobileOrEmail: 2, eml: '', mbl: demo.admin.mobile };
const rightLogin = { ...wrongLogin, pass: demo.admin.password };

async function loginStatus(server: TestServer, payload: object): Promise<string> {
  return (await server.call(Paths.auth.login, payload, await server.visitor())).body.status;
}

/** Two API processes' worth of servers, each with its own store, sharing `config`. */
async function twoServers(config: Partial<ApiConfig>): Promise<[TestServer, TestServer]> {
  return [await startTestServer(config), await startTestServer(config)];
}

async function closeAll(servers: TestServer[]): Promise<void> {
  await Promise.all(servers.map((server) => server.close()));
}

/** Five wrong passwords on each server, then the right one on the first: its status. */
async function fiveWrongOnEach([first, second]: [TestServer, TestServer]): Promise<string> {
  for (let i = 0; i < 5; i += 1) {
    expect(await loginStatus(first, wrongLogin)).toBe('LOGIN_FAILED');
    expect(await loginStatus(second, wrongLogin)).toBe('LOGIN_FAILED');
  }
  return loginStatus(first, rightLogin);
}

describe('throttles on a shared database', () => {
  afterEach(async () => {
    const client = new pg.Client(database.url);
    await client.connect();
    await client.query('DELETE FROM rate_limits');
    await client.end();
  });

  it('refuses the account after ten wrong passwords spread over two servers', async () => {
    const servers = await twoServers({ databaseUrl: database.url });
    try {
      expect(await fiveWrongOnEach(servers)).toBe('TOO_MANY_ATTEMPTS');
      expect(await loginStatus(servers[1], rightLogin)).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await closeAll(servers);
    }
    const client = new pg.Client(database.url);
    await client.connect();
    const rows = await client.query<{ points: number }>(
      "SELECT points FROM rate_limits WHERE key LIKE 'login-account:%'",
    );
    await client.end();
    // One row for the account: ten wrong passwords and the two refused attempts, each counted before it is checked.
    expect(rows.rows.map((row) => row.points)).toEqual([12]);
  });

  it('counts first visits of one address over both servers', async () => {
    const servers = await twoServers({ databaseUrl: database.url, visitorSessionsPerMinute: 4 });
    try {
      const statuses: string[] = [];
      for (const server of [...servers, ...servers, servers[0]])
        statuses.push((await server.call(Paths.auth.firstVisitor)).body.status);
      expect(statuses).toEqual(['OK', 'OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
    } finally {
      await closeAll(servers);
    }
  });

  it('counts what was typed however long it is, by its digest (a key holds 255 characters)', async () => {
    const server = await startTestServer({ databaseUrl: database.url });
    try {
      const long = '9'.repeat(2_000);
      const reply = await server.call(Paths.auth.forgotPassword, { mbl: long }, await server.visitor());
      expect(reply.body).toEqual({ status: 'INVALID_USER' });
      const client = new pg.Client(database.url);
      await client.connect();
      const keys = await client.query<{ key: string }>(
        "SELECT key FROM rate_limits WHERE key LIKE 'code-request-account:%'",
      );
      await client.end();
      expect(keys.rows.map((row) => row.key)).toEqual([
        expect.stringMatching(/^code-request-account:mobile:sha256:[0-9a-f]{64}$/),
      ]);
    } finally {
      await server.close();
    }
  });

  it('counts apart without one (the control)', async () => {
    const servers = await twoServers({});
    try {
      expect(await fiveWrongOnEach(servers)).toBe('OK');
    } finally {
      await closeAll(servers);
    }
  });
});
