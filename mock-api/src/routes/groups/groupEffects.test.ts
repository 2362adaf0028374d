/**
 * A group's rights and site access apply to its members' very next call: Sipho (the demo 'group'
 * session, member of 'Site supervisors') is changed by the admin over HTTP and tried at once.
 */
import { Paths } from '../../contract';
import { demo, shiftPayload, sitePayload, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('admin');
const { call } = ctx;
const u = Paths.users;
const UGD = '5YOYu5QRopcj40dX';
const SITE = demo.site.sd;
const CLIENT = demo.clients.acmeRetail.cntd;

const asSipho = (path: string, payload: object) => call(path, payload, ctx.sessions.group);
const setRight = (right_id: number, perm_status: 0 | 1) =>
  call(u.groupRightsSave, { ugd: UGD, group_rights: [{ right_id, perm_status }] });
const rosterList = () =>
  asSipho(Paths.rosters.available, { clntd: CLIENT, std: '', filter_by: 1, dt_start: '', dt_end: '' });
const rosterSites = async () => (await asSipho(Paths.rosterSetup.sitesOfClient, { clntd: CLIENT })).roster_sites;
const addShift = async (std = SITE) => (await call(Paths.shifts.add, shiftPayload('Day', std))).sftd as string;

describe('group changes on the next call', () => {
  it('USERS right 1 opens the group calls to the member, and closes them again', async () => {
    expect(await asSipho(u.groups, {})).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await setRight(301, 1)).toEqual({ status: 'OK' });
    expect((await asSipho(u.groups, {})).groups[0]).toMatchObject({ gdd: UGD, total_rights: 5 });
    await setRight(301, 0);
    expect(await asSipho(u.groups, {})).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });

  it('ROSTER right 10 gone: no roster reads; the list stays open with right 14 until that goes too', async () => {
    const shftd = await addShift();
    expect(await asSipho(Paths.rosters.periods, { std: SITE, shftd })).toEqual({ status: 'OK', roster_period: [] });
    expect(await rosterList()).toEqual({ status: 'OK', roster: [] });
    await setRight(510, 0);
    expect(await asSipho(Paths.rosters.periods, { std: SITE, shftd })).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await rosterList()).status).toBe('OK');
    await setRight(514, 0);
    expect(await rosterList()).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });

  it('roster site access gone: the site leaves the selector and its roster and roster setup reads are refused', async () => {
    const shftd = await addShift();
    expect(await rosterSites()).toEqual([{ id: 1, std: SITE, name: 'Pretoria Central', isCreate: 0, isView: 1 }]);
    expect((await asSipho(Paths.rosterSetup.shiftsOfSite, { std: SITE })).status).toBe('OK');
    expect(await call(u.groupRosterSiteDelete, { ugd: UGD, std: SITE })).toEqual({ status: 'OK' });
    expect(await rosterSites()).toEqual([]);
    expect(await asSipho(Paths.rosters.periods, { std: SITE, shftd })).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await asSipho(Paths.rosterSetup.shiftsOfSite, { std: SITE })).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await asSipho(Paths.rosterSetup.workingDaysDetails, { std: SITE, sftd: shftd })).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect(await rosterList()).toEqual({ status: 'OK', roster: [] });
    expect(
      await asSipho(Paths.rosters.available, { clntd: CLIENT, std: SITE, filter_by: 1, dt_start: '', dt_end: '' }),
    ).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    // The admin and the site's operations manager are not affected.
    expect((await call(Paths.rosterSetup.sitesOfClient, { clntd: CLIENT })).roster_sites).toHaveLength(1);
    expect(
      (await call(Paths.rosterSetup.sitesOfClient, { clntd: CLIENT }, ctx.sessions.ops)).roster_sites,
    ).toHaveLength(1);
  });

  it('isCreate given: the site shows isCreate 1, and a new site with access joins the selector', async () => {
    expect(await call(u.groupRosterSiteAdd, { ugd: UGD, std: SITE, isCreate: 1, isView: 0 })).toEqual({ status: 'OK' });
    expect(await rosterSites()).toEqual([{ id: 1, std: SITE, name: 'Pretoria Central', isCreate: 1, isView: 1 }]);
    const { sd } = await call(Paths.sites.add, sitePayload('Arcadia'));
    expect((await rosterSites()).map((site: { name: string }) => site.name)).toEqual(['Pretoria Central']);
    await call(u.groupRosterSiteAdd, { ugd: UGD, std: sd, isCreate: 0, isView: 1 });
    expect(await rosterSites()).toEqual([
      { id: expect.any(Number), std: sd, name: 'Arcadia', isCreate: 0, isView: 1 },
      { id: 1, std: SITE, name: 'Pretoria Central', isCreate: 1, isView: 1 },
    ]);
  });

  it("isCreate opens the site's roster writes to a member holding the right", async () => {
    const sftd = await addShift();
    const startRoster = () =>
      asSipho(Paths.rosters.startCalculation, {
        std: SITE,
        sftd,
        start_date: '2026-04-01',
        roster_ref: '',
        recalculate: 0,
      });
    await setRight(509, 1);
    expect(await startRoster()).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await call(u.groupRosterSiteAdd, { ugd: UGD, std: SITE, isCreate: 1, isView: 1 });
    // Past the rights: the shift's setup is what is missing now.
    expect((await startRoster()).status).not.toBe('INVALID_USER_RIGHTS');
    expect(ctx.server.readDb().rosters).toEqual([]);
  });
});
