import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Paths } from '../contract';
import { seedDir, signUp, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { loadSeed } from './seed';
import { resetStoreFile, Store } from './store';

const packageDir = path.resolve(__dirname, '../..');

describe('seed', () => {
  it('merges the seed files: countries and the verified demo admin with a hashed password', () => {
    const seed = loadSeed(seedDir);
    expect(seed.countries.length).toBeGreaterThan(200);
    expect(seed.countries.find((country) => country.c_nm === 'South Africa')).toMatchObject({ c_code: '27', crnc_code: 'ZAR' });
    const names = seed.countries.map((country) => country.c_nm);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(seed.countries.every((country) => /^\d+$/.test(country.c_code))).toBe(true);
    const [admin] = seed.users;
    expect(admin).toMatchObject({ nm: 'Thandi', snm: 'Admin', mbl: '27821234567', eml: 'admin@times.demo', verified: true });
    expect(admin?.pass_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(admin?.usrcd).toMatch(/^\d{14}$/);
    expect(seed.sessions).toEqual([]);
  });
});

describe('store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the store file from the seed on first start and adds collections an old file lacks', () => {
    const dbFile = path.join(dir, 'nested', 'db.json');
    const store = new Store({ dbFile, seedDir });
    expect(JSON.parse(fs.readFileSync(dbFile, 'utf8'))).toEqual(loadSeed(seedDir));

    fs.writeFileSync(dbFile, JSON.stringify({ users: [] }));
    const reopened = new Store({ dbFile, seedDir });
    expect(reopened.data.users).toEqual([]);
    expect(reopened.data.countries.length).toBe(store.data.countries.length);
  });

  it('keeps memory and file unchanged when a mutation throws', () => {
    const dbFile = path.join(dir, 'db.json');
    const store = new Store({ dbFile, seedDir });
    const before = fs.readFileSync(dbFile, 'utf8');
    expect(() =>
      store.update((draft) => {
        draft.users = [];
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.data.users).toHaveLength(1);
    expect(fs.readFileSync(dbFile, 'utf8')).toBe(before);
  });

  it('resetStoreFile writes the seed over a changed store', () => {
    const dbFile = path.join(dir, 'db.json');
    fs.writeFileSync(dbFile, JSON.stringify({ users: [], countries: [] }));
    resetStoreFile(dbFile, seedDir);
    expect(JSON.parse(fs.readFileSync(dbFile, 'utf8'))).toEqual(loadSeed(seedDir));
  });
});

describe('reset of a running server', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  it('POST /dev/reset restores the seed', async () => {
    await signUp(server, '27830000001', 'reset@times.test');
    expect(server.readDb().users).toHaveLength(2);
    const reply = await fetch(`${server.url}/dev/reset`, { method: 'POST' });
    expect(await reply.json()).toEqual({ status: 'OK' });
    expect(server.readDb()).toEqual(loadSeed(seedDir));
    expect(server.api.store.data).toEqual(loadSeed(seedDir));
  });

  it('npm run reset (src/reset.ts) restores the file, and the running server picks it up', async () => {
    const session = await signUp(server, '27830000002', 'cli@times.test');
    execFileSync(process.execPath, ['--import', 'tsx', 'src/reset.ts'], {
      cwd: packageDir,
      env: { ...process.env, MOCK_API_DB: server.dbFile },
      stdio: 'pipe',
    });
    expect(server.readDb()).toEqual(loadSeed(seedDir));
    const details = await server.call(Paths.auth.userDetails, {}, session);
    expect(details.body).toEqual({ status: 'INVALID' });
    expect(server.api.store.data.users).toHaveLength(1);
  });
});
