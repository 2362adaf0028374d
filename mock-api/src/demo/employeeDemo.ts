/**
 * The demo's employees who use Times themselves (issue 31): Mandla Mthembu and Palesa Molefe, guards
 * on Pretoria Central's Day shift, are invited by the owner (the texts go to the outbox) and their
 * seeded accounts (README, demo accounts) linked as a sign-in with their mobile links them; each
 * then asks for time off on coming days of theirs on the latest Day roster, which waits on the
 * Requests page; Palesa also marks a later rostered day unavailable (it waits too) and asks for a
 * day off after the roster (applied at once). So a new user sees both sides on first start.
 */
import { Paths } from '../contract';
import { isoAt } from '../routes/context';
import type { RouteContext } from '../routes/context';
import type { RosterRecord } from '../store/types';
import type { DemoRoster } from './calculateDemo';
import type { DemoCaller } from './demoCaller';
import { demoCaller } from './demoCaller';
import { DEMO_APP } from './demoPlan';

/**
 * The demo's employees with accounts: their emd, their seeded user, the time off they ask for, and
 * whether they also change their availability (a coming rostered day they cannot work, which waits
 * for the manager, and a day off asked for after the roster's period, which applies at once).
 */
export const DEMO_EMPLOYEE_ACCOUNTS = [
  { emd: 'Yh2NdBWflcpjaxvH', userId: 4, days: 2, skip: 0, reason: 'Family wedding', availability: false },
  { emd: 'jxJtcoglGK37Ei7o', userId: 5, days: 1, skip: 3, reason: 'Graduation', availability: true },
] as const;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The employee's availability with one coming rostered day unavailable and a day off asked after the period. */
async function changeAvailability(employee: DemoCaller, unavailable: string, dayOff: string): Promise<void> {
  const page = await employee.ok(Paths.myTimes.availability, {});
  const now = page.availability as { unavailable_dates: string[]; unavailable_days: string[]; requests: object[] };
  await employee.ok(Paths.myTimes.availabilitySave, {
    availability: {
      ...now,
      unavailable_dates: [...now.unavailable_dates, unavailable],
      requests: [...now.requests, { entry_date: dayOff, work: 0, weight: 6, sftd: '' }],
    },
  });
}

/** The employee's days on the roster after today, by date. */
const comingDays = (roster: RosterRecord | undefined, emd: string, today: string): string[] =>
  (roster?.result?.assignments ?? [])
    .filter((one) => one.employeeId === emd && one.date > today)
    .map((one) => one.date)
    .sort();

export async function employeeDemo(owner: DemoCaller, ctx: RouteContext, day: DemoRoster | undefined): Promise<number> {
  const nowIso = isoAt(ctx.now());
  let asked = 0;
  for (const account of DEMO_EMPLOYEE_ACCOUNTS) {
    const user = await ctx.repos.accounts.user(account.userId);
    if (!user) continue;
    await owner.ok(Paths.employeeAccounts.invite, { empd: account.emd });
    await ctx.repos.selfService.linkInvitations(user, nowIso);
    const roster = day && (await ctx.repos.rosters.ofRstd(day.rstd));
    const dates = comingDays(roster, account.emd, nowIso.slice(0, 10)).slice(account.skip);
    const [first] = dates;
    if (!first) continue;
    const last = dates[Math.min(account.days, dates.length) - 1] ?? first;
    const employee = await demoCaller(ctx, DEMO_APP, account.userId);
    try {
      const ref = `demo-time-off-${account.emd}`;
      await employee.ok(Paths.myTimes.timeOffAdd, { from_date: first, to_date: last, reason: account.reason, ref });
      asked++;
      const later = dates.at(-2);
      const end = roster?.end_date;
      if (account.availability && later && later > last && end) {
        await changeAvailability(employee, later, addDays(end, 5));
        asked++;
      }
    } finally {
      await employee.close();
    }
  }
  return asked;
}
