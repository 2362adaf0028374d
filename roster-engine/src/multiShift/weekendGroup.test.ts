/**
 * The window and group of the exact move aimed at a short weekend shift (weekendGroup.ts): the week ending on that
 * weekend, a group of distinct employees sized to the cells, with those who work the other day of the weekend and
 * may work the short type, and the roomiest; none when no weekend shift is short. On Instance13 the programmes so
 * aimed take weekend shifts short from a first roster, priced by the independent checker.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nrpBenchmarkDir } from '../nrp/benchmarkDir';
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { readInstance } from '../nrp/readInstance';
import { WINDOW_HORIZON, windowInstance } from '../testing/windowNrp';
import { highsRuntime } from './highsRuntime';
import { constructRoster } from './longSearch';
import type { MsRoster } from './model';
import { OFF } from './model';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { minutesLeft, pickWeekendWindow } from './weekendGroup';
import { coverCountsOf } from './windowCosts';
import { windowMip } from './windowMip';

const H = WINDOW_HORIZON;
const model = nrpToMultiShift(windowInstance());
const ctx = lineContext(model);
const D = model.shiftTypes.findIndex((t) => t.id === 'D');
const E = model.employees.length;

/** A roster where employees 0 and 1 work Saturday 12 (D), nobody Sunday 13, everyone a D on Tuesday 8. */
function saturdayRoster(): MsRoster {
  const roster = model.employees.map(() => new Array<number>(H).fill(OFF));
  for (const e of [0, 1]) roster[e]![12] = D;
  for (let e = 0; e < E; e++) roster[e]![8] = D;
  return roster;
}

/** Counts with every cover line met but Sunday 13's D. */
function sundayShort(): Int32Array {
  const counts = new Int32Array(model.cover.length);
  model.cover.forEach((c, i) => (counts[i] = c.day === 13 && c.shift === D ? 0 : c.requirement));
  return counts;
}

describe('the window and group aimed at a short weekend shift', () => {
  it('counts the minutes each employee may still add', () => {
    const roster = saturdayRoster();
    const left = minutesLeft(ctx, roster);
    model.employees.forEach((emp, e) => {
      const worked = roster[e]!.filter((s) => s >= 0).length * 480;
      expect(left[e]).toBe(emp.maxMinutes - worked);
    });
  });

  it('takes the week ending on that weekend, a group of distinct employees sized to the cells', () => {
    const random = seededRandom(3);
    const roster = saturdayRoster();
    for (const [cells, staff] of [
      [28, 2],
      [42, 3],
      [70, 5],
    ] as const)
      for (let draw = 0; draw < 10; draw++) {
        const picked = pickWeekendWindow(ctx, roster, sundayShort(), 7, cells, random)!;
        expect([picked.a, picked.b]).toEqual([7, 13]);
        expect(picked.group).toHaveLength(staff);
        expect(new Set(picked.group).size).toBe(staff);
      }
  });

  it('puts in those who work the other day of the weekend and may work the short type', () => {
    const random = seededRandom(5);
    const roster = saturdayRoster();
    // Only 0 and 1 work Saturday (and may work D): one of them in every group, even of two.
    for (let draw = 0; draw < 20; draw++) {
      const { group } = pickWeekendWindow(ctx, roster, sundayShort(), 7, 28, random)!;
      expect(group.filter((e) => e === 0 || e === 1)).toHaveLength(1);
    }
  });

  it('puts in one of the roomiest employees', () => {
    const random = seededRandom(8);
    const roster = saturdayRoster();
    // Most minutes left: C and E (99,999 at most, one shift worked), then B (two), then F and A (9,600 at most).
    const left = minutesLeft(ctx, roster);
    expect([2, 3].every((e) => left.every((l) => left[e]! >= l))).toBe(true);
    for (let draw = 0; draw < 20; draw++) {
      const { group } = pickWeekendWindow(ctx, roster, sundayShort(), 7, 28, random)!;
      expect(group.filter((e) => e === 2 || e === 3)).toHaveLength(1);
    }
  });

  it('finds nothing to aim at when no weekend shift is short', () => {
    const counts = Int32Array.from(model.cover, (c) => c.requirement);
    model.cover.forEach((c, i) => {
      if (c.day === 9) counts[i] = 0;
    });
    expect(pickWeekendWindow(ctx, saturdayRoster(), counts, 7, 70, seededRandom(1))).toBeNull();
  });
});

describe('the exact move aimed at short weekend shifts on Instance13', () => {
  it('takes weekend shifts short from the first roster, priced by the checker', async () => {
    const highs = await highsRuntime();
    const nrp = readInstance(readFileSync(join(nrpBenchmarkDir(), 'Instance13.txt'), 'utf8'));
    const ms = nrpToMultiShift(nrp);
    const c = lineContext(ms);
    const roster = constructRoster(
      c,
      ms.employees.map((_, e) => e),
    );
    const counts = coverCountsOf(c, roster);
    const start = objectiveOf(ms, roster);
    let objective = start;
    const random = seededRandom(2);
    for (let move = 0; move < 4; move++) {
      const { group, a, b } = pickWeekendWindow(c, roster, counts, 7, 700, random)!;
      const delta = windowMip(highs, c, roster, counts, group, a, b, { maxNodes: 50, timeLimitSec: Infinity, seed: 1 });
      objective += delta ?? 0;
    }
    expect(objective).toBeLessThan(start);
    const check = checkRoster(nrp, msRosterToNrp(ms, roster));
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(objective);
    expect(counts).toEqual(coverCountsOf(c, roster));
  });
});
