/**
 * The weekend trade (weekendTrade.ts) against the independent checker (nrp/checkRoster.ts): who may take a short
 * weekend shift; after every trade kept the checker finds no hard violation and prices the roster at the objective
 * kept up to date by the trades' own changes, and the cover counts are kept; a trade that does not pay leaves the
 * roster and the counts exactly as they were. On a roster where no single line improves, trades still do, and each
 * one kept gives someone a weekend they did not work: on Instance19's first roster trades gain; on a small tight
 * instance made a line optimum (no line over the whole horizon improves it), trades as good or better are priced
 * exactly. (Instance19's whole-horizon tables, the search's, are left to the benchmark: under jest they take tens of
 * times as long as under node.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nrpBenchmarkDir } from '../nrp/benchmarkDir';
import type { NrpInstance } from '../nrp/model';
import { nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { readInstance } from '../nrp/readInstance';
import { expectPricedBy, tight28 } from '../testing/tightNrp';
import { WINDOW_HORIZON, windowInstance } from '../testing/windowNrp';
import { constructRoster } from './longSearch';
import type { MsRoster } from './model';
import { OFF, weekendsOf } from './model';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import type { LineContext } from './rowDp';
import { lineContext } from './rowDp';
import { coverCountsOf } from './windowCosts';
import { improveWindow } from './windowMoves';
import type { TradeLimits } from './weekendTrade';
import { tradeMovers, tradeWeekend } from './weekendTrade';

describe('who may take a short weekend shift', () => {
  const model = nrpToMultiShift(windowInstance());
  const ctx = lineContext(model);
  const D = model.shiftTypes.findIndex((t) => t.id === 'D');
  const N = model.shiftTypes.findIndex((t) => t.id === 'N');
  const sunday13 = model.cover.findIndex((c) => c.day === 13 && c.shift === D);

  it('is whoever works neither day of its weekend and may work its type, one-day weekends first', () => {
    const roster: MsRoster = model.employees.map(() => new Array<number>(WINDOW_HORIZON).fill(OFF));
    roster[0]![12] = D; // A works Saturday 12: not a mover.
    roster[1]![19] = D; // B works weekend 3 on one day only.
    roster[3]![26] = N; // E works weekend 4 on both days.
    roster[3]![27] = N;
    roster[4]![20] = D; // F works Sunday 20 only.
    // C may not work D.
    expect(tradeMovers(ctx, roster, sunday13)).toEqual({ oneDay: [1, 4], rest: [3] });
  });
});

/** Every line re-decided over the whole horizon, in turn, until none changes. */
function lineOptimum(ctx: LineContext, start: MsRoster): MsRoster {
  const H = ctx.model.days.length;
  const roster = start.map((line) => [...line]);
  const counts = coverCountsOf(ctx, roster);
  for (let changed = true; changed;) {
    changed = false;
    for (let e = 0; e < roster.length; e++)
      if (improveWindow(ctx, roster, counts, e, 0, H - 1) !== null) changed = true;
  }
  return roster;
}

const weekendsWorked = (ctx: LineContext, roster: MsRoster, e: number): number[] =>
  weekendsOf(ctx.model.days).flatMap((days, w) => (days.some((d) => roster[e]![d]! >= 0) ? [w] : []));

/**
 * `moves` trades from `start`, each checked: priced exactly by the checker, the counts kept, a trade not kept leaving
 * everything as it was, and one kept giving someone a weekend they did not work. The objective at the end.
 */
function trades(
  instance: NrpInstance,
  start: MsRoster,
  seed: number,
  moves: number,
  limits: TradeLimits,
): { objective: number; moved: number } {
  const model = nrpToMultiShift(instance);
  const ctx = lineContext(model);
  const expectPriced = expectPricedBy(instance, model);
  const random = seededRandom(seed);
  const roster = start.map((line) => [...line]);
  const counts = coverCountsOf(ctx, roster);
  let objective = objectiveOf(model, roster);
  let moved = 0;
  for (let move = 0; move < moves; move++) {
    const before = roster.map((line) => [...line]);
    const delta = tradeWeekend(ctx, roster, counts, random, limits);
    if (delta === null) {
      expect(roster).toEqual(before);
      expect(counts).toEqual(coverCountsOf(ctx, roster));
      continue;
    }
    moved++;
    expect(delta).toBeLessThanOrEqual(limits.acceptEqual ? 0 : -1);
    objective += delta;
    expectPriced(roster, objective);
    expect(counts).toEqual(coverCountsOf(ctx, roster));
    const took = (e: number): boolean =>
      weekendsWorked(ctx, roster, e).some((w) => !weekendsWorked(ctx, before, e).includes(w));
    expect(model.employees.some((_, e) => took(e))).toBe(true);
  }
  return { objective, moved };
}

describe('the weekend trade', () => {
  it("gains on Instance19's first roster, where weekend 1 is short", () => {
    const instance = readInstance(readFileSync(join(nrpBenchmarkDir(), 'Instance19.txt'), 'utf8'));
    const model = nrpToMultiShift(instance);
    const ctx = lineContext(model);
    const start = constructRoster(
      ctx,
      model.employees.map((_, e) => e),
    );
    const limits = { days: 28, repairDays: 14, depth: 3, tries: 5 };
    const { objective, moved } = trades(instance, start, 1, 6, limits);
    expect(moved).toBeGreaterThan(2);
    expect(objective).toBeLessThan(objectiveOf(model, start) - 500);
  });

  it.each([
    [28, 3, 5],
    [14, 2, 3],
  ])(
    'over %i-day windows (%i repairs, %i tries) as good or better, each change priced exactly',
    (days, depth, tries) => {
      const instance = tight28();
      const ctx = lineContext(nrpToMultiShift(instance));
      const start = lineOptimum(
        ctx,
        constructRoster(
          ctx,
          ctx.model.employees.map((_, e) => e),
        ),
      );
      const { moved } = trades(instance, start, days + depth, 40, { days, depth, tries, acceptEqual: true });
      expect(moved).toBeGreaterThan(0);
    },
  );

  it('does nothing when no weekend shift is short', () => {
    const ctx = lineContext(nrpToMultiShift(tight28()));
    const start = constructRoster(
      ctx,
      ctx.model.employees.map((_, e) => e),
    );
    const roster = start.map((line) => [...line]);
    const met = Int32Array.from(ctx.model.cover, (c) => c.requirement);
    expect(tradeWeekend(ctx, roster, met, seededRandom(1), { days: 28, depth: 3, tries: 5 })).toBeNull();
    expect(roster).toEqual(start);
  });
});
