import { Paths } from '../../contract';
import {
  addRecord,
  createApp,
  demo,
  editStore,
  placeJson,
  selection,
  shiftPayload,
  signUp,
  sitePayload,
  useDemoServer,
} from '../../testing/harness';
import { editRosters } from '../../testing/editRosters';
import { hoursRoster } from '../../rosters/calculation/testing/processingRoster';
import { testUser } from '../../testing/testUser';

const ctx = useDemoServer('group');

const APP = demo.app.appId;
const SITE = demo.site.sd;
const { acmeRetail, highveld } = demo.clients;
const { gauteng, westernCape } = demo.siteGroups;
const { call } = ctx;
const opsSites = (userId: number = demo.ops.id) =>
  ctx.server.readDb().app_members.find((member) => member.app_id === APP && member.user_id === userId)?.ops_site_ids;
const details = async (std: string) => (await call(Paths.sites.details, { std })).site_details;

const pretoriaCentral = {
  id: 1,
  sd: SITE,
  name: 'Pretoria Central',
  ttl_employees: 0,
  ttl_males: 0,
  ttl_females: 0,
  lat: -25.7479,
  lng: 28.2293,
  client_name: 'Acme Retail',
  group_name: 'Gauteng',
  ops_manager: 'Naledi Ops',
  gen_employees: 1,
  usr_employees: 0,
};

describe('operations managers', () => {
  it("looks up the app's operations managers with their public code", async () => {
    expect(await call(Paths.sites.opsManagers, {})).toEqual({
      status: 'OK',
      opsmanagers: [{ id: demo.ops.id, opsd: demo.opsd, name: 'Naledi Ops' }],
    });
  });

  it('follows the members: a new operations manager is listed, a removed one is not', async () => {
    await signUp(ctx.server, '27831110001', 'second-ops@times.test');
    const userId = ctx.server.readDb().users.find((candidate) => candidate.mbl === '27831110001')!.id;
    await editStore(
      ctx.server,
      (draft) => {
        draft.app_members.push({
          id: 99,
          app_id: APP,
          user_id: userId,
          user_type: 3,
          group_id: null,
          ops_site_ids: [],
        });
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.ops.id);
      },
      { reading: ['app_members'] },
    );
    expect((await call(Paths.sites.opsManagers, {})).opsmanagers).toEqual([
      {
        id: userId,
        opsd: ctx.server.readDb().users.find((candidate) => candidate.id === userId)!.usrcd,
        name: 'Lerato Mokoena',
      },
    ]);
    // Naledi's site no longer names her.
    expect(await details(SITE)).toMatchObject({ ops_manager: '', ops: '' });
  });
});

describe('site details and lookup', () => {
  it('answers the details of a site: its row and its form fields', async () => {
    expect(await call(Paths.sites.details, { std: SITE })).toEqual({
      status: 'OK',
      site_details: {
        ...pretoriaCentral,
        sgd: gauteng.gd,
        clnt: acmeRetail.cntd,
        ops: demo.opsd,
        loc_autocomplete: placeJson('Pretoria', -25.7479, 28.2293),
      },
    });
    expect(await call(Paths.sites.details, { std: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
  });

  it('looks up the sites by name', async () => {
    const { sd } = await call(Paths.sites.add, sitePayload('Arcadia'));
    expect(await call(Paths.sites.lookup, {})).toEqual({
      status: 'OK',
      sites: [
        { id: 2, sd, name: 'Arcadia' },
        { id: 1, sd: SITE, name: 'Pretoria Central' },
      ],
    });
  });
});

describe('site add', () => {
  it('adds a site with its place, creation time and operations manager, who gets it in ops_site_ids', async () => {
    const place = placeJson('Johannesburg', -26.2041, 28.0473);
    const reply = await call(
      Paths.sites.add,
      sitePayload(' Sandton City ', {
        clnt: highveld.cntd,
        sgd: westernCape.gd,
        ops: demo.opsd,
        gen_emply: 0,
        usr_emply: 1,
        loc_autocomplete: place,
      }),
    );
    expect(reply).toEqual({ status: 'OK', sd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(ctx.server.readDb().sites.at(-1)).toEqual({
      id: 2,
      sd: reply.sd,
      app_id: APP,
      name: 'Sandton City',
      clnt: highveld.cntd,
      sgd: westernCape.gd,
      ops: demo.ops.id,
      gen_emply: 0,
      usr_emply: 1,
      place: { name: 'Johannesburg', description: 'Gauteng, South Africa', lat: -26.2041, lng: 28.0473 },
      lat: -26.2041,
      lng: 28.0473,
      created_at: new Date(ctx.server.clock.ms).toISOString(),
    });
    expect(opsSites()).toEqual([SITE, reply.sd]);
    expect(await details(reply.sd)).toMatchObject({
      name: 'Sandton City',
      client_name: 'Highveld Logistics',
      group_name: 'Western Cape',
      ops_manager: 'Naledi Ops',
      ops: demo.opsd,
      gen_employees: 0,
      usr_employees: 1,
      loc_autocomplete: place,
    });
    // Naledi may now look up the new site.
    expect(
      (await call(Paths.sites.lookup, {}, ctx.sessions.ops)).sites.map((site: { name: string }) => site.name),
    ).toEqual(['Pretoria Central', 'Sandton City']);
  });

  it("adds a site without an operations manager ('Not Applicable')", async () => {
    const { sd } = await call(Paths.sites.add, sitePayload('Menlyn'));
    expect(await details(sd)).toMatchObject({ ops_manager: '', ops: '' });
    expect(opsSites()).toEqual([SITE]);
  });

  it('answers SITE_ALREADY_EXIST for a name the app has, in any case', async () => {
    expect(await call(Paths.sites.add, sitePayload(' PRETORIA central '))).toEqual({ status: 'SITE_ALREADY_EXIST' });
    expect(ctx.server.readDb().sites).toHaveLength(1);
  });

  it('answers VALIDATION_ERROR for a client, group or operations manager the app does not have', async () => {
    const sipho = ctx.server.readDb().users.find((user) => user.id === demo.group.id)!.usrcd;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ clnt: 'unknown' }, { clnt: 'Select client' }],
      [{ sgd: 'unknown' }, { sgd: 'Select group' }],
      [{ ops: 'unknown' }, { ops: 'Select valid operations manager' }],
      // Sipho is a member, but not an operations manager.
      [{ ops: sipho }, { ops: 'Select valid operations manager' }],
    ];
    for (const [fields, errors] of cases) {
      expect(await call(Paths.sites.add, sitePayload('Nowhere', fields))).toEqual({
        status: 'VALIDATION_ERROR',
        errors,
      });
    }
    expect(ctx.server.readDb().sites).toHaveLength(1);
  });

  it('validates the payload with the shared schema', async () => {
    const invalid = sitePayload('x', {
      clnt: '',
      sgd: '',
      gen_emply: 0,
      usr_emply: 0,
      loc_autocomplete: '{"name":"No coordinates"}',
      location_tp: 2,
    });
    expect(await call(Paths.sites.add, invalid)).toEqual({
      status: 'VALIDATION_ERROR',
      errors: {
        nm: 'Site name is required',
        clnt: 'Select client',
        sgd: 'Select group',
        usr_emply: 'Select at least one option between Apply to general employees or Apply to user employees',
        loc_autocomplete: 'Choose the place from the map search',
        location_tp: expect.any(String),
      },
    });
  });

  it('answers SITE_MAX_LICENSED_EXCEEDED once the app has max_sites sites', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps[0]!.max_sites = 3;
      },
      { reading: ['apps'] },
    );
    expect((await call(Paths.sites.add, sitePayload('Second'))).status).toBe('OK');
    const { sd } = await call(Paths.sites.add, sitePayload('Third'));
    expect(await call(Paths.sites.add, sitePayload('Fourth'))).toEqual({ status: 'SITE_MAX_LICENSED_EXCEEDED' });
    expect(ctx.server.readDb().sites).toHaveLength(3);
    // A duplicate name is reported first.
    expect(await call(Paths.sites.add, sitePayload('Third'))).toEqual({ status: 'SITE_ALREADY_EXIST' });
    // Updates are not counted; a delete frees a place.
    expect(await call(Paths.sites.update, { ...sitePayload('Third renamed'), std: sd })).toEqual({ status: 'OK' });
    expect(await call(Paths.sites.delete, { std: sd })).toEqual({ status: 'OK' });
    expect((await call(Paths.sites.add, sitePayload('Fourth'))).status).toBe('OK');
  });

  it('licenses a new app for 10 sites', async () => {
    const lerato = await signUp(ctx.server, '27831110002', 'licence@times.test');
    const app = await createApp(ctx.server, lerato, 'Licence Rota');
    await ctx.server.call(Paths.apps.selectApp, selection(app), lerato);
    expect(ctx.server.readDb().apps.find((candidate) => candidate.app_id === app.app_id)?.max_sites).toBe(10);
    const type = await call(Paths.clients.typeAdd, { name: 'Any' }, lerato);
    const client = await call(
      Paths.clients.add,
      { name: 'Only Client', clnt_tpd: type.tpd, dt_started: '2026-03-01' },
      lerato,
    );
    const group = await call(Paths.sites.groupAdd, { gnm: 'Only Group' }, lerato);
    const own = (name: string) => sitePayload(name, { clnt: client.cntd, sgd: group.gd });
    for (let index = 1; index <= 10; index += 1) {
      expect({ index, status: (await call(Paths.sites.add, own(`Site ${index}`), lerato)).status }).toEqual({
        index,
        status: 'OK',
      });
    }
    expect(await call(Paths.sites.add, own('Site 11'), lerato)).toEqual({ status: 'SITE_MAX_LICENSED_EXCEEDED' });
    // The demo app's licence is its own.
    expect((await call(Paths.sites.add, sitePayload('Site 11'))).status).toBe('OK');
  });
});

describe('site update', () => {
  it('updates the fields; the place only when location_changed is 1', async () => {
    const moved = placeJson('Centurion', -25.8603, 28.1894);
    const update = (fields: object) =>
      call(Paths.sites.update, {
        ...sitePayload('Pretoria CBD', { sgd: westernCape.gd, usr_emply: 1, ...fields }),
        std: SITE,
      });
    expect(await update({ loc_autocomplete: moved, location_changed: 0 })).toEqual({ status: 'OK' });
    expect(await details(SITE)).toMatchObject({
      name: 'Pretoria CBD',
      group_name: 'Western Cape',
      usr_employees: 1,
      lat: -25.7479,
      ops: '',
    });
    expect(await update({ loc_autocomplete: moved, location_changed: 1 })).toEqual({ status: 'OK' });
    expect(await details(SITE)).toMatchObject({ lat: -25.8603, lng: 28.1894, loc_autocomplete: moved });
  });

  it('moves the site between operations managers in ops_site_ids', async () => {
    const userId = 50;
    await editStore(
      ctx.server,
      (draft) => {
        draft.users.push(testUser(userId, { usrcd: '12345678901234', nm: 'Bongani', snm: 'Second' }));
        draft.app_members.push({
          id: 50,
          app_id: APP,
          user_id: userId,
          user_type: 3,
          group_id: null,
          ops_site_ids: [],
        });
      },
      { reading: ['app_members'] },
    );
    const update = (ops: string) =>
      call(Paths.sites.update, { ...sitePayload('Pretoria Central', { ops }), std: SITE });
    expect(await update('12345678901234')).toEqual({ status: 'OK' });
    expect(opsSites()).toEqual([]);
    expect(opsSites(userId)).toEqual([SITE]);
    expect((await details(SITE)).ops_manager).toBe('Bongani Second');
    expect(await update('')).toEqual({ status: 'OK' });
    expect(opsSites(userId)).toEqual([]);
    expect((await call(Paths.sites.lookup, {}, ctx.sessions.ops)).sites).toEqual([]);
    expect(await update(demo.opsd)).toEqual({ status: 'OK' });
    expect(opsSites()).toEqual([SITE]);
  });

  it('answers SITE_ALREADY_EXIST for the name of another site; its own name in another case is fine', async () => {
    await call(Paths.sites.add, sitePayload('Hatfield'));
    expect(await call(Paths.sites.update, { ...sitePayload('HATFIELD'), std: SITE })).toEqual({
      status: 'SITE_ALREADY_EXIST',
    });
    expect(
      await call(Paths.sites.update, { ...sitePayload('PRETORIA CENTRAL', { ops: demo.opsd }), std: SITE }),
    ).toEqual({ status: 'OK' });
  });

  it('answers VALIDATION_ERROR for an unknown site or reference', async () => {
    expect(await call(Paths.sites.update, { ...sitePayload('X site'), std: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
    expect(await call(Paths.sites.update, { ...sitePayload('X site', { sgd: 'nope' }), std: SITE })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { sgd: 'Select group' },
    });
    expect(await call(Paths.sites.update, sitePayload('X site'))).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
  });
});

describe('site delete', () => {
  it('deletes a site without shifts, and takes it from its operations manager and from the groups’ site access', async () => {
    expect(ctx.server.readDb().group_sites.map((access) => access.std)).toContain(SITE);
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().sites).toEqual([]);
    expect(opsSites()).toEqual([]);
    expect(ctx.server.readDb().group_sites).toEqual([]);
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
  });

  it('answers RECORD_IN_USE while a shift is not deleted; deleted shifts go with the site', async () => {
    const day = (await call(Paths.shifts.add, shiftPayload('Day'))).sftd;
    const night = (await call(Paths.shifts.add, shiftPayload('Night'))).sftd;
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({ status: 'RECORD_IN_USE' });
    await call(Paths.shifts.delete, { sftd: day });
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({ status: 'RECORD_IN_USE' });
    await call(Paths.shifts.delete, { sftd: night });
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().shifts).toEqual([]);
  });

  it('answers RECORD_IN_USE while rosters or timesheets refer to it', async () => {
    await editStore(ctx.server, (draft) => {
      draft.rosters.push(hoursRoster(1, demo.app.appId, SITE, 8));
    });
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({ status: 'RECORD_IN_USE' });
    await editRosters(ctx.server, (draft) => {
      draft.rosters = [];
    });
    await addRecord(ctx.server, 'timesheets', { id: 1, std: SITE });
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({ status: 'RECORD_IN_USE' });
    await editStore(ctx.server, (draft) => {
      (draft as unknown as Record<string, unknown>).timesheets = [];
    });
    expect(await call(Paths.sites.delete, { std: SITE })).toEqual({ status: 'OK' });
  });
});
