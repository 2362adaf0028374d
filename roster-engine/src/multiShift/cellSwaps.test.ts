/**
 * Cell swaps (cellSwaps.ts) against the independent checker (nrp/checkRoster.ts): whether a line may hold a cell is
 * exactly whether the checker finds no hard violation in it; after every batch of swaps the checker finds no hard
 * violation and prices the roster at the objective kept by the swaps' own changes (never up), and each day's cells,
 * so every cover count, are the same as before.
 */
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { expectPricedBy, tight28 } from '../testing/tightNrp';
import { mayHold, swapCells } from './cellSwaps';
import { constructRoster } from './longSearch';
import { OFF } from './model';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { coverCountsOf } from './windowCosts';

const H = 28;
const instance = tight28();
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const E = model.employees.length;
const S = model.shiftTypes.length;
const start = constructRoster(
  ctx,
  model.employees.map((_, e) => e),
);
const expectPriced = expectPricedBy(instance, model);

/** Each day's cells, sorted: what the cover counts are made of. */
const daysCells = (roster: number[][]): number[][] =>
  Array.from({ length: H }, (_, d) => roster.map((line) => line[d]!).sort((x, y) => x - y));

describe('cell swaps', () => {
  it('a line may hold a cell exactly when the checker finds no hard violation in it', () => {
    expectPriced(start, objectiveOf(model, start));
    let allowed = 0;
    let refused = 0;
    for (let e = 0; e < E; e++)
      for (let d = 0; d < H; d++)
        for (let want = OFF; want < S; want++) {
          const roster = start.map((line) => [...line]);
          roster[e]![d] = want;
          const id = model.employees[e]!.id;
          const broken = checkRoster(instance, msRosterToNrp(model, roster)).violations.some((v) => v.employee === id);
          expect(mayHold(ctx, e, start[e]!, d, want)).toBe(!broken);
          if (broken) refused++;
          else allowed++;
        }
    expect(allowed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it.each([1, 2, 3])('swaps keep every rule and cover count, priced exactly (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const roster = start.map((line) => [...line]);
    const counts = coverCountsOf(ctx, roster);
    let objective = objectiveOf(model, roster);
    let moved = 0;
    for (let move = 0; move < 30; move++) {
      const before = roster.map((line) => [...line]);
      const countsBefore = Int32Array.from(counts);
      const delta = swapCells(ctx, roster, counts, random, 20);
      expect(counts).toEqual(countsBefore);
      expect(coverCountsOf(ctx, roster)).toEqual(countsBefore);
      expect(daysCells(roster)).toEqual(daysCells(before));
      if (delta === null) {
        expect(roster).toEqual(before);
        continue;
      }
      moved++;
      expect(delta).toBeLessThanOrEqual(0);
      expect(roster).not.toEqual(before);
      objective += delta;
      expectPriced(roster, objective);
    }
    expect(moved).toBeGreaterThan(0);
  });
});
