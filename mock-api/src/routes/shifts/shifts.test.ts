import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demo, shiftPayload, sitePayload, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('group');

const SITE = demo.site.sd;
const { call } = ctx;
const add = async (nm: string, std: string = SITE, start = '06:00', end = '12:00') =>
  call(Paths.shifts.add, shiftPayload(nm, std, start, end));
const siteShifts = async (std: string = SITE, session?: SessionGrant) =>
  (await call(Paths.shifts.listForSite, { std }, session)).site_shifts;
const minute = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

describe('shift add and details', () => {
  it('adds a shift to a site and answers its details', async () => {
    const reply = await add(' Day shift ', SITE, '06:00', '18:00');
    expect(reply).toEqual({ status: 'OK', sftd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(ctx.server.readDb().shifts).toEqual([
      {
        id: 1,
        sftd: reply.sftd,
        app_id: demo.app.appId,
        std: SITE,
        name: 'Day shift',
        start_time: '06:00',
        end_time: '18:00',
        deleted: 0,
        created_at: new Date(ctx.server.clock.ms).toISOString(),
        deleted_at: null,
      },
    ]);
    expect(await call(Paths.shifts.details, { sftd: reply.sftd })).toEqual({
      status: 'OK',
      site_shifts: [
        {
          id: 1,
          sftd: reply.sftd,
          name: 'Day shift',
          start_time: '06:00',
          end_time: '18:00',
          deleted: 0,
          date_deleted: '',
          date_created: '2026-03-01 08:00',
          site_name: 'Pretoria Central',
        },
      ],
    });
  });

  it('answers SHIFT_ALREADY_EXIST for a name the site has among its live shifts; other sites may use it', async () => {
    const { sftd } = await add('Night', SITE, '18:00', '06:00');
    expect(await add(' NIGHT ')).toEqual({ status: 'SHIFT_ALREADY_EXIST' });
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    expect((await add('Night', sd)).status).toBe('OK');
    // Deleted, the name is free again at the site.
    await call(Paths.shifts.delete, { sftd });
    expect((await add('Night')).status).toBe('OK');
  });

  it('answers VALIDATION_ERROR for a site the app does not have and for the shared rules', async () => {
    expect(await add('Day', 'unknown-site')).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'site_shift.std': 'Select site' },
    });
    expect(
      await call(Paths.shifts.add, { site_shift: { nm: 'x', std: '', start_time: '6', end_time: '25:00' } }),
    ).toEqual({
      status: 'VALIDATION_ERROR',
      errors: {
        'site_shift.nm': 'Shift name is required',
        'site_shift.std': 'Select site',
        'site_shift.start_time': 'Start time is required',
        'site_shift.end_time': 'End time is required',
      },
    });
    expect((await call(Paths.shifts.add, {})).status).toBe('VALIDATION_ERROR');
    expect(await call(Paths.shifts.details, { sftd: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { sftd: 'Select shift' },
    });
    expect(ctx.server.readDb().shifts).toEqual([]);
  });
});

describe('shift update', () => {
  it('updates the name and times', async () => {
    const { sftd } = await add('Day');
    expect(await call(Paths.shifts.update, { sftd, ...shiftPayload('Early', SITE, '05:00', '11:00') })).toEqual({
      status: 'OK',
    });
    expect((await call(Paths.shifts.details, { sftd })).site_shifts[0]).toMatchObject({
      name: 'Early',
      start_time: '05:00',
      end_time: '11:00',
    });
  });

  it('answers SHIFT_ALREADY_EXIST for the name of another live shift of the site; its own name is fine', async () => {
    const { sftd } = await add('Day');
    const night = await add('Night');
    expect(await call(Paths.shifts.update, { sftd, ...shiftPayload('night') })).toEqual({
      status: 'SHIFT_ALREADY_EXIST',
    });
    expect(await call(Paths.shifts.update, { sftd, ...shiftPayload('DAY', SITE, '07:00', '13:00') })).toEqual({
      status: 'OK',
    });
    await call(Paths.shifts.delete, { sftd: night.sftd });
    expect(await call(Paths.shifts.update, { sftd, ...shiftPayload('Night') })).toEqual({ status: 'OK' });
  });

  it('keeps a shift on its site and refuses deleted or unknown shifts', async () => {
    const { sftd } = await add('Day');
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    expect(await call(Paths.shifts.update, { sftd, ...shiftPayload('Day', sd) })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'site_shift.std': 'Select site' },
    });
    await call(Paths.shifts.delete, { sftd });
    const unknown = { status: 'VALIDATION_ERROR', errors: { sftd: 'Select shift' } };
    expect(await call(Paths.shifts.update, { sftd, ...shiftPayload('Day again') })).toEqual(unknown);
    expect(await call(Paths.shifts.update, { sftd: 'unknown', ...shiftPayload('Day') })).toEqual(unknown);
    expect(await call(Paths.shifts.update, shiftPayload('Day'))).toEqual(unknown);
  });
});

describe('shift delete', () => {
  it('marks the shift deleted with the date, and keeps it', async () => {
    const { sftd } = await add('Day');
    ctx.server.clock.advance(3600);
    expect(await call(Paths.shifts.delete, { sftd })).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().shifts[0]).toMatchObject({
      sftd,
      deleted: 1,
      deleted_at: new Date(ctx.server.clock.ms).toISOString(),
    });
    expect((await call(Paths.shifts.details, { sftd })).site_shifts[0]).toMatchObject({
      deleted: 1,
      date_created: '2026-03-01 08:00',
      date_deleted: '2026-03-01 09:00',
    });
    expect(await call(Paths.shifts.delete, { sftd })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { sftd: 'Select shift' },
    });
  });

  it('no longer counts a deleted shift in the setup wizard', async () => {
    const wizard = async () => (await call(Paths.timesApp.appDetails, {})).app_details.wizard_shifts;
    const { sftd } = await add('Day');
    expect(await wizard()).toBe(1);
    await call(Paths.shifts.delete, { sftd });
    expect(await wizard()).toBe(0);
  });
});

describe('shifts of a site and roster sites', () => {
  it('lists the shifts of a site, deleted ones included, newest first', async () => {
    const early = await add('Early');
    ctx.server.clock.advance(60);
    const late = await add('Late', SITE, '14:00', '20:00');
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    await add('Elsewhere', sd);
    ctx.server.clock.advance(60);
    await call(Paths.shifts.delete, { sftd: early.sftd });
    expect(await call(Paths.shifts.listForSite, { std: SITE })).toEqual({
      status: 'OK',
      site_shifts: [
        {
          id: 2,
          sftd: late.sftd,
          name: 'Late',
          start_time: '14:00',
          end_time: '20:00',
          deleted: 0,
          date_deleted: '',
          date_created: minute(ctx.server.clock.ms - 60_000),
          site_name: 'Pretoria Central',
        },
        {
          id: 1,
          sftd: early.sftd,
          name: 'Early',
          start_time: '06:00',
          end_time: '12:00',
          deleted: 1,
          date_deleted: minute(ctx.server.clock.ms),
          date_created: '2026-03-01 08:00',
          site_name: 'Pretoria Central',
        },
      ],
    });
    expect(await siteShifts(sd)).toHaveLength(1);
    // Naledi reads the shifts of her site.
    expect(await siteShifts(SITE, ctx.sessions.ops)).toHaveLength(2);
  });

  it('lists none for a site without shifts; VALIDATION_ERROR for an unknown site', async () => {
    expect(await call(Paths.shifts.listForSite, { std: SITE })).toEqual({ status: 'OK', site_shifts: [] });
    expect(await call(Paths.shifts.listForSite, { std: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
    expect(await call(Paths.shifts.listForSite, {})).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
  });

  it('looks up the sites that have a live shift, by name, optionally of one client', async () => {
    const rosterSites = async (payload: object = {}) => (await call(Paths.shifts.rosterSites, payload)).roster_sites;
    expect(await call(Paths.shifts.rosterSites, {})).toEqual({ status: 'OK', roster_sites: [] });
    const { sftd } = await add('Day');
    expect(await rosterSites()).toEqual([{ id: 1, std: SITE, name: 'Pretoria Central' }]);
    const { sd } = await call(Paths.sites.add, sitePayload('Arcadia', { clnt: demo.clients.highveld.cntd }));
    await add('Night', sd);
    // Sipho sees the sites his group may view the rosters of (Pretoria Central), the admin every site.
    expect((await rosterSites()).map((site: { name: string }) => site.name)).toEqual(['Pretoria Central']);
    const allSites = async (payload: object = {}) =>
      (await call(Paths.shifts.rosterSites, payload, ctx.sessions.admin)).roster_sites;
    expect((await allSites()).map((site: { name: string }) => site.name)).toEqual(['Arcadia', 'Pretoria Central']);
    const ugd = ctx.server.readDb().user_groups[0]!.gdd;
    await call(Paths.users.groupRosterSiteAdd, { ugd, std: sd, isCreate: 0, isView: 1 }, ctx.sessions.admin);
    expect((await rosterSites()).map((site: { name: string }) => site.name)).toEqual(['Arcadia', 'Pretoria Central']);
    expect(await rosterSites({ clntd: demo.clients.highveld.cntd })).toEqual([{ id: 2, std: sd, name: 'Arcadia' }]);
    await call(Paths.shifts.delete, { sftd });
    expect((await rosterSites()).map((site: { name: string }) => site.name)).toEqual(['Arcadia']);
  });
});
