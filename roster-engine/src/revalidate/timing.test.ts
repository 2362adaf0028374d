/**
 * Re-validation of a 500 employees x 31 days roster after one swap (the bench measures it
 * precisely; the target is 20 ms). The bound here is generous so a busy machine does not fail it.
 */
import type { Assignment } from '../model/types';
import { generateInstance, simpleRoster } from '../testing/fixtures';
import { swapAndRevalidate } from './revalidate';

const RICH_RULES = [
  'LEAVE_DAYS',
  'EXCLUSION_DAYS',
  'MAX_CONSECUTIVE',
  'MIN_REST',
  'HOUR_TARGETS',
  'FAIR_SUNDAYS',
  'COMPLETE_WEEKENDS',
  'RELIEVER_COVER',
  'OVERTIME_WHEN_NEEDED',
] as const;

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

it('re-validates a 500 x 31 roster after one swap quickly', () => {
  const model = generateInstance({ employees: 500, days: 31, rules: [...RICH_RULES] });
  const roster = simpleRoster(model);
  expect(roster.length).toBeGreaterThan(9_000);
  const [a, b] = swappable(roster);
  const times: number[] = [];
  for (let run = 0; run < 40; run += 1) {
    const started = performance.now();
    const result = swapAndRevalidate(model, roster, a, b);
    times.push(performance.now() - started);
    expect(result.ok).toBe(true);
  }
  const steady = times.slice(10).sort((x, y) => x - y);
  const median = steady[Math.floor(steady.length / 2)]!;
  console.log(
    `500 x 31 swap + re-validation: median ${median.toFixed(2)} ms, best ${steady[0]!.toFixed(2)} ms, first ${times[0]!.toFixed(2)} ms`,
  );
  expect(median).toBeLessThan(100);
});
