/**
 * A manager's touches on this month's Day roster of Pretoria Central, after publishing: two days
 * pinned, one swap that keeps every hard rule (which pins both changed days) and an absence recorded from a coming day, which
 * re-plans the rest of the period with as few changes as possible. Published, so the employees
 * whose days changed are notified, as for any edit.
 */
import type { Assignment } from '@times/roster-engine';
import { addDays, dayAt } from '../employees/days';
import { Paths } from '../contract';
import type { RouteContext } from '../routes/context';
import type { RosterRecord } from '../store/types';
import type { DemoCaller } from './demoCaller';
import type { DemoRoster } from './calculateDemo';
import { comingDays, demoSwap } from './demoSwap';

/** The roster as it is now (each step reads it again: the one before changed it). */
const rosterNow = (ctx: RouteContext, roster: DemoRoster): Promise<RosterRecord | undefined> =>
  ctx.repos.rosters.ofRstd(roster.rstd);

const assignmentsOf = (record: RosterRecord | undefined): Assignment[] => record?.result?.assignments ?? [];

/** A day as the roster page sends it, the employee as the roster's model knows them (name and gender). */
const cellOf = (record: RosterRecord | undefined, assignment: Assignment) => {
  const model = record?.model;
  const employee = model?.employees.find((candidate) => candidate.id === assignment.employeeId);
  return {
    name: employee?.name ?? '',
    empd: assignment.employeeId,
    entry_date: assignment.date,
    emp_rld: assignment.positionId,
    gender: employee?.gender === 2 ? 2 : 1,
  };
};

async function pinTwo(api: DemoCaller, roster: DemoRoster, days: readonly Assignment[]): Promise<void> {
  for (const day of days.filter((_, index) => index % 7 === 3).slice(0, 2)) {
    const ref = { std: roster.std, sftd: roster.sftd, roster_ref: roster.rstd };
    await api.ok(Paths.rosters.pin, { ...ref, empd: day.employeeId, entry_date: day.date, pinned: 1 });
  }
}

async function swapOnce(api: DemoCaller, ctx: RouteContext, roster: DemoRoster, from: string): Promise<void> {
  const record = await rosterNow(ctx, roster);
  if (!record?.model) return;
  // Checked as the swap call checks it: against the other rosters as they are now.
  const model = await ctx.repos.rosters.withCurrentCommitments(record, record.model);
  const swap = demoSwap(model, assignmentsOf(record), from);
  // The call checks it again; a refusal (the days changed meanwhile) leaves the demo without a swap.
  if (swap) {
    await api.call(Paths.rosters.swap, {
      std: roster.std,
      sftd: roster.sftd,
      roster_ref: roster.rstd,
      drpped_data: cellOf(record, swap.a),
      on_position_data: cellOf(record, swap.b),
    });
  }
}

async function recordAbsence(api: DemoCaller, ctx: RouteContext, roster: DemoRoster, from: string): Promise<void> {
  const record = await rosterNow(ctx, roster);
  // Someone with no pinned day: an absence never moves a pin.
  const pinned = new Set(record?.pins?.map((pin) => pin.employeeId));
  const days = comingDays(assignmentsOf(record), from);
  const absent = days.find((day) => !pinned.has(day.employeeId));
  if (!absent) return;
  const next = days.find((day) => day.employeeId === absent.employeeId && day.date > absent.date);
  await api.ok(Paths.rosters.markAbsent, {
    std: roster.std,
    sftd: roster.sftd,
    roster_ref: roster.rstd,
    empd: absent.employeeId,
    from_date: absent.date,
    to_date: next?.date ?? absent.date,
  });
}

export async function editDemo(api: DemoCaller, ctx: RouteContext, roster: DemoRoster): Promise<void> {
  // The coming days of the period (tomorrow on), or its last week when the period is over.
  const tomorrow = addDays(dayAt(ctx.now()), 1);
  const assignments = assignmentsOf(await rosterNow(ctx, roster));
  const lastDate = assignments.reduce((max, day) => (day.date > max ? day.date : max), '');
  const from = tomorrow <= lastDate ? tomorrow : addDays(lastDate, -6);
  await pinTwo(api, roster, comingDays(assignments, from));
  await swapOnce(api, ctx, roster, from);
  await recordAbsence(api, ctx, roster, from);
}
