/**
 * The demo's employees who use Times themselves (issue 31): Mandla Mthembu and Palesa Molefe, guards
 * on Pretoria Central's Day shift, are invited by the owner (the texts go to the outbox) and their
 * seeded accounts (README, demo accounts) linked as a sign-in with their mobile links them; each
 * then asks for time off on coming days of theirs on the latest Day roster, which waits on the
 * Requests page. So a new user sees both sides on first start.
 */
import { Paths } from '../contract';
import { isoAt } from '../routes/context';
import type { RouteContext } from '../routes/context';
import type { DemoRoster } from './calculateDemo';
import type { DemoCaller } from './demoCaller';
import { demoCaller } from './demoCaller';
import { DEMO_APP } from './demoPlan';

/** The demo's employees with accounts: their emd, their seeded user, and the time off they ask for. */
export const DEMO_EMPLOYEE_ACCOUNTS = [
  { emd: 'Yh2NdBWflcpjaxvH', userId: 4, days: 2, skip: 0, reason: 'Family wedding' },
  { emd: 'jxJtcoglGK37Ei7o', userId: 5, days: 1, skip: 3, reason: 'Graduation' },
] as const;

/** The employee's days on the roster after today, by date. */
const comingDays = (ctx: RouteContext, rstd: string, emd: string, today: string): string[] =>
  (ctx.store.data.rosters.find((roster) => roster.rstd === rstd)?.result?.assignments ?? [])
    .filter((one) => one.employeeId === emd && one.date > today)
    .map((one) => one.date)
    .sort();

export async function employeeDemo(owner: DemoCaller, ctx: RouteContext, day: DemoRoster | undefined): Promise<number> {
  const nowIso = isoAt(ctx.now());
  let asked = 0;
  for (const account of DEMO_EMPLOYEE_ACCOUNTS) {
    const user = ctx.store.data.users.find((one) => one.id === account.userId);
    if (!user) continue;
    await owner.ok(Paths.employeeAccounts.invite, { empd: account.emd });
    await ctx.repos.selfService.linkInvitations(user, nowIso);
    const dates = day ? comingDays(ctx, day.rstd, account.emd, nowIso.slice(0, 10)).slice(account.skip) : [];
    const [first] = dates;
    if (!first) continue;
    const last = dates[Math.min(account.days, dates.length) - 1] ?? first;
    const employee = await demoCaller(ctx, DEMO_APP, account.userId);
    try {
      const ref = `demo-time-off-${account.emd}`;
      await employee.ok(Paths.myTimes.timeOffAdd, { from_date: first, to_date: last, reason: account.reason, ref });
      asked++;
    } finally {
      await employee.close();
    }
  }
  return asked;
}
