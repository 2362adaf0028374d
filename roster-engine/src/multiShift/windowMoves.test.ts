/**
 * The long search's neighbourhoods against the independent checker (nrp/checkRoster.ts): one line over a window
 * (windowMoves.ts), a group's choice over a window (windowChoice.ts) and a block's column generation and dive
 * (windowColumnGeneration.ts). After every move the checker finds no hard violation, and the objective kept up to
 * date by the moves' own changes is the checker's price.
 */
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { highsRuntime } from './highsRuntime';
import { constructRoster } from './longSearch';
import type { MsRoster } from './model';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { coverCountsOf } from './windowCosts';
import { chooseWindowLines } from './windowChoice';
import { windowDive } from './windowColumnGeneration';
import { improveWindow } from './windowMoves';
import { WINDOW_HORIZON, windowInstance } from '../testing/windowNrp';

const H = WINDOW_HORIZON;
const instance = windowInstance();
const model = nrpToMultiShift(instance);
const ctx = lineContext(model);
const E = model.employees.length;

function expectPriced(roster: MsRoster, objective: number): void {
  const check = checkRoster(instance, msRosterToNrp(model, roster));
  expect(check.violations).toEqual([]);
  expect(check.objective).toBe(objective);
}

describe('the long search neighbourhoods', () => {
  const start = constructRoster(
    ctx,
    model.employees.map((_, e) => e),
  );

  it('starts from a roster the checker prices the same', () => {
    expectPriced(start, objectiveOf(model, start));
  });

  it('moves one line over a window, the change priced exactly', () => {
    const random = seededRandom(3);
    const roster = start.map((line) => [...line]);
    const counts = coverCountsOf(ctx, roster);
    let objective = objectiveOf(model, roster);
    let moved = 0;
    for (let move = 0; move < 120; move++) {
      const length = 1 + random.int(H);
      const a = random.int(H - length + 1);
      const delta = improveWindow(ctx, roster, counts, random.int(E), a, a + length - 1, move % 2 === 0);
      if (delta === null) continue;
      moved++;
      expect(delta).toBeLessThanOrEqual(0);
      objective += delta;
      expectPriced(roster, objective);
      expect(counts).toEqual(coverCountsOf(ctx, roster));
    }
    expect(moved).toBeGreaterThan(0);
    expect(objective).toBeLessThan(objectiveOf(model, start));
  });

  it('chooses the lines of a group over a window with HiGHS, the change priced exactly', async () => {
    const highs = await highsRuntime();
    const random = seededRandom(5);
    const roster = start.map((line) => [...line]);
    const counts = coverCountsOf(ctx, roster);
    let objective = objectiveOf(model, roster);
    let moved = 0;
    for (let move = 0; move < 25; move++) {
      const length = 3 + random.int(12);
      const a = random.int(H - length + 1);
      const group = random.pick(
        model.employees.map((_, e) => e),
        2 + random.int(E - 1),
      );
      const delta = chooseWindowLines(highs, ctx, roster, counts, group, a, a + length - 1, random, {
        maxNodes: 100,
        timeLimitSec: Infinity,
        seed: 1,
      });
      if (delta === null) continue;
      moved++;
      expect(delta).toBeLessThanOrEqual(0);
      objective += delta;
      expectPriced(roster, objective);
      expect(counts).toEqual(coverCountsOf(ctx, roster));
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('re-solves a block of employees and days by column generation and a dive', async () => {
    const highs = await highsRuntime();
    let roster = start.map((line) => [...line]);
    let objective = objectiveOf(model, roster);
    for (const [group, a, b] of [
      [[0, 1, 2, 3, 4], 0, 9],
      [[1, 3, 4], 7, 20],
      [[0, 2, 4], 18, 27],
    ] as const) {
      const block = windowDive(highs, ctx, roster, group, a, b, { seconds: Infinity, maxRounds: 15, seed: 1 });
      expect(block.bound ?? -Infinity).toBeLessThanOrEqual(block.value + 1e-6);
      const check = checkRoster(instance, msRosterToNrp(model, block.roster));
      expect(check.violations).toEqual([]);
      expect(check.objective).toBe(objective + block.value - block.startValue);
      if (block.value <= block.startValue) {
        roster = block.roster;
        objective = check.objective;
      }
    }
    expect(objective).toBeLessThan(objectiveOf(model, start));
  });
});
