/**
 * The column generation's dive (columnGeneration.ts): with time for it, a roster that the independent checker
 * (nrp/checkRoster.ts) prices at the solver's objective with every rule kept, not below the dive's bound; with no
 * time at all (a busy machine can leave it none), the start roster itself, unchanged, and no bound.
 */
import { nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { expectPricedBy, tightInstance } from '../testing/tightNrp';
import { priceAndDive } from './columnGeneration';
import { highsRuntime } from './highsRuntime';
import { constructRoster } from './longSearch';
import { objectiveOf } from './objective';
import { lineContext } from './rowDp';

const tight = { minMin: '6240', maxMin: '7200', minCons: '2', maxCons: '5', minOff: '2', weekends: '3' };
const instance = tightInstance(21, tight, { maxB: 'D=21|N=4', maxC: 'D=0|N=21', e: {}, f: {} });
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const start = constructRoster(
  ctx,
  model.employees.map((_, e) => e),
);

describe('the column generation dive', () => {
  it('with time, keeps every rule, priced exactly, above its bound', async () => {
    const dive = priceAndDive(await highsRuntime(), ctx, start, { seconds: Infinity, seed: 3 });
    expectPricedBy(instance, model)(dive.roster, objectiveOf(model, dive.roster));
    expect(dive.lowerBound).not.toBeNull();
    expect(objectiveOf(model, dive.roster)).toBeGreaterThanOrEqual(dive.lowerBound!);
  }, 30_000);

  it('with no time, returns its start', async () => {
    const dive = priceAndDive(await highsRuntime(), ctx, start, { seconds: 0, seed: 3 });
    expect(dive.roster).toEqual(start);
    expect(dive.lowerBound).toBeNull();
  });
});
