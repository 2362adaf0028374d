/**
 * The other half of the required-employees promise: with exactly total_required employees the
 * engine reaches full cover on the standard cases (uniform 2-5 a day, at most 5 days in a row,
 * 2 rest days; Monthly and Biweekly), with every hard rule kept.
 */
import { computeRoster } from '../engine';
import { requiredEmployees } from './requiredEmployees';
import { standardModel, uniformPerDay } from '../worker/__fixtures__/models';
import { TEST_TIME_CAP_MS } from '../testing/fixtures';

jest.setTimeout(120_000);

const CASES = [
  { periodType: 1 as const, startDate: '2026-12-01' }, // 31 days, 3 public holidays
  { periodType: 2 as const, startDate: '2026-12-14' }, // 14 days from Monday 14 December, Christmas inside
];

describe.each(CASES)(
  'with exactly total_required employees (period type $periodType from $startDate)',
  ({ periodType, startDate }) => {
    it.each([2, 3, 4, 5])('covers %i a day', (count) => {
      const perDay = uniformPerDay(count);
      const { total_required: required } = requiredEmployees({ perDay, periodType, maxConsecutive: 5, minRest: 2 });
      const model = standardModel({
        periodType,
        startDate,
        perPosition: [perDay],
        employeesPerPosition: [required],
        maxConsecutive: 5,
        minRest: 2,
        timeLimitMs: TEST_TIME_CAP_MS,
        seed: count,
      });
      const result = computeRoster(model);
      expect({ count, required, hard: result.score.hard, uncovered: result.uncovered }).toEqual({
        count,
        required,
        hard: 0,
        uncovered: [],
      });

      // One fewer: some slot stays uncovered whatever the search does (the bound's proof), explained.
      const fewer = computeRoster({ ...model, employees: model.employees.slice(1), timeLimitMs: TEST_TIME_CAP_MS });
      expect(fewer.score.hard).toBe(0);
      expect(fewer.uncovered.length).toBeGreaterThan(0);
    });
  },
);
