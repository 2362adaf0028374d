/**
 * The self-service repository reads the employees, their places on shifts, their requests and inbox
 * through their repositories, not from the store's state (issue 33: on PostgreSQL each lives in a table of
 * its own). Read over a state without any of them, with the repositories over the whole store, every
 * answer is the one read over the whole store.
 */
import { Paths } from '../../contract';
import { EmbeddedEmployees } from '../../employees/repository/embeddedEmployees';
import { EmbeddedShiftEmployees } from '../../roster-setup/shiftEmployees/repository/embeddedShiftEmployees';
import { invitationToken, linkedOnDemoSite, setEmployeeMobile } from '../../routes/myTimes/selfServiceFixtures';
import type { DataStore } from '../../store/dataStore';
import { EmbeddedAccountRecords } from './embeddedAccountRecords';
import { EmbeddedRequestRecords } from './embeddedRequestRecords';
import { demo, useDemoServer } from '../../testing/harness';
import { EmbeddedAttendance } from '../../attendance/repository/embeddedAttendance';
import { EmbeddedRosters } from '../../rosters/repository/embeddedRosters';
import { EmbeddedApps } from '../../apps/repository/embeddedApps';
import { StoreSelfService } from './storeSelfService';
import { EmbeddedShifts } from '../../shifts/repository/embeddedShifts';
import { EmbeddedSites } from '../../sites/repository/embeddedSites';

const ctx = useDemoServer();
const APP = demo.app.appId;
const TODAY = '2026-11-20';

/** The repository over `store`, its people read over the whole store. */
const over = (store: DataStore, whole: DataStore) =>
  new StoreSelfService(
    store,
    {
      employees: new EmbeddedEmployees(whole),
      places: new EmbeddedShiftEmployees(whole),
      rosters: new EmbeddedRosters(whole),
      attendance: new EmbeddedAttendance(whole),
      shifts: new EmbeddedShifts(whole),
      sites: new EmbeddedSites(whole),
      apps: new EmbeddedApps(whole),
    },
    { requests: new EmbeddedRequestRecords(whole), accounts: new EmbeddedAccountRecords(whole) },
  );

it('answers alike with the employees and places read through their repositories', async () => {
  const employee = await linkedOnDemoSite(ctx.server, ctx.sessions.admin);
  await ctx.call(
    Paths.myTimes.timeOffAdd,
    { from_date: '2026-12-08', to_date: '2026-12-09', reason: 'Family wedding', ref: 'bare-state-0001' },
    employee,
  );
  await ctx.call(
    Paths.myTimes.availabilitySave,
    { availability: { unavailable_dates: ['2026-12-15'], unavailable_days: ['sun'], requests: [] } },
    employee,
  );
  // Another employee invited, not linked yet.
  const invited = ctx.server.readDb().employees.filter((one) => one.app_id === APP)[5]!;
  await setEmployeeMobile(ctx.server, invited.emd, '0831234599');
  await ctx.call(Paths.employeeAccounts.invite, { empd: invited.emd });
  const token = await invitationToken(ctx.server, '27831234599');

  const whole = ctx.server.api.store;
  const bare = {
    ...whole,
    data: {
      ...whole.data,
      employees: [],
      shift_employees: [],
      employee_availability: [],
      time_off_requests: [],
      inbox: [],
      employee_accounts: [],
      invitations: [],
      rosters: [],
    },
  } as DataStore;
  const [request] = whole.data.time_off_requests.filter((one) => one.app_id === APP);
  const account = whole.data.employee_accounts.find((one) => one.app_id === APP)!;
  const read = async (repository: StoreSelfService) => ({
    pending: await repository.requests({ appId: APP, sites: [demo.site.sd], state: 'pending', today: TODAY }),
    all: await repository.requests({ appId: APP, sites: 'all', state: 'pending', today: TODAY }),
    elsewhere: await repository.pendingCount(APP, ['no-such-site']),
    count: await repository.pendingCount(APP, [demo.site.sd]),
    row: await repository.requestRow(request!, TODAY),
    inScope: await repository.inScope(APP, account.emd, [demo.site.sd]),
    accounts: await repository.accounts(APP, `${TODAY}T08:00:00.000Z`),
    exists: await repository.employeeExists(APP, invited.emd),
    invitation: await repository.invitation(token),
    linked: await repository.linked(APP, account.user_id),
    availability: await repository.availability(APP, account.emd, TODAY),
    timeOff: await repository.timeOff(APP, account.emd),
    inbox: await repository.inbox(APP, account.emd),
    request: await repository.request(APP, request!.rqd),
    shifts: await repository.shifts({
      appId: APP,
      emd: account.emd,
      from: '2026-10-01',
      to: '2027-01-31',
      nowMs: Date.parse(`${TODAY}T08:00:00.000Z`),
    }),
  });
  const expected = await read(over(whole, whole));
  // What the answers hold: the request named, in the site's scope, the invited employee shown.
  expect(expected.pending.requests.map((one) => one.name)).toEqual([
    whole.data.employees.find((one) => one.app_id === APP && one.emd === account.emd)!.name,
  ]);
  expect([expected.count, expected.elsewhere, expected.inScope]).toEqual([1, 0, true]);
  expect(expected.timeOff.map((one) => one.reason)).toEqual(['Family wedding']);
  expect(expected.request?.rqd).toBe(request!.rqd);
  expect(expected.inbox.messages.map((one) => one.kind)).toEqual(['invitation']);
  expect(expected.availability.availability).toMatchObject({
    unavailable_dates: ['2026-12-15'],
    unavailable_days: ['sun'],
  });
  expect(expected.invitation?.employee?.emd).toBe(invited.emd);
  expect(expected.linked?.employee.emd).toBe(account.emd);
  expect(await read(over(bare, whole))).toEqual(expected);
});
