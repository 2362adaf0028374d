/**
 * The multi-shift solver on hand-made instances whose optimum HiGHS proves (bench/nrpReference.ts): it reaches the
 * optimum, the independent checker (nrp/checkRoster.ts) finds no hard violation and prices its roster at the
 * solver's own objective, each hard rule holds where breaking it would pay, and a seed replays the same roster.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveNrpReference } from '../bench/nrpReference';
import { nrpBenchmarkDir } from '../nrp/benchmarkDir';
import { checkRoster } from '../nrp/checkRoster';
import type { NrpInstance } from '../nrp/model';
import { readInstance } from '../nrp/readInstance';
import { solveNrp } from '../nrp/solveNrp';
import type { TinyParts } from '../nrp/tinyInstance';
import { looseStaff, tiny } from '../nrp/tinyInstance';

const BUDGET = { maxIterations: 25, budgetOnly: true, seed: 7 };
const days = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Cover lines `day,shift,requirement,100,1` for the days given. */
const cover = (shift: string, requirement: number, on: number[]): string[] =>
  on.map((d) => `${d},${shift},${requirement},100,1`);

async function expectOptimal(instance: NrpInstance): Promise<void> {
  const result = await solveNrp(instance, BUDGET);
  const check = checkRoster(instance, result.roster);
  expect(check.violations).toEqual([]);
  expect(result.objective).toBe(check.objective);
  const reference = await solveNrpReference(instance, { timeLimitSec: Infinity });
  expect(reference.status).toBe('Optimal');
  expect(check.objective).toBe(reference.objective);
}

describe('multi-shift solver', () => {
  it('reaches the optimum of a small team with cover, requests and every limit', async () => {
    await expectOptimal(
      tiny({
        staff: [
          looseStaff('A', { maxCons: '4', minCons: '2', minOff: '2', weekends: '1', maxMin: '4800' }),
          looseStaff('B', { max: 'D=14|N=3', maxCons: '5', minCons: '2', minOff: '2', minMin: '2880' }),
          looseStaff('C', { max: 'D=0|N=14', maxCons: '3', minOff: '2', weekends: '1' }),
        ],
        daysOff: ['A,2,3', 'C,9'],
        on: ['A,0,D,3', 'B,5,N,2', 'C,12,N,1'],
        off: ['B,1,D,2', 'A,6,D,3'],
        cover: [...cover('D', 2, days(0, 13)), ...cover('N', 1, days(0, 13))],
      }),
    );
  }, 30_000);

  // Each rule holds where breaking it would cover an uncovered shift (100 each); HiGHS proves the optimum.
  it.each<[string, TinyParts, string[]]>([
    ['a day off', { daysOff: ['A,3,4'] }, cover('D', 1, days(0, 13))],
    ['a forbidden succession (N then D)', {}, [...cover('N', 1, [2, 6, 10]), ...cover('D', 1, [3, 7, 11])]],
    ['the max shifts of a type', { staff: [looseStaff('A', { max: 'D=3|N=0' })] }, cover('D', 1, days(0, 13))],
    ['the max total minutes', { staff: [looseStaff('A', { maxMin: '1920' })] }, cover('D', 1, days(0, 13))],
    ['the min total minutes', { staff: [looseStaff('A', { minMin: '4800' })], off: ['A,0,D,5', 'A,1,D,5'] }, []],
    ['the max consecutive shifts', { staff: [looseStaff('A', { maxCons: '3' })] }, cover('D', 1, days(0, 13))],
    ['the min consecutive shifts', { staff: [looseStaff('A', { minCons: '3' })] }, cover('D', 1, [3, 7, 11])],
    [
      'the min consecutive days off',
      { staff: [looseStaff('A', { minOff: '3' })] },
      cover('D', 1, [...days(0, 5), ...days(7, 13)]),
    ],
    ['the max weekends', { staff: [looseStaff('A', { weekends: '0' })] }, cover('D', 1, days(0, 13))],
  ] as const)(
    'never breaks %s',
    async (_rule, parts, coverLines) => {
      await expectOptimal(
        tiny({ ...parts, staff: parts.staff ? [...parts.staff] : undefined, cover: [...coverLines] }),
      );
    },
    30_000,
  );

  it('replays the same roster for the same seed on an iteration budget', async () => {
    // Cover weights vary by day so that the relaxation's bound is not reached and the search runs its budget.
    const weight = (n: number): number => (7919 + n * 104729) % 13;
    const instance = tiny({
      staff: [
        looseStaff('A', { minCons: '2', maxCons: '3', minOff: '3', weekends: '1', minMin: '2400' }),
        looseStaff('B', { minCons: '3', maxCons: '4', minOff: '2', weekends: '1', minMin: '2880' }),
        looseStaff('C', { minCons: '2', maxCons: '5', minOff: '3', weekends: '1', minMin: '3360' }),
        looseStaff('E', { minCons: '3', maxCons: '3', minOff: '2', weekends: '1', minMin: '1920', max: 'D=14|N=2' }),
      ],
      cover: days(0, 13).flatMap((d) => [
        `${d},D,${(d + 1) % 3 === 0 ? 2 : 1},${50 + weight(d) * 7},${1 + (weight(d + 3) % 4)}`,
        `${d},N,1,${30 + weight(d + 1) * 5},${2 + (weight(d) % 3)}`,
      ]),
      on: ['A,1,N,3', 'C,3,D,2', 'B,5,D,5'],
    });
    const first = await solveNrp(instance, { ...BUDGET, maxIterations: 10 });
    const again = await solveNrp(instance, { ...BUDGET, maxIterations: 10 });
    expect(first.stoppedBy).toBe('iterations');
    expect(first.iterations).toBe(10);
    expect(again.roster).toEqual(first.roster);
    expect(checkRoster(instance, first.roster).violations).toEqual([]);
  }, 30_000);

  it('takes the long search past four weeks: every rule kept, priced as the checker does, replayed by its seed', async () => {
    const weight = (n: number): number => (7919 + n * 104729) % 13;
    const instance = tiny({
      horizon: 42,
      staff: [
        looseStaff('A', { minCons: '2', maxCons: '4', minOff: '2', weekends: '3', minMin: '10560', maxMin: '14400' }),
        looseStaff('B', { minCons: '2', maxCons: '5', minOff: '2', weekends: '4', minMin: '11520', max: 'D=42|N=6' }),
        looseStaff('C', { minCons: '3', maxCons: '5', minOff: '2', weekends: '3', minMin: '10080', max: 'D=0|N=42' }),
        looseStaff('E', { minCons: '2', maxCons: '3', minOff: '3', weekends: '3', minMin: '8640' }),
      ],
      daysOff: ['A,3,4,30', 'E,10,11,12'],
      on: ['A,1,N,3', 'C,3,N,2', 'B,25,D,5'],
      off: ['B,8,D,3', 'C,35,N,2'],
      cover: days(0, 41).flatMap((d) => [
        `${d},D,${d % 7 >= 5 ? 1 : 2},${50 + weight(d) * 7},${1 + (weight(d + 3) % 4)}`,
        `${d},N,1,${30 + weight(d + 1) * 5},${2 + (weight(d) % 3)}`,
      ]),
    });
    const budget = { maxIterations: 5, budgetOnly: true, seed: 3 };
    const first = await solveNrp(instance, budget);
    const again = await solveNrp(instance, budget);
    const check = checkRoster(instance, first.roster);
    expect(check.violations).toEqual([]);
    expect(first.objective).toBe(check.objective);
    expect(first.iterations).toBe(5);
    expect(again.roster).toEqual(first.roster);
  }, 30_000);

  it('solves Instance1 of the public benchmark to its best-known 607', async () => {
    const instance = readInstance(readFileSync(join(nrpBenchmarkDir(), 'Instance1.txt'), 'utf8'));
    const result = await solveNrp(instance, { maxIterations: 60, budgetOnly: true, seed: 1 });
    const check = checkRoster(instance, result.roster);
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(607);
    expect(result.objective).toBe(607);
  }, 40_000);
});
