/**
 * Rights of every Times setup call: who passes and who gets INVALID_USER_RIGHTS. Payloads are
 * valid and chosen so that a user who passes gets a status that changes nothing (a list, a
 * duplicate name, a record in use, an unknown id), so the whole table runs on one store.
 */
import { Paths } from '../contract';
import type { SessionGrant } from '../contract';
import {
  addRecord,
  demo,
  demoSessions,
  editStore,
  login,
  ownAppUser,
  shiftPayload,
  sitePayload,
  startTestServer,
} from '../testing/harness';
import type { DemoUser, TestServer } from '../testing/harness';
import { setSessionApp } from '../testing/sessionApp';
import { testShiftPosition } from '../testing/testShiftPosition';

let server: TestServer;
let sessions: Record<DemoUser, SessionGrant>;
let day = '';
let night = '';
let guardRld = '';
const guard = { name: 'Guard', abbr: 'GRD' };
const supervisor = { name: 'Supervisor', abbr: 'SUP' };
beforeAll(async () => {
  server = await startTestServer();
  sessions = await demoSessions(server);
  day = (await server.call(Paths.shifts.add, shiftPayload('Day'), sessions.admin)).body.sftd;
  night = (await server.call(Paths.shifts.add, shiftPayload('Night', demo.site.sd, '18:00', '06:00'), sessions.admin))
    .body.sftd;
  guardRld = (await server.call(Paths.positions.add, { employee_roles: guard }, sessions.admin)).body.rld;
  await server.call(Paths.positions.add, { employee_roles: supervisor }, sessions.admin);
  await addRecord(server, 'shift_positions', {
    ...testShiftPosition(1, demo.app.appId, { std: demo.site.sd, sftd: day, rld: guardRld }),
  });
});
afterAll(() => server.close());

const { retail, industrial } = demo.clientTypes;
const { acmeRetail, highveld } = demo.clients;
const { gauteng, westernCape } = demo.siteGroups;
const SITE = demo.site.sd;

type Who = 'admin' | 'group' | 'ops';
/** Who passes each kind of call. */
const CLIENTS: Who[] = ['admin'];
const SITES: Who[] = ['admin', 'group'];
const LOOKUP: Who[] = ['admin', 'group', 'ops'];

/** [name, path, payload, who passes, the status of one who passes] */
const calls = (): [string, string, object, Who[], string][] => [
  ['client type list', Paths.clients.typeList, {}, CLIENTS, 'OK'],
  ['client type add', Paths.clients.typeAdd, { name: 'retail' }, CLIENTS, 'RECORD_EXIST'],
  ['client type update', Paths.clients.typeUpdate, { tpd: retail.tpd, name: industrial.name }, CLIENTS, 'RECORD_EXIST'],
  ['client type delete', Paths.clients.typeDelete, { tpd: retail.tpd }, CLIENTS, 'RECORD_IN_USE'],
  ['client list', Paths.clients.list, { flt: 0 }, CLIENTS, 'OK'],
  ['client details', Paths.clients.details, { clntd: acmeRetail.cntd }, CLIENTS, 'OK'],
  [
    'client add',
    Paths.clients.add,
    { name: acmeRetail.name, clnt_tpd: retail.tpd, dt_started: '2026-01-05' },
    CLIENTS,
    'RECORD_EXIST',
  ],
  [
    'client update',
    Paths.clients.update,
    { clntd: acmeRetail.cntd, name: highveld.name, clnt_tpd: retail.tpd, dt_started: '2026-01-05' },
    CLIENTS,
    'RECORD_EXIST',
  ],
  ['client status', Paths.clients.status, { clntd: acmeRetail.cntd, clnt_status: 5 }, CLIENTS, 'OK'],
  ['client delete', Paths.clients.delete, { clntd: acmeRetail.cntd }, CLIENTS, 'RECORD_IN_USE'],
  ['client lookup', Paths.clients.lookup, {}, LOOKUP, 'OK'],
  ['site group list', Paths.sites.groupList, {}, SITES, 'OK'],
  ['site group add', Paths.sites.groupAdd, { gnm: 'GAUTENG' }, SITES, 'GROUP_ALREADY_EXIST'],
  [
    'site group update',
    Paths.sites.groupUpdate,
    { sgd: gauteng.gd, gnm: westernCape.name },
    SITES,
    'GROUP_ALREADY_EXIST',
  ],
  ['site group delete', Paths.sites.groupDelete, { sgd: gauteng.gd }, SITES, 'RECORD_IN_USE'],
  ['operations managers', Paths.sites.opsManagers, {}, SITES, 'OK'],
  ['places', Paths.sites.places, { q: 'pretoria' }, SITES, 'OK'],
  ['site add', Paths.sites.add, sitePayload(demo.site.name), SITES, 'SITE_ALREADY_EXIST'],
  ['site update', Paths.sites.update, { ...sitePayload('Renamed'), std: 'unknown-site' }, SITES, 'VALIDATION_ERROR'],
  ['site delete', Paths.sites.delete, { std: SITE }, SITES, 'RECORD_IN_USE'],
  ['site list', Paths.sites.list, { flt: 0, pg: 1 }, SITES, 'OK'],
  ['site details', Paths.sites.details, { std: SITE }, SITES, 'OK'],
  ['site lookup', Paths.sites.lookup, {}, LOOKUP, 'OK'],
  ['shift add', Paths.shifts.add, shiftPayload('day'), SITES, 'SHIFT_ALREADY_EXIST'],
  ['shift update', Paths.shifts.update, { sftd: night, ...shiftPayload('Day') }, SITES, 'SHIFT_ALREADY_EXIST'],
  ['shift details', Paths.shifts.details, { sftd: day }, SITES, 'OK'],
  ['shift delete', Paths.shifts.delete, { sftd: 'unknown-shift' }, SITES, 'VALIDATION_ERROR'],
  ['shifts of a site', Paths.shifts.listForSite, { std: SITE }, LOOKUP, 'OK'],
  ['roster sites', Paths.shifts.rosterSites, {}, LOOKUP, 'OK'],
  ['position list', Paths.positions.list, {}, SITES, 'OK'],
  ['position details', Paths.positions.details, { rld: guardRld }, SITES, 'OK'],
  [
    'position add',
    Paths.positions.add,
    { employee_roles: { name: 'guard', abbr: 'NEW' } },
    SITES,
    'NAME_OR_ABBR_EXIST',
  ],
  [
    'position update',
    Paths.positions.update,
    { rld: guardRld, employee_roles: { name: 'Guard', abbr: 'sup' } },
    SITES,
    'NAME_OR_ABBR_EXIST',
  ],
  ['position delete', Paths.positions.delete, { rld: guardRld }, SITES, 'RECORD_IN_USE'],
];

const status = async (path: string, payload: object, session: SessionGrant): Promise<string> =>
  (await server.call(path, payload, session)).body.status;

describe('rights of the setup calls', () => {
  it('answers each demo user by their rights, and a refusal changes nothing', async () => {
    const before = JSON.stringify(server.readDb());
    for (const [name, path, payload, passes, passed] of calls()) {
      for (const who of ['admin', 'group', 'ops'] as const) {
        const expected = passes.includes(who) ? passed : 'INVALID_USER_RIGHTS';
        expect({ call: name, who, status: await status(path, payload, sessions[who]) }).toEqual({
          call: name,
          who,
          status: expected,
        });
      }
    }
    const after = server.readDb();
    // Only the sessions' stamps may differ: no setup record changed.
    for (const collection of [
      'client_types',
      'clients',
      'site_groups',
      'sites',
      'shifts',
      'positions',
      'app_members',
    ] as const) {
      expect(after[collection]).toEqual(JSON.parse(before)[collection]);
    }
  });

  it('refuses a member of another app, whose session points at the demo app, on every call', async () => {
    const lerato = await ownAppUser(server, '27835550001', 'other-app@times.test', 'Other Rota');
    await setSessionApp(server, lerato.sid, demo.app.appId);
    for (const [name, path, payload] of calls()) {
      expect({ call: name, status: await status(path, payload, lerato) }).toEqual({
        call: name,
        status: 'INVALID_USER_RIGHTS',
      });
    }
  });

  it('answers APP_NOT_SELECTED before an app is chosen, INVALID without a user session', async () => {
    const fresh = await login(server, demo.admin.mobile, demo.admin.password);
    const visitor = await server.visitor();
    for (const [name, path, payload] of calls()) {
      expect({ call: name, status: await status(path, payload, fresh) }).toEqual({
        call: name,
        status: 'APP_NOT_SELECTED',
      });
      expect({ call: name, status: await status(path, payload, visitor) }).toEqual({ call: name, status: 'INVALID' });
    }
  });

  it('refuses a removed member at once', async () => {
    const membership = server.readDb().app_members.find((member) => member.user_id === demo.group.id);
    await editStore(
      server,
      (draft) => {
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.group.id);
      },
      { reading: ['app_members'] },
    );
    expect(await status(Paths.sites.list, { flt: 0, pg: 1 }, sessions.group)).toBe('INVALID_USER_RIGHTS');
    expect(await status(Paths.sites.lookup, {}, sessions.group)).toBe('INVALID_USER_RIGHTS');
    await editStore(
      server,
      (draft) => {
        if (membership) draft.app_members.push(membership);
      },
      { reading: ['app_members'] },
    );
    expect(await status(Paths.sites.list, { flt: 0, pg: 1 }, sessions.group)).toBe('OK');
  });
});

describe('the lookups the roster screens share', () => {
  const withGroupRights = async (rights: { frm_id: number; right_id: number }[], check: () => Promise<void>) => {
    const before = (await server.wholeState()).user_groups;
    await editStore(
      server,
      (draft) => {
        draft.user_groups[0]!.rights = rights;
      },
      { reading: ['user_groups'] },
    );
    try {
      await check();
    } finally {
      await editStore(
        server,
        (draft) => {
          draft.user_groups = before;
        },
        { reading: ['user_groups'] },
      );
    }
  };

  it('admit a group member with a ROSTER right only', async () => {
    await withGroupRights([{ frm_id: 5, right_id: 21 }], async () => {
      for (const [path, payload] of [
        [Paths.clients.lookup, {}],
        [Paths.sites.lookup, {}],
        [Paths.shifts.listForSite, { std: SITE }],
        [Paths.shifts.rosterSites, {}],
      ] as const) {
        expect(await status(path, payload, sessions.group)).toBe('OK');
      }
      expect(await status(Paths.sites.list, { flt: 0, pg: 1 }, sessions.group)).toBe('INVALID_USER_RIGHTS');
      expect(await status(Paths.shifts.details, { sftd: day }, sessions.group)).toBe('INVALID_USER_RIGHTS');
    });
  });

  it('admit the SITES right to the client lookup (the site form needs it), and the CLIENTS right', async () => {
    await withGroupRights([{ frm_id: 1, right_id: 1 }], async () => {
      expect(await status(Paths.clients.lookup, {}, sessions.group)).toBe('OK');
      expect(await status(Paths.clients.list, { flt: 0 }, sessions.group)).toBe('INVALID_USER_RIGHTS');
    });
    await withGroupRights([{ frm_id: 4, right_id: 3 }], async () => {
      expect(await status(Paths.clients.lookup, {}, sessions.group)).toBe('OK');
      expect(await status(Paths.clients.list, { flt: 0 }, sessions.group)).toBe('OK');
      expect(await status(Paths.sites.lookup, {}, sessions.group)).toBe('INVALID_USER_RIGHTS');
    });
  });

  it('refuse a group member without any of those rights', async () => {
    await withGroupRights([{ frm_id: 2, right_id: 1 }], async () => {
      for (const path of [Paths.clients.lookup, Paths.sites.lookup, Paths.shifts.rosterSites]) {
        expect(await status(path, {}, sessions.group)).toBe('INVALID_USER_RIGHTS');
      }
      expect(await status(Paths.shifts.listForSite, { std: SITE }, sessions.group)).toBe('INVALID_USER_RIGHTS');
    });
  });

  it("limit an operations manager to their sites and those sites' clients", async () => {
    const other = (
      await server.call(Paths.sites.add, sitePayload('Centurion Mall', { clnt: acmeRetail.cntd }), sessions.admin)
    ).body.sd;
    const beta = (
      await server.call(
        Paths.clients.add,
        { name: 'Beta Stores', clnt_tpd: retail.tpd, dt_started: '2026-02-01' },
        sessions.admin,
      )
    ).body.cntd;
    const betaSite = (await server.call(Paths.sites.add, sitePayload('Beta Depot', { clnt: beta }), sessions.admin))
      .body.sd;
    await server.call(Paths.shifts.add, shiftPayload('Day', betaSite), sessions.admin);
    try {
      const names = async (path: string, session: SessionGrant, key: string) =>
        (await server.call(path, {}, session)).body[key].map((row: { name: string }) => row.name);
      expect(await names(Paths.clients.lookup, sessions.admin, 'clients')).toEqual(['Acme Retail', 'Beta Stores']);
      expect(await names(Paths.clients.lookup, sessions.ops, 'clients')).toEqual(['Acme Retail']);
      expect(await names(Paths.sites.lookup, sessions.admin, 'sites')).toEqual([
        'Beta Depot',
        'Centurion Mall',
        'Pretoria Central',
      ]);
      expect(await names(Paths.sites.lookup, sessions.ops, 'sites')).toEqual(['Pretoria Central']);
      expect(await names(Paths.shifts.rosterSites, sessions.admin, 'roster_sites')).toEqual([
        'Beta Depot',
        'Pretoria Central',
      ]);
      expect(await names(Paths.shifts.rosterSites, sessions.ops, 'roster_sites')).toEqual(['Pretoria Central']);
      expect(await status(Paths.shifts.listForSite, { std: betaSite }, sessions.ops)).toBe('INVALID_USER_RIGHTS');
      expect(await status(Paths.shifts.listForSite, { std: 'unknown-site' }, sessions.ops)).toBe('INVALID_USER_RIGHTS');
      expect(await status(Paths.shifts.listForSite, { std: 'unknown-site' }, sessions.admin)).toBe('VALIDATION_ERROR');

      // Assigning Naledi to Beta Depot opens it (and its client) to her.
      await server.call(
        Paths.sites.update,
        { ...sitePayload('Beta Depot', { clnt: beta, ops: demo.opsd }), std: betaSite },
        sessions.admin,
      );
      expect(await names(Paths.clients.lookup, sessions.ops, 'clients')).toEqual(['Acme Retail', 'Beta Stores']);
      expect(await status(Paths.shifts.listForSite, { std: betaSite }, sessions.ops)).toBe('OK');
    } finally {
      await editStore(
        server,
        (draft) => {
          draft.shifts = draft.shifts.filter((shift) => shift.std !== betaSite);
          draft.sites = draft.sites.filter((site) => ![other, betaSite].includes(site.sd));
          draft.clients = draft.clients.filter((client) => client.cntd !== beta);
          for (const member of draft.app_members)
            member.ops_site_ids = member.ops_site_ids.filter((sd) => sd !== betaSite);
        },
        { reading: ['app_members', 'clients', 'shifts', 'sites'] },
      );
    }
  });

  it('work on the own app of a member of another app, never on the demo app', async () => {
    const lerato = await ownAppUser(server, '27835550002', 'own-app@times.test', 'Lerato Rota');
    expect((await server.call(Paths.clients.lookup, {}, lerato)).body).toEqual({ status: 'OK', clients: [] });
    expect((await server.call(Paths.sites.lookup, {}, lerato)).body).toEqual({ status: 'OK', sites: [] });
    expect((await server.call(Paths.clients.details, { clntd: acmeRetail.cntd }, lerato)).body.status).toBe(
      'VALIDATION_ERROR',
    );
    expect((await server.call(Paths.sites.details, { std: SITE }, lerato)).body.status).toBe('VALIDATION_ERROR');
    expect((await server.call(Paths.shifts.details, { sftd: day }, lerato)).body.status).toBe('VALIDATION_ERROR');
    expect((await server.call(Paths.shifts.listForSite, { std: SITE }, lerato)).body.status).toBe('VALIDATION_ERROR');
    // The demo app's names are free in another app.
    expect((await server.call(Paths.clients.typeAdd, { name: retail.name }, lerato)).body.status).toBe('OK');
  });
});
