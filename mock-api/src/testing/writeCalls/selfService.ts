/**
 * The write calls of the employees' own domain (issue 31): the employee accounts' invite, revoke
 * and unlink (EMPLOYEES_AND_POSITIONS right 1, as the employee list's writes), a manager's decision
 * on a request (ROSTER right 11 on the employee's site, whose operations manager may make it), and
 * the employee's own calls (time off asked and cancelled, the availability saved, the inbox read,
 * the SMS choices), which only the linked employee makes; and the Requests page's setting, an
 * admin's alone.
 */
import { addDays } from '@times/roster-engine';
import { FormId, Paths, RightId } from '../../contract';
import { putRoster, resultOf, shiftWithPositions, weekModel } from '../../rosters/views/testing/storedRoster';
import type { TestServer } from '../harness';
import { demo } from '../harness';
import type { WriteCall, WriteCallWorld } from './types';
import { expectOk, okField } from './types';

const people = { formId: FormId.EMPLOYEES_AND_POSITIONS, rightId: RightId.MANAGE };
const own = { ownEmployee: true } as const;
const adminOnly = { adminOnly: true } as const;

/** The matrix's linked employee (the rights matrix links one before the table runs). */
const linkedEmd = (server: TestServer): string => {
  // Read back from the store (on PostgreSQL the accounts are a table of their own).
  const account = server.readDb().employee_accounts.find((one) => one.app_id === demo.app.appId);
  if (!account) throw new Error('the rights matrix has no linked employee');
  return account.emd;
};

/** A demo employee with a mobile who is not linked. */
const otherEmd = (server: TestServer): string => {
  const linked = linkedEmd(server);
  const other = server
    .readDb()
    .employees.find((one) => one.app_id === demo.app.appId && one.emd !== linked && one.mobile !== '');
  if (!other) throw new Error('the demo app has no second employee with a mobile');
  return other.emd;
};

/**
 * A published week roster of a new demo-site shift (storedRoster's weekModel) whose place the linked employee may take
 * (issue 34's open shifts): a colleague of their position taken off a day the employee, free the days around it and
 * not on leave, may work.
 * The claim's payload.
 */
async function openPlaceForLinked({ server, admin }: WriteCallWorld) {
  const { sftd, rlds } = await shiftWithPositions(admin, [
    { name: 'Guard', abbr: 'GRD' },
    { name: 'Supervisor', abbr: 'SUP' },
  ]);
  const { model, assignments } = weekModel(server, rlds);
  const emd = linkedEmd(server);
  const me = model.employees.find((one) => one.id === emd);
  if (!me) throw new Error('the linked employee is not on the week roster');
  const mine = new Set(assignments.filter((one) => one.employeeId === emd).map((one) => one.date));
  const freed = assignments.find(
    (one) =>
      one.positionId === me.positionId &&
      one.employeeId !== emd &&
      !mine.has(one.date) &&
      !mine.has(addDays(one.date, -1)) &&
      !mine.has(addDays(one.date, 1)) &&
      !me.leave.includes(one.date),
  );
  if (!freed) throw new Error('no day of the week roster to leave open for the linked employee');
  const kept = assignments.filter((one) => one !== freed);
  const record = await putRoster(server, { sftd, std: demo.site.sd, model, result: resultOf(model, kept) });
  const edit = { std: demo.site.sd, sftd, roster_ref: record.rstd };
  expectOk(await admin(Paths.rosters.publish, edit), 'publish');
  return { ...edit, entry_date: freed.date, rld: freed.positionId };
}

let refs = 0;
async function askedTimeOff({ employee }: WriteCallWorld): Promise<string> {
  if (!employee) throw new Error('this test has no linked employee (linkedOnDemoSite)');
  return okField<{ rqd: string }>(
    await employee(Paths.myTimes.timeOffAdd, {
      from_date: '2026-03-10',
      to_date: '2026-03-11',
      reason: 'Family wedding',
      ref: `matrix-time-off-${++refs}`,
    }),
    'request',
    'time off',
  ).rqd;
}

export const selfServiceWriteCalls: readonly WriteCall[] = [
  {
    name: 'employee invite',
    path: Paths.employeeAccounts.invite,
    right: people,
    ops: false,
    payload: async ({ server }) => ({ empd: otherEmd(server) }),
  },
  {
    name: 'employee invitation revoke',
    path: Paths.employeeAccounts.revoke,
    right: people,
    ops: false,
    payload: async ({ server, admin }) => {
      const empd = otherEmd(server);
      okField(await admin(Paths.employeeAccounts.invite, { empd }), 'account', 'invite');
      return { empd };
    },
  },
  {
    name: 'employee account unlink',
    path: Paths.employeeAccounts.unlink,
    right: people,
    ops: false,
    payload: async ({ server }) => ({ empd: linkedEmd(server) }),
  },
  {
    name: 'request decide',
    path: Paths.requests.decide,
    right: { formId: FormId.ROSTER, rightId: RightId.ROSTER_ADJUST },
    ops: true,
    payload: async (world) => ({ rqd: await askedTimeOff(world), decision: 'decline', reason: 'Stocktake week' }),
  },
  {
    name: 'my time off add',
    path: Paths.myTimes.timeOffAdd,
    right: own,
    ops: false,
    payload: async () => ({
      from_date: '2026-03-20',
      to_date: '2026-03-20',
      reason: 'Doctor',
      ref: `matrix-own-${++refs}`,
    }),
  },
  {
    name: 'my time off cancel',
    path: Paths.myTimes.timeOffCancel,
    right: own,
    ops: false,
    payload: async (world) => ({ rqd: await askedTimeOff(world) }),
  },
  { name: 'my inbox read', path: Paths.myTimes.inboxRead, right: own, ops: false, payload: async () => ({ ids: [] }) },
  {
    name: 'my open shift claim',
    path: Paths.myTimes.openShiftClaim,
    right: own,
    ops: false,
    payload: openPlaceForLinked,
  },
  {
    name: 'my availability save',
    path: Paths.myTimes.availabilitySave,
    right: own,
    ops: false,
    // A new date each time: the save changes the employee's availability.
    payload: async () => ({
      availability: {
        unavailable_dates: [`2026-04-${String(1 + (++refs % 28)).padStart(2, '0')}`],
        unavailable_days: [],
        requests: [],
      },
    }),
  },
  {
    name: 'my calendar link',
    path: Paths.myTimes.calendarLink,
    right: own,
    ops: false,
    payload: async () => ({}),
  },
  {
    name: 'requests setting',
    path: Paths.requests.settings,
    right: adminOnly,
    ops: false,
    // It names no record: the admin of another app sets their own app's.
    ownAppAdd: true,
    // The other way round from now: the admin's call changes it.
    payload: async ({ server }) => ({
      every_change_waits: server.readDb().apps.find((one) => one.app_id === demo.app.appId)?.availability_waits ? 0 : 1,
    }),
  },
  {
    name: 'open shift claims setting',
    path: Paths.requests.marketplace,
    right: adminOnly,
    ops: false,
    // It names no record: the admin of another app sets their own app's.
    ownAppAdd: true,
    // The other way round from now: the admin's call changes it.
    payload: async ({ server }) => ({
      changes_wait: server.readDb().apps.find((one) => one.app_id === demo.app.appId)?.marketplace_waits ? 0 : 1,
    }),
  },
  {
    name: 'my sms choices',
    path: Paths.myTimes.sms,
    right: own,
    ops: false,
    payload: async () => ({ roster: 0, requests: 0 }),
  },
];
