/**
 * The exact fewest employees that can cover a list of daily demands under the max-consecutive and
 * min-rest rules (as SCORING.md defines them, no history), by exhaustive dynamic programming. It
 * checks the lower bound of requiredEmployees on small cases (tests, bench); its cost grows
 * exponentially with the number of employees, so keep it to a few employees and a month.
 *
 * Employees of the same position without leave or exclusions are interchangeable, so the state after
 * a day is the multiset of their individual states:
 *   FREE       may work (never worked in the period, or rested at least minRest days);
 *   RUN k      worked the last k days (1 … c; with no limit one RUN state);
 *   REST j     off j days after working, 1 ≤ j < minRest: may not work yet.
 */

export interface ExactCoverOptions {
  /** 0 = no limit. */
  maxConsecutive: number;
  /** 0 = no rule. */
  minRest: number;
  /**
   * true: each day exactly its demand (the CAPACITY rule when a day's cap is its count);
   * false (default): at least its demand.
   */
  exact?: boolean;
}

interface StateMachine {
  size: number;
  free: number;
  /** Next state after working, or -1 when the state may not work. */
  onWork: number[];
  onRest: number[];
}

function machine(maxConsecutive: number, minRest: number): StateMachine {
  const c = Math.max(0, Math.floor(maxConsecutive));
  const r = Math.max(0, Math.floor(minRest));
  const runs = c === 0 ? 1 : c;
  const rests = Math.max(0, r - 1);
  // 0 FREE, 1..runs RUN k, runs+1 .. runs+rests REST j.
  const size = 1 + runs + rests;
  const afterWorkRest = rests > 0 ? runs + 1 : 0;
  const onWork: number[] = [];
  const onRest: number[] = [];
  for (let state = 0; state < size; state += 1) {
    if (state === 0) {
      onWork.push(1);
      onRest.push(0);
    } else if (state <= runs) {
      onWork.push(c === 0 ? 1 : state < c ? state + 1 : -1);
      onRest.push(afterWorkRest);
    } else {
      const j = state - runs;
      onWork.push(-1);
      onRest.push(j + 1 < r ? state + 1 : 0);
    }
  }
  return { size, free: 0, onWork, onRest };
}

/** Whether `employees` interchangeable employees can cover `demand` (one number per day). */
export function canCover(demand: readonly number[], employees: number, options: ExactCoverOptions): boolean {
  const sm = machine(options.maxConsecutive, options.minRest);
  const exact = options.exact ?? false;
  const start = new Array<number>(sm.size).fill(0);
  start[sm.free] = employees;
  let layer = new Map<string, number[]>([[start.join(','), start]]);

  for (const need of demand) {
    const next = new Map<string, number[]>();
    for (const counts of layer.values()) {
      // Choose, state by state, how many of the employees in it work today.
      const working = new Array<number>(sm.size).fill(0);
      const visit = (state: number, total: number): void => {
        if (exact && total > need) return;
        if (state === sm.size) {
          if (total < need) return;
          const after = new Array<number>(sm.size).fill(0);
          for (let s = 0; s < sm.size; s += 1) {
            const work = working[s]!;
            const rest = counts[s]! - work;
            if (work > 0) after[sm.onWork[s]!]! += work;
            if (rest > 0) after[sm.onRest[s]!]! += rest;
          }
          const key = after.join(',');
          if (!next.has(key)) next.set(key, after);
          return;
        }
        const most = sm.onWork[state]! < 0 ? 0 : counts[state]!;
        for (let work = 0; work <= most; work += 1) {
          working[state] = work;
          visit(state + 1, total + work);
        }
        working[state] = 0;
      };
      visit(0, 0);
    }
    if (next.size === 0) return false;
    layer = next;
  }
  return true;
}

/** The fewest employees that cover `demand` (searched up to `limit`; null beyond). */
export function exactMinimumEmployees(
  demand: readonly number[],
  options: ExactCoverOptions,
  limit = 12,
): number | null {
  for (let employees = 0; employees <= limit; employees += 1) {
    if (canCover(demand, employees, options)) return employees;
  }
  return null;
}
