/**
 * Re-validation of a 500 employees x 31 days roster after one swap, with every rule on: it accepts
 * the swap, and gives the same answer every time. How fast is the bench's (`npm run bench`: the
 * re-validation row, target 20 ms), never a test's: no test depends on the machine's speed.
 */
import type { Assignment } from '../model/types';
import { EDIT_TEST_RULES, generateInstance, simpleRoster } from '../testing/fixtures';
import { swapAndRevalidate } from './revalidate';

const RICH_RULES = [...EDIT_TEST_RULES, 'OVERTIME_WHEN_NEEDED'] as const;

/** Two cells that can be swapped: different employees and dates, neither working the other's date. */
function swappable(roster: readonly Assignment[]): [Assignment, Assignment] {
  const cells = new Set(roster.map((assignment) => `${assignment.employeeId}|${assignment.date}`));
  const a = roster[0]!;
  const b = roster.find(
    (candidate) =>
      candidate.employeeId !== a.employeeId &&
      candidate.date !== a.date &&
      !cells.has(`${a.employeeId}|${candidate.date}`) &&
      !cells.has(`${candidate.employeeId}|${a.date}`),
  );
  if (!b) throw new Error('No swappable pair');
  return [a, b];
}

it('re-validates a 500 x 31 roster after one swap, the same every time', () => {
  const model = generateInstance({ employees: 500, days: 31, rules: [...RICH_RULES] });
  const roster = simpleRoster(model);
  expect(roster.length).toBeGreaterThan(9_000);
  const [a, b] = swappable(roster);
  const first = swapAndRevalidate(model, roster, a, b);
  expect(first.ok).toBe(true);
  for (let run = 0; run < 5; run += 1) expect(swapAndRevalidate(model, roster, a, b)).toEqual(first);
});
