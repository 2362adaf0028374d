/**
 * The long search (longSearch.ts) with either way of weighing its moves ('moves' on the main thread, 'work' on the
 * helper): on an iteration budget with no clock, every rule kept, the objective it reports is the independent
 * checker's (nrp/checkRoster.ts), never worse than the first roster, and the same seed replays the same roster.
 */
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { tightInstance } from '../testing/tightNrp';
import { highsRuntime } from './highsRuntime';
import { constructRoster, longSearch } from './longSearch';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';

const H = 35;
const tight = { minMin: '8640', maxMin: '9600', minCons: '2', maxCons: '5', minOff: '2', weekends: '3' };
const instance = tightInstance(H, tight, {
  maxB: 'D=35|N=4',
  maxC: 'D=0|N=35',
  e: { maxCons: '4', weekends: '4' },
  f: { weekends: '5' },
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
