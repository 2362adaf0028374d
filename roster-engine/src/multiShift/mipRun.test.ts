/**
 * One run of a part of the integer programme (mipRun.ts): the caller reads every column by name; a roster given as
 * the start is HiGHS's first incumbent, so with no node to spend the answer is that roster, and with nodes it is
 * never worse; an infeasible start is not passed.
 */
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { checkRoster } from '../nrp/checkRoster';
import { windowInstance } from '../testing/windowNrp';
import { highsRuntime } from './highsRuntime';
import { constructRoster } from './longSearch';
import { buildMip } from './mipModel';
import { runMip } from './mipRun';
import type { MsRoster } from './model';
import { OFF } from './model';
import { objectiveOf } from './objective';
import { lineContext } from './rowDp';

const instance = windowInstance();
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const all = model.employees.map((_, e) => e);
const start = constructRoster(ctx, all);
// Employees 1 and 3 re-decided over days 7-20, the rest fixed.
const scope = { employees: [1, 3], roster: start, fixed: (_: number, d: number) => d < 7 || d > 20 };

/** The roster the run's column values stand for. */
function rosterOf(values: Float64Array, names: string[]): MsRoster {
  const mip = buildMip(model, scope);
  const value = new Map(names.map((n, i) => [n, values[i]!]));
  const next = start.map((line) => [...line]);
  for (const { e, d } of mip.cells) next[e]![d] = OFF;
  for (const { name, e, d, s } of mip.cells) if ((value.get(name) ?? 0) > 0.5) next[e]![d] = s;
  return next;
}

describe('one run of a part of the programme', () => {
  it('reads every decision column by name', async () => {
    const highs = await highsRuntime();
    const mip = buildMip(model, scope);
    const names = runMip(highs, mip.text, { maxNodes: 10, timeLimitSec: Infinity, seed: 1 }, null, (_, n) => n);
    for (const { name } of mip.cells) expect(names).toContain(name);
  });

  it('keeps the start roster with no node to spend, and is never worse than it with nodes', async () => {
    const highs = await highsRuntime();
    const mip = buildMip(model, scope);
    const before = objectiveOf(model, start);
    for (const maxNodes of [0, 1000]) {
      const limits = { maxNodes, timeLimitSec: Infinity, seed: 1 };
      const roster = runMip(highs, mip.text, limits, mip.valuesOf(start), (lp, names) =>
        Number(lp.info.get('primal_solution_status')) === 2 ? rosterOf(lp.getSolution().colValue, names) : null,
      );
      expect(roster).not.toBeNull();
      const check = checkRoster(instance, msRosterToNrp(model, roster!));
      expect(check.violations).toEqual([]);
      expect(check.objective).toBeLessThanOrEqual(before);
      if (maxNodes === 1000) expect(check.objective).toBeLessThan(before);
    }
  });
});
