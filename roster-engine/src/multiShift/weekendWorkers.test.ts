/**
 * The windows and groups of the exact moves over weekends' days (weekendWorkers.ts): one weekend with a short cover
 * line and the employees who work it; two weekends, one short and one with workers to spare, with those who may move
 * from the second to the first (the move over them: windowMip.test.ts).
 */
import { nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { WINDOW_HORIZON, windowInstance } from '../testing/windowNrp';
import type { MsRoster } from './model';
import { OFF } from './model';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { pickWeekendPair, pickWeekendWorkers } from './weekendWorkers';

const H = WINDOW_HORIZON;
const model = nrpToMultiShift(windowInstance());
const ctx = lineContext(model);
const D = model.shiftTypes.findIndex((t) => t.id === 'D');

/** Employees 0 and 1 work Saturday 12, 2 and 3 Sunday 20, 4 nothing. */
function weekendRoster(): MsRoster {
  const roster = model.employees.map(() => new Array<number>(H).fill(OFF));
  for (const e of [0, 1]) roster[e]![12] = D;
  for (const e of [2, 3]) roster[e]![20] = D;
  return roster;
}

/** Counts with every cover line met but Sunday 13's D. */
function sundayShort(): Int32Array {
  const counts = Int32Array.from(model.cover, (c) => c.requirement);
  model.cover.forEach((c, i) => {
    if (c.day === 13 && c.shift === D) counts[i] = 0;
  });
  return counts;
}

describe('the weekend of a short weekend shift and its workers', () => {
  it("takes that weekend's days and as many of its workers as the cells allow", () => {
    const random = seededRandom(3);
    const roster = weekendRoster();
    for (const e of [2, 3]) roster[e]![13] = D;
    // 8 cells are 2 employees x 2 days x 2 types, 12 are 3; four work the weekend.
    for (const [cells, staff] of [
      [8, 2],
      [12, 3],
      [100, 4],
    ] as const)
      for (let draw = 0; draw < 5; draw++) {
        const picked = pickWeekendWorkers(ctx, roster, sundayShort(), cells, random)!;
        expect([picked.a, picked.b]).toEqual([12, 13]);
        expect(picked.also).toBeUndefined();
        expect(picked.group).toHaveLength(staff);
        expect(new Set(picked.group).size).toBe(staff);
        expect(picked.group.every((e) => e < 4)).toBe(true);
      }
  });

  it('takes a random weekend when none is short, and nothing when nobody works the one drawn', () => {
    const met = Int32Array.from(model.cover, (c) => c.requirement);
    const random = seededRandom(9);
    const seen = new Set<number>();
    for (let draw = 0; draw < 40; draw++) {
      const picked = pickWeekendWorkers(ctx, weekendRoster(), met, 100, random);
      if (!picked) continue;
      seen.add(picked.a);
      expect([12, 19]).toContain(picked.a);
      expect(picked.b).toBe(picked.a + 1);
    }
    expect(seen).toEqual(new Set([12, 19]));
    const empty = model.employees.map(() => new Array<number>(H).fill(OFF));
    expect(pickWeekendWorkers(ctx, empty, met, 100, random)).toBeNull();
  });
});

describe('two weekends decided together', () => {
  it('pairs the short weekend with another, and puts in those who may move to it', () => {
    const random = seededRandom(4);
    for (let draw = 0; draw < 20; draw++) {
      const picked = pickWeekendPair(ctx, weekendRoster(), sundayShort(), 8, random)!;
      expect([picked.a, picked.b]).toEqual([12, 13]);
      const { a, b } = picked.also!;
      expect(b).toBe(a + 1);
      expect(ctx.weekendDay[a]).toBe(1);
      expect(a).not.toBe(12);
      // 8 cells are 2 employees x 4 days x 2 types: a mover of the second weekend when there is one, a worker of
      // the first.
      expect(picked.group).toHaveLength(2);
      expect(picked.group.filter((e) => e === 0 || e === 1)).toHaveLength(a === 19 ? 1 : 2);
      if (a === 19) expect(picked.group.filter((e) => e === 2 || e === 3)).toHaveLength(1);
    }
  });

  it('finds nothing to aim at when no weekend shift is short', () => {
    const met = Int32Array.from(model.cover, (c) => c.requirement);
    expect(pickWeekendPair(ctx, weekendRoster(), met, 100, seededRandom(1))).toBeNull();
  });
});
