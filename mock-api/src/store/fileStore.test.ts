import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Paths } from '../contract';
import {
  createApp,
  demo,
  demoAppSelection,
  editStore,
  login,
  seedDir,
  signUp,
  startTestServer,
} from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { loadSeed } from './seed';
import { resetStoreFile, FileStore } from './fileStore';

const packageDir = path.resolve(__dirname, '../..');
const seedUsers = loadSeed(seedDir).users.length;

describe('seed', () => {
  it('merges the seed files: countries and the verified demo admin with a hashed password', () => {
    const seed = loadSeed(seedDir);
    expect(seed.countries.length).toBeGreaterThan(200);
    expect(seed.countries.find((country) => country.c_nm === 'South Africa')).toMatchObject({
      c_code: '27',
      crnc_code: 'ZAR',
    });
    const names = seed.countries.map((country) => country.c_nm);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(seed.countries.every((country) => /^\d+$/.test(country.c_code))).toBe(true);
    const [admin] = seed.users;
    expect(admin).toMatchObject({
      nm: 'Thandi',
      snm: 'Admin',
      mbl: '27821234567',
      eml: 'admin@times.demo',
      verified: true,
    });
    expect(admin?.pass_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(admin?.usrcd).toMatch(/^\d{14}$/);
    expect(seed.sessions).toEqual([]);
  });
});

describe('the demo world', () => {
  const seed = loadSeed(seedDir);

  it('has the five demo accounts (three managers, two employees), verified, with scrypt hashes', () => {
    expect(
      seed.users.map(({ id, nm, snm, mbl, eml, gender, dob, verified }) => ({
        id,
        nm,
        snm,
        mbl,
        eml,
        gender,
        dob,
        verified,
      })),
    ).toEqual([
      {
        id: 1,
        nm: 'Thandi',
        snm: 'Admin',
        mbl: '27821234567',
        eml: 'admin@times.demo',
        gender: 2,
        dob: '1988-04-12',
        verified: true,
      },
      {
        id: 2,
        nm: 'Sipho',
        snm: 'Group',
        mbl: '27821234568',
        eml: 'group@times.demo',
        gender: 1,
        dob: '1992-09-03',
        verified: true,
      },
      {
        id: 3,
        nm: 'Naledi',
        snm: 'Ops',
        mbl: '27821234569',
        eml: 'ops@times.demo',
        gender: 2,
        dob: '1985-01-20',
        verified: true,
      },
      {
        id: 4,
        nm: 'Mandla',
        snm: 'Mthembu',
        mbl: '27822338553',
        eml: 'mandla@times.demo',
        gender: 1,
        dob: '1994-02-21',
        verified: true,
      },
      {
        id: 5,
        nm: 'Palesa',
        snm: 'Molefe',
        mbl: '27612043707',
        eml: 'palesa@times.demo',
        gender: 2,
        dob: '1996-07-08',
        verified: true,
      },
    ]);
    for (const user of seed.users) expect(user.pass_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(new Set(seed.users.map((user) => user.usrcd)).size).toBe(5);
  });

  it('has the organization with its confirmed app, its members and its group', () => {
    const [organization] = seed.organizations;
    const [app] = seed.apps;
    expect(organization).toMatchObject({ c_nm: 'Acme Security Services', admin_user_ids: [1] });
    expect(app).toMatchObject({
      ap_name: 'Acme Times',
      handle: 'acme-times',
      is_own: 0,
      cmpd: organization?.cmpd,
      confirmed: true,
      s_pdct: 29,
    });
    expect(seed.app_members.map(({ user_id, user_type }) => [user_id, user_type])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(seed.user_groups).toEqual([
      expect.objectContaining({
        name: 'Site supervisors',
        rights: [
          { frm_id: 1, right_id: 1 },
          { frm_id: 5, right_id: 10 },
          { frm_id: 5, right_id: 14 },
          { frm_id: 5, right_id: 21 },
        ],
      }),
    ]);
    expect(seed.app_members[1]?.group_id).toBe(seed.user_groups[0]?.id);
    expect(seed.app_selections).toEqual([]);
  });

  it('has setup data whose references hold', () => {
    const appId = seed.apps[0]?.app_id;
    const collections = [
      seed.app_members,
      seed.user_groups,
      seed.client_types,
      seed.clients,
      seed.site_groups,
      seed.sites,
    ];
    for (const records of collections) {
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(record.app_id).toBe(appId);
    }
    const [site] = seed.sites;
    expect(site).toMatchObject({ name: 'Pretoria Central', ops: 3, gen_emply: 1, usr_emply: 0 });
    expect(seed.clients.map((client) => client.cntd)).toContain(site?.clnt);
    expect(seed.site_groups.map((group) => group.gd)).toContain(site?.sgd);
    expect(seed.client_types.map((type) => type.tpd)).toContain(seed.clients[0]?.clnt_tpd);
    expect(seed.app_members.find((member) => member.user_type === 3)?.ops_site_ids).toEqual([site?.sd]);
  });

  it('licenses the demo app for 100 sites and gives every site its place and creation time', () => {
    expect(seed.apps[0]?.max_sites).toBe(100);
    for (const site of seed.sites) {
      expect(Number.isNaN(Date.parse(site.created_at))).toBe(false);
      expect(site.place).toMatchObject({ lat: site.lat, lng: site.lng });
      // The site's operations manager lists it, and no one else does.
      const managers = seed.app_members
        .filter((member) => member.ops_site_ids.includes(site.sd))
        .map((member) => member.user_id);
      expect(managers).toEqual(site.ops === null ? [] : [site.ops]);
    }
    for (const client of seed.clients) expect(seed.client_types.map((type) => type.tpd)).toContain(client.clnt_tpd);
    expect(seed.shifts).toEqual([]);
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
    const store = new FileStore({ dbFile, seedDir });
    expect(JSON.parse(fs.readFileSync(dbFile, 'utf8'))).toEqual(loadSeed(seedDir));

    fs.writeFileSync(dbFile, JSON.stringify({ users: [] }));
    const reopened = new FileStore({ dbFile, seedDir });
    expect(reopened.data.users).toEqual([]);
    expect(reopened.data.countries.length).toBe(store.data.countries.length);
  });

  it('keeps memory and file unchanged when a mutation throws', async () => {
    const dbFile = path.join(dir, 'db.json');
    const store = new FileStore({ dbFile, seedDir });
    const before = fs.readFileSync(dbFile, 'utf8');
    await expect(
      store.update((draft) => {
        draft.users = [];
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(store.data.users).toHaveLength(seedUsers);
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

  it('POST /dev/reset restores the seed, the demo world included', async () => {
    await signUp(server, '27830000001', 'reset@times.test');
    expect(server.readDb().users).toHaveLength(seedUsers + 1);
    const admin = await login(server, demo.admin.mobile, demo.admin.password);
    await createApp(server, admin, 'Gone After Reset');
    expect((await server.call(Paths.apps.selectApp, demoAppSelection, admin)).body.status).toBe('OK');
    await editStore(server, (draft) => {
      draft.sites = [];
      draft.user_groups[0]!.rights = [];
    });
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
    expect(server.api.store.data.users).toHaveLength(seedUsers);
  });
});
