/**
 * The long search (longSearch.ts) with either way of weighing its moves ('moves' on the main thread, 'work' on the
 * helper): on an iteration budget with no clock, every rule kept, the objective it reports is the independent
 * checker's (nrp/checkRoster.ts), never worse than the first roster, and the same seed replays the same roster.
 */
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { looseStaff, tiny } from '../nrp/tinyInstance';
import { highsRuntime } from './highsRuntime';
import { constructRoster, longSearch } from './longSearch';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';

const H = 35;
const weight = (n: number): number => (7919 + n * 104729) % 13;
const tight = { minMin: '8640', maxMin: '9600', minCons: '2', maxCons: '5', minOff: '2', weekends: '3' };
const instance = tiny({
  horizon: H,
  staff: [
    looseStaff('A', tight),
    looseStaff('B', { ...tight, max: 'D=35|N=4' }),
    looseStaff('C', { ...tight, max: 'D=0|N=35' }),
    looseStaff('E', { ...tight, maxCons: '4', weekends: '4' }),
    looseStaff('F', { ...tight, weekends: '5' }),
  ],
  daysOff: ['A,3', 'E,10,11', 'F,17'],
  on: ['A,1,N,3', 'C,3,N,2', 'B,5,D,5', 'F,14,D,2', 'E,18,N,4'],
  off: ['B,8,D,3', 'C,15,N,2', 'F,12,D,4'],
  cover: Array.from({ length: H }, (_, d) => [
    `${d},D,${3 + (weight(d) % 2)},100,1`,
    `${d},N,1,${60 + weight(d + 1) * 5},1`,
  ]).flat(),
});
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const start = constructRoster(
  ctx,
  model.employees.map((_, e) => e),
);

describe('the long search', () => {
  it.each(['moves', 'work'] as const)('weighing its moves by %s, keeps every rule, priced exactly', async (memory) => {
    const highs = await highsRuntime();
    const run = () =>
      longSearch(highs, ctx, start, seededRandom(5), {
        maxIterations: 60,
        timeLimitSec: Infinity,
        maxNodes: 50,
        seed: 5,
        budgetOnly: true,
        memory,
      });
    const result = run();
    const check = checkRoster(instance, msRosterToNrp(model, result.roster));
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(result.objective);
    expect(result.objective).toBeLessThan(objectiveOf(model, start));
    expect(run().roster).toEqual(result.roster);
  });
});
