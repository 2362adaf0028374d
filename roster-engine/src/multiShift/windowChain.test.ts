/**
 * The ejection chain (windowChain.ts) against the independent checker (nrp/checkRoster.ts): after every chain the
 * checker finds no hard violation and prices the roster at the objective kept up to date by the chains' own
 * changes; a chain that does not pay leaves the roster and the cover counts exactly as they were. On a roster where
 * no single line can improve (every line re-decided over the whole horizon until none changes), chains still do:
 * the minutes are all but fixed, so a shift has to move between employees.
 */
import { nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { expectPricedBy, tight28 } from '../testing/tightNrp';
import { constructRoster } from './longSearch';
import type { MsRoster } from './model';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { ejectionChain } from './windowChain';
import { coverCountsOf } from './windowCosts';
import { improveWindow } from './windowMoves';

const H = 28;
const instance = tight28();
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const E = model.employees.length;

const expectPriced = expectPricedBy(instance, model);

/** Every line re-decided over the whole horizon, in turn, until none changes. */
function lineOptimum(start: MsRoster): MsRoster {
  const roster = start.map((line) => [...line]);
  const counts = coverCountsOf(ctx, roster);
  for (let changed = true; changed;) {
    changed = false;
    for (let e = 0; e < E; e++) if (improveWindow(ctx, roster, counts, e, 0, H - 1) !== null) changed = true;
  }
  return roster;
}

describe('the ejection chain over windows', () => {
  const start = lineOptimum(
    constructRoster(
      ctx,
      model.employees.map((_, e) => e),
    ),
  );

  it('starts from a roster no single line improves, with cover short', () => {
    const roster = start.map((line) => [...line]);
    const counts = coverCountsOf(ctx, roster);
    for (let e = 0; e < E; e++) expect(improveWindow(ctx, roster, counts, e, 0, H - 1)).toBeNull();
    expect(model.cover.some((c, i) => counts[i]! < c.requirement)).toBe(true);
    expectPriced(roster, objectiveOf(model, roster));
  });

  it.each([
    [7, 3, 2, false],
    [10, 4, 3, false],
    [14, 6, 5, true],
  ])(
    'chains over %i-day windows (%i links, %i tries, equal %s), each change priced exactly',
    (days, depth, tries, eq) => {
      const random = seededRandom(days);
      const roster = start.map((line) => [...line]);
      const counts = coverCountsOf(ctx, roster);
      let objective = objectiveOf(model, roster);
      let moved = 0;
      for (let move = 0; move < 40; move++) {
        const before = roster.map((line) => [...line]);
        const delta = ejectionChain(ctx, roster, counts, random, { days, depth, tries, acceptEqual: eq });
        if (delta === null) {
          expect(roster).toEqual(before);
          expect(counts).toEqual(coverCountsOf(ctx, roster));
          continue;
        }
        moved++;
        expect(delta).toBeLessThanOrEqual(eq ? 0 : -1);
        objective += delta;
        expectPriced(roster, objective);
        expect(counts).toEqual(coverCountsOf(ctx, roster));
      }
      expect(moved).toBeGreaterThan(0);
      expect(objective).toBeLessThan(objectiveOf(model, start));
    },
  );
});
