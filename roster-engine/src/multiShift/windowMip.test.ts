/**
 * The exact window move (windowMip.ts) against the independent checker (nrp/checkRoster.ts): after every move the
 * checker finds no hard violation and prices the roster at the objective kept up to date by the moves' own changes;
 * only the group's cells inside the window change; over every employee and the whole horizon it reaches Instance1's
 * proven optimum. And the choice of window and group (pickMipWindow).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nrpBenchmarkDir } from '../nrp/benchmarkDir';
import { checkRoster } from '../nrp/checkRoster';
import type { NrpInstance } from '../nrp/model';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { readInstance } from '../nrp/readInstance';
import { highsRuntime } from './highsRuntime';
import { constructRoster } from './longSearch';
import type { MsRoster, MultiShiftModel } from './model';
import { objectiveOf } from './objective';
import type { Random } from './random';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { coverCountsOf } from './windowCosts';
import { pickMipWindow, windowMip } from './windowMip';
import { WINDOW_HORIZON, windowInstance } from '../testing/windowNrp';

const H = WINDOW_HORIZON;
const instance = windowInstance();
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const all = model.employees.map((_, e) => e);

function expectPriced(nrp: NrpInstance, ms: MultiShiftModel, roster: MsRoster, objective: number): void {
  const check = checkRoster(nrp, msRosterToNrp(ms, roster));
  expect(check.violations).toEqual([]);
  expect(check.objective).toBe(objective);
}

/** A move's group and days: [a, b], and `also` a second span. */
interface Drawn {
  group: number[];
  a: number;
  b: number;
  also?: { a: number; b: number };
}

describe('the exact window move', () => {
  const start = constructRoster(ctx, all);
  const limits = { maxNodes: 500, timeLimitSec: Infinity, seed: 1 };

  /**
   * Twelve moves drawn from the start roster: after each, only the group's cells in the spans changed, the roster
   * as before when the move found nothing, else never worse, priced exactly and the cover counts kept. The moves
   * that changed the roster and the objective reached.
   */
  async function runMoves(
    seed: number,
    draw: (random: Random) => Drawn,
  ): Promise<{ moved: number; objective: number }> {
    const highs = await highsRuntime();
    const random = seededRandom(seed);
    const roster = start.map((line) => [...line]);
    const counts = coverCountsOf(ctx, roster);
    let objective = objectiveOf(model, roster);
    let moved = 0;
    for (let move = 0; move < 12; move++) {
      const { group, a, b, also } = draw(random);
      const before = roster.map((line) => [...line]);
      const delta = windowMip(highs, ctx, roster, counts, group, a, b, limits, also);
      roster.forEach((line, e) =>
        line.forEach((s, d) => {
          const free = (d >= a && d <= b) || (also !== undefined && d >= also.a && d <= also.b);
          if (!group.includes(e) || !free) expect(s).toBe(before[e]![d]);
        }),
      );
      if (delta === null) {
        expect(roster).toEqual(before);
        continue;
      }
      moved++;
      expect(delta).toBeLessThanOrEqual(0);
      objective += delta;
      expectPriced(instance, model, roster, objective);
      expect(counts).toEqual(coverCountsOf(ctx, roster));
    }
    return { moved, objective };
  }

  it('re-solves a group over a window: never worse, priced exactly, nothing else changed', async () => {
    const { moved, objective } = await runMoves(7, (random) => {
      const length = 5 + random.int(H - 4);
      const a = random.int(H - length + 1);
      return { a, b: a + length - 1, group: random.pick(all, 2 + random.int(3)) };
    });
    expect(moved).toBeGreaterThan(0);
    expect(objective).toBeLessThan(objectiveOf(model, start));
  });

  it('re-solves a group over two spans of days: only their cells change, priced exactly', async () => {
    const { moved } = await runMoves(11, (random) => {
      // Two weekends (or any two spans of 2-4 days apart from each other).
      const a = random.int(8);
      const also = { a: 14 + random.int(8), b: 0 };
      also.b = also.a + 1 + random.int(3);
      const b = a + 1 + random.int(3);
      return { a, b, also, group: random.pick(all, 2 + random.int(4)) };
    });
    expect(moved).toBeGreaterThan(0);
  });

  it('leaves a roster alone when nothing in the window can be better', async () => {
    const highs = await highsRuntime();
    const roster = start.map((line) => [...line]);
    const counts = coverCountsOf(ctx, roster);
    // Once a group's window is optimal, the same move again changes nothing (or only to an equal roster).
    const first = windowMip(highs, ctx, roster, counts, [0, 2, 4], 3, 16, limits);
    expect(first ?? 0).toBeLessThanOrEqual(0);
    const again = windowMip(highs, ctx, roster, counts, [0, 2, 4], 3, 16, limits);
    expect(again ?? 0).toBe(0);
  });

  it("reaches Instance1's proven optimum over every employee and the whole horizon", async () => {
    const highs = await highsRuntime();
    const nrp = readInstance(readFileSync(join(nrpBenchmarkDir(), 'Instance1.txt'), 'utf8'));
    const ms = nrpToMultiShift(nrp);
    const c = lineContext(ms);
    const everyone = ms.employees.map((_, e) => e);
    const roster = constructRoster(c, everyone);
    const counts = coverCountsOf(c, roster);
    const before = objectiveOf(ms, roster);
    const delta = windowMip(highs, c, roster, counts, everyone, 0, ms.days.length - 1, {
      maxNodes: 1e6,
      timeLimitSec: Infinity,
      seed: 1,
    });
    expect(before + (delta ?? 0)).toBe(607);
    expectPriced(nrp, ms, roster, 607);
  });
});

describe('the window and group of an exact move', () => {
  it('keeps the window length and a group sized to the cells, of distinct employees', () => {
    const random = seededRandom(2);
    const counts = coverCountsOf(ctx, constructRoster(ctx, all));
    for (let draw = 0; draw < 40; draw++) {
      const days = 1 + random.int(40);
      const { group, a, b } = pickMipWindow(ctx, counts, days, 300, random);
      expect(b - a + 1).toBe(Math.min(H, days));
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(H);
      const staff = Math.min(all.length, Math.max(2, Math.floor(300 / (Math.min(H, days) * 2))));
      expect(group).toHaveLength(staff);
      expect(new Set(group).size).toBe(staff);
    }
  });

  it('shortens the window, to a week at least, for a group of three when the cells are few', () => {
    const random = seededRandom(6);
    const counts = coverCountsOf(ctx, constructRoster(ctx, all));
    // Two shift types: 60 cells are 3 employees x 10 days; 30 cells would be 5 days, so a week of 2 employees.
    for (const [cells, length, staff] of [
      [60, 10, 3],
      [90, 15, 3],
      [30, 7, 2],
    ] as const)
      for (let draw = 0; draw < 10; draw++) {
        const { group, a, b } = pickMipWindow(ctx, counts, 28, cells, random);
        expect(b - a + 1).toBe(length);
        expect(group).toHaveLength(staff);
      }
  });

  it('mostly frames a short cover line, with employees who may work it that day', () => {
    const random = seededRandom(4);
    const roster = model.employees.map(() => new Array<number>(H).fill(-1));
    const counts = coverCountsOf(ctx, roster);
    // Every cover line but one met: the one short line is (day 17, shift N).
    const N = model.shiftTypes.findIndex((t) => t.id === 'N');
    model.cover.forEach((c, i) => {
      if (!(c.day === 17 && c.shift === N)) counts[i] = c.requirement;
    });
    let framed = 0;
    for (let draw = 0; draw < 50; draw++) {
      const { group, a, b } = pickMipWindow(ctx, counts, 7, 28, random);
      if (a > 17 || b < 17) continue;
      framed++;
      const able = group.filter((e) => model.employees[e]!.maxShifts['N'] !== 0);
      expect(able.length).toBeGreaterThan(0);
    }
    expect(framed).toBeGreaterThanOrEqual(35);
  });
});
