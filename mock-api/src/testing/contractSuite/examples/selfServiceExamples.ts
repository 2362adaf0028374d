/**
 * Good inputs of the employees' own calls (issue 31): the accounts' invite, revoke and unlink (the
 * demo admin, on run employees of their own), an invitation's page (a visitor, on a live one),
 * My Times (the run's linked employee: examples' session) and the Requests (the demo admin, on the
 * linked employee's requests). Dates count from the API's today (world.now()), a month and more
 * ahead, each example on days of its own so no request overlaps another.
 */
import { Contract } from '../../../contract';
import type { SuiteWorld } from '../world';
import type { ExampleTable } from './example';
import { openShiftEmployeeSession, openShiftOfLinked, swapDayOfLinked } from './openShiftWorld';
import { invitedEmployee, linkedRunEmployee, runEmployeeSession } from './selfServiceWorld';
import { runEmployee } from './setupWorld';

const A = Contract.employeeAccounts;
const M = Contract.myTimes;
const R = Contract.requests;

const DAY_MS = 86_400_000;
const inDays = (world: SuiteWorld, days: number): string =>
  new Date(world.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

const asEmployee = { session: (world: SuiteWorld) => runEmployeeSession(world) };

/** A pending time-off request of the linked employee on day `days` from today: its rqd. */
const pendingRequest = (world: SuiteWorld, days: number): Promise<string> =>
  world.once(`timeOff:${days}`, async () => {
    const { session } = await linkedRunEmployee(world, 'd');
    const payload = {
      from_date: inDays(world, days),
      to_date: inDays(world, days),
      reason: 'Contract run',
      ref: `suite-${world.stamp}-${days}`,
    };
    const reply = (await world.client.call(M.timeOffAdd.path, payload, session)).body;
    if (reply?.status !== 'OK') throw new Error(`time off failed: ${JSON.stringify(reply)}`);
    return String(reply.request.rqd);
  });

export const selfServiceExamples: ExampleTable = {
  [A.list.path]: { payload: async () => ({}) },
  [A.invite.path]: { payload: async (world) => ({ empd: await runEmployee(world, 'v') }) },
  [A.revoke.path]: {
    // The good input revokes the run's invitation of 'r'; bad input then hears INVITATION_NOT_FOUND (declared).
    payload: async (world) => ({ empd: (await invitedEmployee(world, 'r')).empd }),
  },
  [A.unlink.path]: { payload: async (world) => ({ empd: (await linkedRunEmployee(world, 'u')).empd }) },
  [Contract.invitations.details.path]: {
    payload: async (world) => ({ token: (await invitedEmployee(world, 'i')).token }),
  },
  [M.me.path]: { payload: async () => ({}), ...asEmployee },
  [M.shifts.path]: {
    payload: async (world) => ({ from_date: inDays(world, -7), to_date: inDays(world, 30) }),
    ...asEmployee,
  },
  [M.timeOff.path]: { payload: async () => ({}), ...asEmployee },
  [M.timeOffAdd.path]: {
    payload: async (world) => ({
      from_date: inDays(world, 40),
      to_date: inDays(world, 41),
      reason: 'Family wedding',
      ref: `suite-${world.stamp}-add`,
    }),
    ...asEmployee,
  },
  [M.timeOffCancel.path]: { payload: async (world) => ({ rqd: await pendingRequest(world, 50) }), ...asEmployee },
  [M.inbox.path]: { payload: async () => ({}), ...asEmployee },
  [M.inboxRead.path]: { payload: async () => ({ ids: [] }), ...asEmployee },
  [M.sms.path]: { payload: async () => ({ roster: 1, requests: 0 }), ...asEmployee },
  [M.availability.path]: { payload: async () => ({}), ...asEmployee },
  [M.availabilitySave.path]: {
    payload: async (world) => ({
      availability: {
        unavailable_dates: [inDays(world, 70)],
        unavailable_days: [],
        requests: [{ entry_date: inDays(world, 71), work: 0, weight: 5, sftd: '' }],
      },
    }),
    ...asEmployee,
  },
  [M.calendarLink.path]: { payload: async () => ({}), ...asEmployee },
  [M.openShifts.path]: {
    payload: async (world) => ({ from_date: inDays(world, 0), to_date: inDays(world, 45) }),
    ...asEmployee,
  },
  [M.openShiftClaim.path]: { payload: openShiftOfLinked, session: openShiftEmployeeSession },
  [M.swapPartners.path]: { payload: swapDayOfLinked, session: openShiftEmployeeSession },
  [R.list.path]: { payload: async () => ({ state: 'pending' }) },
  [R.count.path]: { payload: async () => ({}) },
  // The app's default, as the run found it.
  [R.settings.path]: { payload: async () => ({ every_change_waits: 0 }) },
  // The app's default, as the run found it (claims taken at once: the open shift's example expects it).
  [R.marketplace.path]: { payload: async () => ({ changes_wait: 0 }) },
  [R.impact.path]: { payload: async (world) => ({ rqd: await pendingRequest(world, 60) }) },
  [R.decide.path]: {
    payload: async (world) => ({ rqd: await pendingRequest(world, 60), decision: 'decline', reason: 'Contract run' }),
  },
};
