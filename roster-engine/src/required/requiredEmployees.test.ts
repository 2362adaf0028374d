import type { PerDay } from '../model/types';
import { buildPeriod } from '../model/period';
import { demandLowerBound, maxWorkDays, representativeKeys, requiredEmployees } from './requiredEmployees';
import { canCover, exactMinimumEmployees } from './exactMinimum';
import { perDay as uniform, random } from '../testing/fixtures';

const week = (counts: readonly number[], hld = 0): PerDay => ({
  mon: counts[0]!,
  tue: counts[1]!,
  wed: counts[2]!,
  thu: counts[3]!,
  fri: counts[4]!,
  sat: counts[5]!,
  sun: counts[6]!,
  hld,
});

/** SCORING.md's MAX_CONSECUTIVE and MIN_REST read literally, for one employee without history. */
function keepsRunRules(worked: readonly boolean[], maxConsecutive: number, minRest: number): boolean {
  let run = 0;
  let off = 0;
  let workedBefore = false;
  for (const works of worked) {
    if (works) {
      if (minRest > 0 && workedBefore && off > 0 && off < minRest) return false;
      run += 1;
      off = 0;
      workedBefore = true;
      if (maxConsecutive > 0 && run > maxConsecutive) return false;
    } else {
      run = 0;
      off += 1;
    }
  }
  return true;
}

function feasiblePatterns(days: number, maxConsecutive: number, minRest: number): boolean[][] {
  const patterns: boolean[][] = [];
  for (let mask = 0; mask < 1 << days; mask += 1) {
    const worked = Array.from({ length: days }, (_, day) => (mask & (1 << day)) !== 0);
    if (keepsRunRules(worked, maxConsecutive, minRest)) patterns.push(worked);
  }
  return patterns;
}

/** Whether some multiset of `employees` feasible patterns covers `demand` (brute force). */
function bruteForceCover(demand: readonly number[], employees: number, c: number, r: number, exact: boolean): boolean {
  const patterns = feasiblePatterns(demand.length, c, r);
  const totals = new Array<number>(demand.length).fill(0);
  const search = (from: number, left: number): boolean => {
    if (left === 0) return totals.every((total, day) => (exact ? total === demand[day] : total >= demand[day]!));
    for (let index = from; index < patterns.length; index += 1) {
      patterns[index]!.forEach((works, day) => (totals[day]! += works ? 1 : 0));
      const found = search(index, left - 1);
      patterns[index]!.forEach((works, day) => (totals[day]! -= works ? 1 : 0));
      if (found) return true;
    }
    return false;
  };
  return search(0, employees);
}

describe('maxWorkDays: the most days one employee can work in n days', () => {
  it('follows c on, r off from the first day', () => {
    expect(maxWorkDays(31, 5, 2)).toBe(23); // 4 x (5 on, 2 off) + 3 on
    expect(maxWorkDays(14, 5, 2)).toBe(10);
    expect(maxWorkDays(7, 5, 2)).toBe(5);
    expect(maxWorkDays(8, 5, 2)).toBe(6); // 5 on, 2 off, 1 on
    expect(maxWorkDays(5, 1, 0)).toBe(3); // on, off, on, off, on
    expect(maxWorkDays(31, 0, 3)).toBe(31); // no limit: one long run
    expect(maxWorkDays(0, 5, 2)).toBe(0);
  });

  it('is exactly the best feasible pattern (every pattern of up to 12 days checked)', () => {
    for (let days = 1; days <= 12; days += 1) {
      for (let c = 0; c <= 5; c += 1) {
        for (let r = 0; r <= 4; r += 1) {
          const best = Math.max(...feasiblePatterns(days, c, r).map((worked) => worked.filter(Boolean).length));
          expect([days, c, r, maxWorkDays(days, c, r)]).toEqual([days, c, r, best]);
        }
      }
    }
  });

  it('allows at most c days in any c + r window (c > 0, r > 0), and c in c + 1 days when r = 0', () => {
    for (let c = 1; c <= 7; c += 1) {
      for (let r = 1; r <= 4; r += 1) expect(maxWorkDays(c + r, c, r)).toBe(c);
      expect(maxWorkDays(c + 1, c, 0)).toBe(c);
    }
  });
});

describe('requiredEmployees: the bound on hand cases', () => {
  it('uniform demand, 5 on 2 off, Monthly: total employee-days over what one can work', () => {
    const result = requiredEmployees({ perDay: uniform(3), periodType: 1, maxConsecutive: 5, minRest: 2 });
    expect(result.total_required).toBe(5); // 93 / 23 = 4.04 → 5; any 7 days: 21 / 5 → 5
    expect(result.bound).toMatchObject({
      periodDays: 31,
      totalDemand: 93,
      maxDaysPerEmployee: 23,
      byTotal: 5,
      busiestDay: 3,
      representative: true,
    });
    expect(result.explanation).toContain('needs 93 employee-days');
    expect(result.explanation).toContain('at most 23 of its 31 days');
    expect(result.explanation).toContain('Required: 5');
  });

  it('uniform demand, 5 on 2 off, Biweekly', () => {
    expect(requiredEmployees({ perDay: uniform(2), periodType: 2, maxConsecutive: 5, minRest: 2 }).total_required).toBe(
      3,
    );
    expect(requiredEmployees({ perDay: uniform(5), periodType: 2, maxConsecutive: 5, minRest: 2 }).total_required).toBe(
      7,
    );
    expect(
      requiredEmployees({ perDay: uniform(5), periodType: 2, maxConsecutive: 5, minRest: 2 }).bound.periodDays,
    ).toBe(14);
  });

  it('the busiest day binds when the rules leave room', () => {
    const result = requiredEmployees({
      perDay: week([10, 0, 0, 0, 0, 0, 0]),
      periodType: 1,
      maxConsecutive: 5,
      minRest: 2,
    });
    expect(result.total_required).toBe(10);
    expect(result.bound.binding).toBe('busiest-day');
    expect(result.explanation).toContain('The busiest day (Monday) needs 10');
  });

  it('without a consecutive-day limit, the busiest day is the bound', () => {
    expect(requiredEmployees({ perDay: uniform(4), periodType: 1, maxConsecutive: 0, minRest: 2 }).total_required).toBe(
      4,
    );
    expect(requiredEmployees({ perDay: uniform(4), periodType: 1, maxConsecutive: 0, minRest: 0 }).bound.binding).toBe(
      'busiest-day',
    );
  });

  it('a busy stretch binds through the window bound', () => {
    // Friday to Sunday need 4 each; with at most 2 days in a row one employee works 2 of those 3.
    const result = requiredEmployees({
      perDay: week([0, 0, 0, 0, 4, 4, 4]),
      periodType: 1,
      maxConsecutive: 2,
      minRest: 1,
    });
    expect(result.bound).toMatchObject({ busiestDay: 4, totalDemand: 48, byTotal: 3, byWindow: 6, binding: 'window' });
    expect(result.bound.window).toMatchObject({ length: 3, demand: 12, maxDaysPerEmployee: 2, required: 6 });
    expect(result.total_required).toBe(6);
    expect(result.explanation).toContain('The busiest 3 days in a row (Friday to Sunday) need 12 employee-days');
  });

  it('the c + r window: 5 a day with 2 on, 5 off', () => {
    // Any 7 days: one employee works at most 2, 35 / 2 → 18; the month: 10 days each, 155 / 10 → 16.
    const result = requiredEmployees({ perDay: uniform(5), periodType: 1, maxConsecutive: 2, minRest: 5 });
    expect(result.bound.byTotal).toBe(16);
    expect(result.total_required).toBe(18);
    expect(result.bound.binding).toBe('window');
  });

  it('ignores the holiday count on the representative period, and says what a holiday needs', () => {
    const result = requiredEmployees({ perDay: uniform(2, { hld: 9 }), periodType: 2, maxConsecutive: 5, minRest: 2 });
    expect(result.total_required).toBe(3);
    expect(result.explanation).toContain('A period with a public holiday needs at least 9 on that day.');
  });

  it('sizes an actual period when its days are given (holidays use hld)', () => {
    const days = buildPeriod({ periodType: 1, startDate: '2026-12-01' }); // 3 holidays
    const result = requiredEmployees({
      perDay: uniform(2, { hld: 9 }),
      periodType: 1,
      maxConsecutive: 5,
      minRest: 2,
      days,
    });
    expect(result.total_required).toBe(9);
    expect(result.bound.representative).toBe(false);
    expect(result.explanation).toContain('This 31-day period');
  });

  it('needs nobody when nothing is required, and reads bad numbers as 0', () => {
    const none = requiredEmployees({ perDay: uniform(0), periodType: 1, maxConsecutive: 5, minRest: 2 });
    expect(none.total_required).toBe(0);
    expect(none.explanation).toContain('needs nobody');
    const messy = { ...uniform(2), mon: -4, tue: Number.NaN, wed: '3' as unknown as number, thu: 2.7 };
    const result = requiredEmployees({ perDay: messy, periodType: 2, maxConsecutive: -1, minRest: Number.NaN });
    expect(result.bound).toMatchObject({
      busiestDay: 3,
      maxConsecutive: 0,
      minRest: 0,
      totalDemand: 2 * (0 + 0 + 3 + 2 + 2 + 2 + 2),
    });
    expect(result.total_required).toBe(3);
  });

  it('uses the representative periods: 31 and 14 days from a Monday', () => {
    expect(representativeKeys(1)).toHaveLength(31);
    expect(representativeKeys(1).slice(28)).toEqual(['mon', 'tue', 'wed']);
    expect(representativeKeys(2)).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'sat',
      'sun',
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'sat',
      'sun',
    ]);
  });
});

describe('requiredEmployees: a true lower bound (one fewer cannot cover)', () => {
  it('the exact search agrees with brute force on tiny cases', () => {
    const next = random(11);
    for (let trial = 0; trial < 60; trial += 1) {
      const demand = Array.from({ length: 6 }, () => Math.floor(next() * 3));
      const c = Math.floor(next() * 4);
      const r = Math.floor(next() * 4);
      const exact = next() < 0.5;
      for (let employees = 0; employees <= 3; employees += 1) {
        expect([
          demand,
          c,
          r,
          exact,
          employees,
          canCover(demand, employees, { maxConsecutive: c, minRest: r, exact }),
        ]).toEqual([demand, c, r, exact, employees, bruteForceCover(demand, employees, c, r, exact)]);
      }
    }
  });

  it('on 300 random weeks (Biweekly and Monthly), total_required - 1 employees never cover', () => {
    const next = random(2026);
    let tight = 0;
    for (let trial = 0; trial < 300; trial += 1) {
      const periodType = trial % 3 === 0 ? 1 : 2;
      const counts = Array.from({ length: 7 }, () => Math.floor(next() * (periodType === 1 ? 3 : 4)));
      const c = Math.floor(next() * 6);
      const r = Math.floor(next() * 4);
      const perDay = week(counts);
      const { total_required: required } = requiredEmployees({ perDay, periodType, maxConsecutive: c, minRest: r });
      const demand = representativeKeys(periodType).map((key) => perDay[key]);
      const options = { maxConsecutive: c, minRest: r };
      if (required > 0) expect([counts, c, r, canCover(demand, required - 1, options)]).toEqual([counts, c, r, false]);
      const exactMinimum = exactMinimumEmployees(demand, options, 20);
      expect(exactMinimum).not.toBeNull();
      expect(exactMinimum!).toBeGreaterThanOrEqual(required);
      if (exactMinimum === required) tight += 1;
    }
    // Not required of a lower bound, but it is the exact minimum on most weeks.
    expect(tight).toBeGreaterThan(240);
  });

  it('is the exact minimum on the standard cases, even with each day covered exactly (CAPACITY)', () => {
    for (const periodType of [1, 2] as const) {
      for (const count of [2, 3, 4, 5]) {
        const { total_required: required } = requiredEmployees({
          perDay: uniform(count),
          periodType,
          maxConsecutive: 5,
          minRest: 2,
        });
        const demand = representativeKeys(periodType).map(() => count);
        const rules = { maxConsecutive: 5, minRest: 2 };
        expect([periodType, count, canCover(demand, required - 1, rules)]).toEqual([periodType, count, false]);
        expect([periodType, count, canCover(demand, required, { ...rules, exact: true })]).toEqual([
          periodType,
          count,
          true,
        ]);
      }
    }
  });

  it('the window bound matters: one fewer than the window asks cannot cover', () => {
    const perDay = week([0, 0, 0, 0, 4, 4, 4]);
    const demand = representativeKeys(1).map((key) => perDay[key]);
    const bound = demandLowerBound(demand, 2, 1);
    expect(bound.byTotal).toBe(3);
    expect(canCover(demand, 5, { maxConsecutive: 2, minRest: 1 })).toBe(false);
    expect(canCover(demand, 6, { maxConsecutive: 2, minRest: 1 })).toBe(true);
  });
});
