/**
 * The first weekend preferred while the first lines are built (firstWeekend.ts, constructLine.ts's
 * `firstWeekendBias`, longSearch.ts's firstLine): only the first weekend's short cells are priced lower; a line so
 * built takes that weekend; the first rosters of Instances 19 and 15 meet every hard rule, are priced by the
 * independent checker at the engine's objective and have far more workers on weekend 1 than the plain construction's
 * 12 and 21.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nrpBenchmarkDir } from '../nrp/benchmarkDir';
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { readInstance } from '../nrp/readInstance';
import { looseStaff, tiny } from '../nrp/tinyInstance';
import { constructLine } from './constructLine';
import { firstWeekendDays, firstWeekendWorkers, preferFirstWeekend } from './firstWeekend';
import { constructRoster } from './longSearch';
import { objectiveOf } from './objective';
import { lineContext } from './rowDp';

const load = (name: string) => readInstance(readFileSync(join(nrpBenchmarkDir(), `${name}.txt`), 'utf8'));

// Two weeks from a Monday, one weekend at most, six shifts at most, runs of 2 to 3: every cell short by one.
const twoWeeks = () =>
  tiny({
    staff: [
      looseStaff('A', { max: 'D=14|N=0', maxMin: '2880', minCons: '2', maxCons: '3', minOff: '2', weekends: '1' }),
    ],
    cover: Array.from({ length: 14 }, (_, d) => `${d},D,1,100,1`),
  });

describe('the first weekend in the first roster', () => {
  it('finds the days of the first weekend', () => {
    const ctx = lineContext(nrpToMultiShift(twoWeeks()));
    expect(firstWeekendDays(ctx)).toEqual([5, 6]);
  });

  it("prices only the first weekend's short cells lower", () => {
    const model = nrpToMultiShift(twoWeeks());
    const ctx = lineContext(model);
    const S = model.shiftTypes.length;
    const others = new Int32Array(model.cover.length);
    const d = model.shiftTypes.findIndex((s) => s.id === 'D');
    // Day 6's D line is met by the others, so only day 5's D cell is short.
    others[ctx.coverAt[6 * S + d]!] = 1;
    const cost = new Float64Array(14 * S);
    preferFirstWeekend(ctx, cost, 0, others, 100);
    const lowered = [...cost.keys()].filter((k) => cost[k] !== 0);
    expect(lowered).toEqual([5 * S + d]);
    expect(cost[5 * S + d]).toBe(-100);
    // A window from day 7 holds no day of the first weekend.
    const later = new Float64Array(7 * S);
    preferFirstWeekend(ctx, later, 7, new Int32Array(model.cover.length), 100);
    expect(later.every((c) => c === 0)).toBe(true);
  });

  it('builds a line that works the first weekend when it is preferred', () => {
    const instance = twoWeeks();
    const model = nrpToMultiShift(instance);
    const ctx = lineContext(model);
    const line = constructLine(ctx, 0, new Int32Array(model.cover.length), 0, 100)!;
    expect(line[5]).toBeGreaterThanOrEqual(0);
    expect(line[6]).toBeGreaterThanOrEqual(0);
    expect(line[12]).toBe(-1);
    expect(line[13]).toBe(-1);
    expect(line.filter((s) => s >= 0)).toHaveLength(6);
    expect(checkRoster(instance, msRosterToNrp(model, [line])).violations).toEqual([]);
  });

  it.each([
    ['Instance19', 20],
    ['Instance15', 28],
  ])('fills more of weekend 1 on %s within every hard rule', (name, atLeast) => {
    const instance = load(name);
    const model = nrpToMultiShift(instance);
    const ctx = lineContext(model);
    const roster = constructRoster(
      ctx,
      model.employees.map((_, e) => e),
    );
    const check = checkRoster(instance, msRosterToNrp(model, roster));
    expect(check.violations).toEqual([]);
    expect(objectiveOf(model, roster)).toBe(check.objective);
    expect(firstWeekendWorkers(ctx, roster)).toBeGreaterThanOrEqual(atLeast);
  });
});
