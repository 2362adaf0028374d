/**
 * Whole-weekend transfers (weekendTransfer.ts) against the independent checker (nrp/checkRoster.ts): after every
 * transfer kept the checker finds no hard violation and prices the roster at the objective kept up to date by the
 * transfers' own changes, never up; a transfer that does not pay leaves the roster and the cover counts exactly as
 * they were; and the employee the transfer starts from works the weekend taken and not the one given up.
 */
import { nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { expectPricedBy, tight28 } from '../testing/tightNrp';
import { constructRoster } from './longSearch';
import { weekendsOf } from './model';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { coverCountsOf } from './windowCosts';
import { transferWeekend } from './weekendTransfer';

const instance = tight28();
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const expectPriced = expectPricedBy(instance, model);
const weekends = weekendsOf(model.days);

describe('whole-weekend transfers', () => {
  const start = constructRoster(
    ctx,
    model.employees.map((_, e) => e),
  );

  it.each([1, 2, 3])('keep every rule, priced exactly, or leave the roster as it was (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const roster = start.map((line) => [...line]);
    const counts = coverCountsOf(ctx, roster);
    let objective = objectiveOf(model, roster);
    let moved = 0;
    for (let move = 0; move < 40; move++) {
      const before = roster.map((line) => [...line]);
      const delta = transferWeekend(ctx, roster, counts, random, { days: 14, depth: 6, tries: 4, span: 21 });
      expect(counts).toEqual(coverCountsOf(ctx, roster));
      if (delta === null) {
        expect(roster).toEqual(before);
        continue;
      }
      moved++;
      expect(delta).toBeLessThan(0);
      objective += delta;
      expectPriced(roster, objective);
      // Someone gave up a weekend they worked and works one they did not.
      const worked = (line: number[], w: number): boolean => weekends[w]!.some((d) => line[d]! >= 0);
      const moves = roster.map((line, e) => {
        const was = weekends.map((_, w) => worked(before[e]!, w));
        const now = weekends.map((_, w) => worked(line, w));
        return was.some((x, w) => x && !now[w]) && now.some((x, w) => x && !was[w]);
      });
      expect(moves).toContain(true);
    }
    expect(moved).toBeGreaterThan(0);
    expect(objective).toBeLessThan(objectiveOf(model, start));
  });

  it('does nothing when no weekend line is short', () => {
    const roster = start.map((line) => [...line]);
    const met = Int32Array.from(model.cover, (c) => (ctx.weekendDay[c.day] ? c.requirement : 0));
    const counts = Int32Array.from(met);
    expect(
      transferWeekend(ctx, roster, counts, seededRandom(1), { days: 14, depth: 6, tries: 4, span: 21 }),
    ).toBeNull();
    expect(roster).toEqual(start);
    expect(counts).toEqual(met);
  });
});
