import { Paths } from '../../contract';
import { demo, ownAppUser, sitePayload, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('admin');
const { call } = ctx;
const u = Paths.users;
const UGD = '5YOYu5QRopcj40dX';
const SITE = demo.site.sd;

const kinds = [
  { kind: 'roster', list: u.groupRosterSites, add: u.groupRosterSiteAdd, remove: u.groupRosterSiteDelete },
  { kind: 'timesheet', list: u.groupTimesheetSites, add: u.groupTimesheetSiteAdd, remove: u.groupTimesheetSiteDelete },
] as const;
const [roster, timesheet] = kinds;

describe('group site access', () => {
  it("lists the demo group's roster access to Pretoria Central and no timesheet access", async () => {
    expect(await call(roster.list, { ugd: UGD })).toEqual({
      status: 'OK',
      group_sites: [{ id: 1, std: SITE, name: 'Pretoria Central', isCreate: 0, isView: 1 }],
    });
    expect(await call(timesheet.list, { ugd: UGD })).toEqual({ status: 'OK', group_sites: [] });
  });

  it.each(kinds)(
    'adds $kind access by site name, stores isCreate 1 with isView 1, and updates a site it has',
    async ({ kind, list, add }) => {
      const { sd } = await call(Paths.sites.add, sitePayload('Arcadia'));
      expect(await call(add, { ugd: UGD, std: sd, isCreate: 1, isView: 0 })).toEqual({ status: 'OK' });
      const stored = ctx.server.readDb().group_sites.filter((record) => record.kind === kind);
      // Numbered by the store (the next after the highest, or PostgreSQL's sequence).
      const { id } = stored.at(-1)!;
      expect(stored.at(-1)).toEqual({
        id,
        app_id: demo.app.appId,
        group_id: 1,
        std: sd,
        kind,
        isCreate: 1,
        isView: 1,
      });
      expect(await call(add, { ugd: UGD, std: SITE, isCreate: 1, isView: 1 })).toEqual({ status: 'OK' });
      expect((await call(list, { ugd: UGD })).group_sites).toEqual([
        { id, std: sd, name: 'Arcadia', isCreate: 1, isView: 1 },
        { id: expect.any(Number), std: SITE, name: 'Pretoria Central', isCreate: 1, isView: 1 },
      ]);
      // Adding a site again replaces its flags (no second record); the flags default to 0.
      expect(await call(add, { ugd: UGD, std: sd, isCreate: 0, isView: 1 })).toEqual({ status: 'OK' });
      expect(await call(add, { ugd: UGD, std: SITE })).toEqual({ status: 'OK' });
      expect(
        (await call(list, { ugd: UGD })).group_sites.map(
          ({ isCreate, isView }: { isCreate: number; isView: number }) => [isCreate, isView],
        ),
      ).toEqual([
        [0, 1],
        [0, 0],
      ]);
      expect(ctx.server.readDb().group_sites.filter((record) => record.kind === kind)).toHaveLength(2);
    },
  );

  it('keeps the kinds apart', async () => {
    expect(await call(timesheet.add, { ugd: UGD, std: SITE, isCreate: 1, isView: 1 })).toEqual({ status: 'OK' });
    expect((await call(roster.list, { ugd: UGD })).group_sites[0]).toMatchObject({ isCreate: 0, isView: 1 });
    expect(await call(roster.remove, { ugd: UGD, std: SITE })).toEqual({ status: 'OK' });
    expect((await call(roster.list, { ugd: UGD })).group_sites).toEqual([]);
    const [access] = ctx.server.readDb().group_sites.filter((record) => record.kind === 'timesheet');
    expect(access!.id).not.toBe(1);
    expect((await call(timesheet.list, { ugd: UGD })).group_sites).toEqual([
      { id: access!.id, std: SITE, name: 'Pretoria Central', isCreate: 1, isView: 1 },
    ]);
  });

  it.each(kinds)(
    'removes $kind access; NOT_FOUND when the group has none to the site',
    async ({ list, add, remove }) => {
      await call(add, { ugd: UGD, std: SITE, isCreate: 0, isView: 1 });
      expect(await call(remove, { ugd: UGD, std: SITE })).toEqual({ status: 'OK' });
      expect((await call(list, { ugd: UGD })).group_sites).toEqual([]);
      expect(await call(remove, { ugd: UGD, std: SITE })).toEqual({ status: 'NOT_FOUND' });
    },
  );

  it.each(kinds)(
    'answers VALIDATION_ERROR for a site the app does not have, GROUP_NOT_FOUND for a group ($kind)',
    async ({ list, add, remove }) => {
      const before = ctx.server.readDb().group_sites;
      const unknownSite = { status: 'VALIDATION_ERROR', errors: { std: 'Select site' } };
      expect(await call(add, { ugd: UGD, std: 'unknown', isCreate: 1, isView: 1 })).toEqual(unknownSite);
      expect(await call(remove, { ugd: UGD, std: 'unknown' })).toEqual(unknownSite);
      expect(await call(add, { ugd: UGD, isCreate: 1 })).toEqual(unknownSite);
      expect(await call(add, { std: SITE })).toEqual({ status: 'VALIDATION_ERROR', errors: { ugd: 'Select group' } });
      for (const [path, payload] of [
        [list, { ugd: 'unknown' }],
        [add, { ugd: 'unknown', std: SITE, isCreate: 1, isView: 1 }],
        [remove, { ugd: 'unknown', std: SITE }],
      ] as const) {
        expect(await call(path, payload)).toEqual({ status: 'GROUP_NOT_FOUND' });
      }
      // Another app's admin reaches neither the demo group nor the demo site.
      const lerato = await ownAppUser(ctx.server, '27834460001', 'gsites@times.test', 'Group Sites');
      expect(await call(list, { ugd: UGD }, lerato)).toEqual({ status: 'GROUP_NOT_FOUND' });
      const { ugd } = await call(u.groupAdd, { group_name: 'Mine' }, lerato);
      expect(await call(add, { ugd, std: SITE, isCreate: 1, isView: 1 }, lerato)).toEqual(unknownSite);
      expect(ctx.server.readDb().group_sites).toEqual(before);
    },
  );

  it('leaves out the records of a site that no longer exists', async () => {
    const { sd } = await call(Paths.sites.add, sitePayload('Arcadia'));
    await call(roster.add, { ugd: UGD, std: sd, isCreate: 0, isView: 1 });
    expect(await call(Paths.sites.delete, { std: sd })).toEqual({ status: 'OK' });
    expect((await call(roster.list, { ugd: UGD })).group_sites.map((site: { name: string }) => site.name)).toEqual([
      'Pretoria Central',
    ]);
  });
});
