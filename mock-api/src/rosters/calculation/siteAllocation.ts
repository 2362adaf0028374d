/**
 * The joint step of a site calculation (siteJob.ts): the site's shift models built as a single
 * start would build them, the days allocated to each shift by the roster engine's site allocation
 * (ctx.engine: a worker thread or the job queue), and those days as the planned rosters the shifts planned later count as
 * commitments. Null when it cannot help (one shift) or fails (the job then plans in turn alone).
 */
import type { Assignment, RosterModel } from '@times/roster-engine';
import type { RouteContext } from '../../routes/context';
import { buildRosterModel, searchLimits } from '../model/buildRosterModel';
import { withModelRows } from '../model/modelRows';
import type { ModelRows } from '../model/modelRows';
import { rosterSeed } from '../model/seed';
import type { RunningCalculation } from './registry';
import type { SiteRoster } from './siteJob';

/** Moves of the allocation's search after its first allocation (it stops earlier on its time cap). */
export const SITE_ALLOCATION_ITERATIONS = 60;

export interface AllocatedRoster {
  model: RosterModel;
  assignments: Assignment[];
}

export async function allocateSiteDays(
  ctx: RouteContext,
  rosters: readonly SiteRoster[],
  entries: readonly RunningCalculation[],
  /** The app's leave days over the rosters' periods and the shifts' employees (model/modelRows.ts). */
  rows: ModelRows,
): Promise<AllocatedRoster[] | null> {
  if (rosters.length < 2) return null;
  const { store, config } = ctx;
  try {
    const seed = rosterSeed(rosters[0]!.rstd, rosters[0]!.calculation);
    const models = rosters.map((roster) =>
      buildRosterModel(withModelRows(store.data, rows), roster.shift, roster.period, {
        seed,
        ...searchLimits(config),
        exceptRstd: roster.rstd,
      }),
    );
    const allocation = await ctx.engine.siteAllocation(
      {
        models,
        seed,
        timeLimitSec: Math.max(1, config.rosterTimeLimitMs / 1000),
        maxIterations: SITE_ALLOCATION_ITERATIONS,
      },
      { signal: AbortSignal.any(entries.map((entry) => entry.controller.signal)) },
    );
    return models.map((model, i) => {
      const genders = new Map(model.employees.map((employee) => [employee.id, employee.gender]));
      return {
        model,
        assignments: allocation.rosters[i]!.map((day) => ({
          ...day,
          gender: genders.get(day.employeeId) ?? 1,
          dayType: 'normal' as const,
        })),
      };
    });
  } catch (error) {
    if (!entries.some((entry) => entry.controller.signal.aborted))
      config.logger.error('A site allocation failed; the shifts are planned in turn', error);
    return null;
  }
}
