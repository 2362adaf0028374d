/**
 * The window-by-window construction (constructLine.ts, longSearch.ts's constructRoster) where the limits leave
 * little room (Instance19: minutes within a shift of each other, runs of 3 to 4, weekends, types limited; a tiny
 * long horizon): the independent checker finds no hard violation and prices the roster at the solver's own
 * objective. The tie-break towards both days of a weekend: a line spends its weekend whole, and Instance13's first
 * roster leaves far fewer weekend shifts short.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nrpBenchmarkDir } from '../nrp/benchmarkDir';
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { readInstance } from '../nrp/readInstance';
import { looseStaff, tiny } from '../nrp/tinyInstance';
import { constructLine, maxUnitsAfter } from './constructLine';
import { constructRoster } from './longSearch';
import { objectiveOf } from './objective';
import { lineContext } from './rowDp';

const load = (name: string) => readInstance(readFileSync(join(nrpBenchmarkDir(), `${name}.txt`), 'utf8'));

describe('construction window by window', () => {
  it('meets every hard rule at once on Instance19', () => {
    const instance = load('Instance19');
    const model = nrpToMultiShift(instance);
    const ctx = lineContext(model);
    const roster = constructRoster(
      ctx,
      model.employees.map((_, e) => e),
    );
    const check = checkRoster(instance, msRosterToNrp(model, roster));
    expect(check.violations).toEqual([]);
    expect(objectiveOf(model, roster)).toBe(check.objective);
  });

  it('works both days of the weekend it spends where the cover is short', () => {
    // Two weeks, one weekend at most, six shifts at most, runs of 2 to 3: every cell is short by one, so every line
    // of six shifts is as good as any other but for the tie-break towards weekend days.
    const instance = tiny({
      staff: [
        looseStaff('A', { max: 'D=14|N=0', maxMin: '2880', minCons: '2', maxCons: '3', minOff: '2', weekends: '1' }),
      ],
      cover: Array.from({ length: 14 }, (_, d) => `${d},D,1,100,1`),
    });
    const model = nrpToMultiShift(instance);
    const ctx = lineContext(model);
    const line = constructLine(ctx, 0, new Int32Array(model.cover.length))!;
    expect(line.filter((s) => s >= 0)).toHaveLength(6);
    const weekendDays = [5, 6, 12, 13].filter((d) => line[d]! >= 0);
    expect(weekendDays.length).toBe(2);
    expect(Math.floor(weekendDays[0]! / 7)).toBe(Math.floor(weekendDays[1]! / 7));
    expect(checkRoster(instance, msRosterToNrp(model, [line])).violations).toEqual([]);
  });

  it("leaves Instance13's first roster far fewer weekend shifts short", () => {
    // 18 shift types, 120 employees at their most weekends: 12,652 (113 weekend shifts short) without the tie-break.
    const instance = load('Instance13');
    const model = nrpToMultiShift(instance);
    const roster = constructRoster(
      lineContext(model),
      model.employees.map((_, e) => e),
    );
    const check = checkRoster(instance, msRosterToNrp(model, roster));
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(objectiveOf(model, roster));
    expect(check.objective).toBeLessThan(9000);
  });

  it('builds a line whose minimum leaves no room over a long horizon', () => {
    // 56 days, 6 weekends at most of 8, at least 33 shifts of 480 minutes, runs of 2 to 4: tight.
    const instance = tiny({
      horizon: 56,
      staff: [
        looseStaff('A', { max: 'D=56|N=0', minMin: '15840', minCons: '2', maxCons: '4', minOff: '2', weekends: '6' }),
      ],
      daysOff: ['A,9,10,30'],
      cover: ['3,D,1,100,1', '17,D,1,100,1'],
    });
    const model = nrpToMultiShift(instance);
    const ctx = lineContext(model);
    const line = constructLine(ctx, 0, new Int32Array(model.cover.length));
    expect(line).not.toBeNull();
    const check = checkRoster(instance, msRosterToNrp(model, [line!]));
    expect(check.violations).toEqual([]);
  });

  it('bounds what the days after a given day can still make up', () => {
    const model = nrpToMultiShift(tiny({ staff: [looseStaff('A', { maxCons: '2', weekends: '0' })] }));
    const after = maxUnitsAfter(lineContext(model), 0);
    // Units of 120 minutes, N (5 units) the longest; no weekend, runs of 2 at most: Mon Tue, Thu Fri, twice.
    expect(after[0]).toBe(40);
  });
});
