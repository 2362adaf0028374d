/**
 * The joint part of a site calculation: which days each employee keeps for which shift of the site, decided for all
 * the site's shifts at once by the multi-shift solver on siteAllocationModel. Each shift's roster is then planned
 * by the single-shift engine with the other shifts' allocations as commitments (the API's site job), so a day/night
 * rotation is planned as one: the first shift planned cannot take the days the others need.
 * Runs in a worker (runSiteAllocationInWorker); deterministic for a seed when it stops on its iteration budget.
 */
import type { RosterModel } from '../model/types';
import { OFF } from '../multiShift/model';
import { solveMultiShift } from '../multiShift/solve';
import { siteAllocationModel } from './siteModel';

/** HiGHS nodes for the exact solve of the whole site first (a site's model is small; node counts keep it replayable). */
const EXACT_NODES = 5_000;

export interface SiteAllocationInput {
  /** The single-shift models of the site's rosters, in the order the site job plans them. */
  models: RosterModel[];
  seed: number;
  /** Wall-clock cap of the search, in seconds. */
  timeLimitSec: number;
  /** Moves after the first allocation at most. */
  maxIterations: number;
}

/** A day an employee keeps for a roster, in the position they would work. */
export interface AllocatedDay {
  employeeId: string;
  date: string;
  positionId: string;
}

export interface SiteAllocation {
  /** Per model (same order): the days kept for it. */
  rosters: AllocatedDay[][];
  /** The allocation's own price (open places, places beyond need, unmet requests). */
  objective: number;
  seconds: number;
}

export async function allocateSite(input: SiteAllocationInput): Promise<SiteAllocation> {
  const site = siteAllocationModel(input.models);
  const rosters: AllocatedDay[][] = input.models.map(() => []);
  if (!site.ms.employees.length || !site.types.length || !site.dates.length)
    return { rosters, objective: 0, seconds: 0 };
  const result = await solveMultiShift(site.ms, {
    seed: input.seed,
    timeLimitSec: input.timeLimitSec,
    maxIterations: input.maxIterations,
    exactFirst: { maxNodes: EXACT_NODES, timeLimitSec: input.timeLimitSec },
  });
  result.roster.forEach((line, e) =>
    line.forEach((t, d) => {
      if (t === OFF) return;
      const type = site.types[t]!;
      rosters[type.roster]!.push({
        employeeId: site.employeeIds[e]!,
        date: site.dates[d]!,
        positionId: type.positionId,
      });
    }),
  );
  return { rosters, objective: result.objective, seconds: result.seconds };
}
