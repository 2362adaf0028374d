/**
 * One job plans the rosters of all the shifts of a site for a period as one (startSite.ts writes
 * them Processing first):
 * 1. Jointly: the multi-shift solver decides, for every shift at once, which days each employee
 *    keeps for which shift (`runSiteAllocationInWorker`: cover of every shift's positions, rest
 *    hours between the shifts, the employees' runs, limits, availability and requests).
 * 2. In turn: each shift is calculated by the roster engine, starting from the days the allocation
 *    keeps for it (`RosterModel.hint`), with the rosters planned before it, and the days the
 *    allocation keeps for the shifts after it, as commitments; then every shift but the last is
 *    planned again against all the others' plans. So the first shift cannot take the days
 *    the others need, and each roster is still planned exactly (positions, rules, targets).
 * No roster ever clashes with another: each plan keeps clear of every roster it sees, and those it
 * does not see yet keep clear of it when their turn comes. If the allocation fails, step 2 runs
 * without it. Each roster stays Processing until its last plan and then ends Successful (with the
 * model it was planned with) or Failed; a re-plan that fails keeps the roster's first plan. A
 * recalculation of one of the rosters stops the job's work on it.
 */
import type { PinnedDay, RosterModel, RosterResult } from '@times/roster-engine';
import { allocateSiteDays } from './siteAllocation';
import type { RouteContext } from '../../routes/context';
import { buildRosterModel, searchLimits } from '../model/buildRosterModel';
import type { RosterShiftKey } from '../model/buildRosterModel';
import type { PlannedRoster } from '../model/commitments';
import { modelRowsOf, withModelRows } from '../model/modelRows';
import { rostersWindow } from '../model/rostersWindow';
import type { CalculationPeriod } from '../model/rosterPeriod';
import { rosterSeed } from '../model/seed';
import { failureReason, writeOutcome } from './outcome';
import { abortRosterCalculation, runningCalculations } from './registry';
import type { RunningCalculation } from './registry';

/** A roster of the job: written Processing, to plan. */
export interface SiteRoster {
  rstd: string;
  calculation: number;
  shift: RosterShiftKey;
  period: CalculationPeriod;
  /** The roster's pins the plan keeps (RosterModel.pinned); absent = none. */
  pinned?: PinnedDay[];
}

/** Plans of the shifts after the first round: every shift but the last is planned once more. */
export const REPLAN_ROUNDS = 1;

interface Plan {
  model: RosterModel;
  result: RosterResult;
}

export function launchSiteCalculation(ctx: RouteContext, rosters: readonly SiteRoster[]): void {
  const { store, config } = ctx;
  const running = runningCalculations(store);
  const entries = rosters.map((roster): RunningCalculation => {
    abortRosterCalculation(store, roster.rstd);
    return {
      rstd: roster.rstd,
      calculation: roster.calculation,
      controller: new AbortController(),
      settled: Promise.resolve(),
    };
  });
  const job = Promise.resolve()
    .then(() => planSite(ctx, rosters, entries))
    .catch((error: unknown) => config.logger.error('A site calculation could not be completed', error))
    .finally(() => {
      for (const entry of entries) if (running.get(entry.rstd) === entry) running.delete(entry.rstd);
    });
  for (const entry of entries) {
    entry.settled = job;
    running.set(entry.rstd, entry);
  }
}

async function planSite(ctx: RouteContext, rosters: readonly SiteRoster[], entries: readonly RunningCalculation[]) {
  const { store, config } = ctx;
  const appId = rosters[0]!.shift.appId;
  const periods = rosters.map((one) => one.period);
  const rows = await modelRowsOf(
    ctx.repos,
    appId,
    rosters.map((one) => one.shift.sftd),
    periods,
  );
  // The other rosters the models' history and commitments read, as they are when the job starts.
  const around = rostersWindow(rows, appId, {
    start: periods.map((one) => one.start).reduce((a, b) => (a < b ? a : b)),
    end: periods.map((one) => one.end).reduce((a, b) => (a > b ? a : b)),
  });
  rows.rosters = await ctx.repos.rosters.overlapping(appId, { from: around.start, to: around.end });
  const allocated = await allocateSiteDays(ctx, rosters, entries, rows);
  const plans = new Map<string, Plan>();
  const done = new Set<string>();
  const last = rosters.length - 1;
  const turns = [
    ...rosters.map((roster, i) => ({ roster, i, round: 0 })),
    ...Array.from({ length: REPLAN_ROUNDS }, (_, r) =>
      rosters.slice(0, last).map((roster, i) => ({ roster, i, round: r + 1 })),
    ).flat(),
  ];
  const finalRound = (i: number) => (i === last ? 0 : REPLAN_ROUNDS);
  const write = async (roster: SiteRoster, outcome: Parameters<typeof writeOutcome>[3]) => {
    done.add(roster.rstd);
    await writeOutcome(store, roster.rstd, roster.calculation, outcome, ctx.now(), ctx);
  };
  for (const { roster, i, round } of turns) {
    const { signal } = entries[i]!.controller;
    if (signal.aborted || done.has(roster.rstd)) continue;
    const planned: PlannedRoster[] = rosters.flatMap((other, j) => {
      if (other.rstd === roster.rstd) return [];
      const plan = plans.get(other.rstd);
      const days = plan ? { model: plan.model, assignments: plan.result.assignments } : allocated?.[j];
      return days
        ? [
            {
              ...other.shift,
              start_date: other.period.start,
              end_date: other.period.end,
              model: days.model,
              assignments: days.assignments,
            },
          ]
        : [];
    });
    try {
      const built = buildRosterModel(withModelRows(store.data, rows), roster.shift, roster.period, {
        seed: (rosterSeed(roster.rstd, roster.calculation) + round) >>> 0,
        ...searchLimits(config),
        exceptRstd: roster.rstd,
        planned,
      });
      const model = roster.pinned?.length ? { ...built, pinned: roster.pinned } : built;
      // The first plan starts from the days the allocation keeps for this shift (kept only where they keep every rule).
      const hint = round === 0 ? allocated?.[i]?.assignments : undefined;
      const result = await ctx.engine.roster(hint ? { ...model, hint } : model, { signal });
      plans.set(roster.rstd, { model, result });
    } catch (error) {
      // A failed first plan fails the roster; a failed re-plan keeps the first one.
      if (!plans.has(roster.rstd)) await write(roster, { status: 'Failed', reason: failureReason(error) });
    }
    const plan = plans.get(roster.rstd);
    if (plan && round === finalRound(i) && !done.has(roster.rstd))
      await write(roster, { status: 'Successful', result: plan.result, model: plan.model });
  }
  // A re-plan skipped (aborted roster) leaves nothing Processing behind: the last plan is kept.
  for (const roster of rosters) {
    const plan = plans.get(roster.rstd);
    if (plan && !done.has(roster.rstd))
      await write(roster, { status: 'Successful', result: plan.result, model: plan.model });
  }
}
