/**
 * Required employees (/api/rostCalc/824567 → total_required): a true lower bound on the employees
 * a shift needs to cover every slot of its working-day counts, given the period type, the maximum
 * consecutive working days c and the minimum rest days r. The reasoning (and why it is a lower
 * bound) is in ./README.md.
 */
import type { DayKey, EngineDay, PerDay } from '../model/types';
import { WEEKDAY_KEYS } from '../model/types';

export interface RequiredEmployeesInput {
  /** Headcount per day code (shift_working_days mon … sun, hld). */
  perDay: PerDay;
  /** 1 Monthly, 2 Biweekly. */
  periodType: 1 | 2;
  /** max_consecutive_days; 0 = no limit. */
  maxConsecutive: number;
  /** rest_days (min_rest_days); 0 = no rule. */
  minRest: number;
  /**
   * An actual period (buildPeriod) to size instead of the representative one: its day codes are
   * used as they are, 'hld' on public holidays.
   */
  days?: readonly Pick<EngineDay, 'key'>[];
}

/** The window of consecutive days that asks the most of the employees. */
export interface BindingWindow {
  /** 0-based first day of the window in the period. */
  start: number;
  length: number;
  /** Employee-days the window needs. */
  demand: number;
  /** The most days one employee can work in a window of that length. */
  maxDaysPerEmployee: number;
  required: number;
}

export interface RequiredEmployeesBound {
  /** Days in the period sized. */
  periodDays: number;
  /** Whether the representative period was used (false when `days` was given). */
  representative: boolean;
  maxConsecutive: number;
  minRest: number;
  /** (a) the largest single-day count. */
  busiestDay: number;
  /** (b) total employee-days, the most one employee can work in the period, and the quotient. */
  totalDemand: number;
  maxDaysPerEmployee: number;
  byTotal: number;
  /** (c) the most demanding window shorter than the period (null when none beats one day). */
  window: BindingWindow | null;
  byWindow: number;
  /** Which part gives total_required. */
  binding: 'none' | 'busiest-day' | 'total' | 'window';
}

export interface RequiredEmployees {
  total_required: number;
  /** One paragraph a user can read: how total_required was found. */
  explanation: string;
  bound: RequiredEmployeesBound;
}

/** Days of the representative periods: Monthly 4 weeks + 3 days, Biweekly 2 weeks; from a Monday. */
export const REPRESENTATIVE_DAYS = { 1: 31, 2: 14 } as const;

const DAY_NAMES: Record<DayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
  hld: 'public holiday',
};

/** A count from the setup: a whole number ≥ 0 (anything else counts as 0). */
function count(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/**
 * The most days one employee can work in `length` consecutive days when no run of worked days is
 * longer than `maxConsecutive` (0 = no limit) and no rest between two worked days is shorter than
 * `minRest` (a rest is at least 1 day anyway, since runs are maximal). With k runs, each at most c
 * long and separated by k - 1 rests of at least r' = max(r, 1) days:
 *   worked ≤ min(k·c, length - (k - 1)·r'), so the maximum is max over k of that, which the
 *   pattern "c on, r' off, c on, …" from the first day reaches.
 */
export function maxWorkDays(length: number, maxConsecutive: number, minRest: number): number {
  const n = Math.max(0, Math.floor(length));
  const c = count(maxConsecutive);
  if (n === 0) return 0;
  if (c === 0) return n;
  const rest = Math.max(count(minRest), 1);
  let best = 0;
  for (let runs = 1; (runs - 1) * rest < n; runs += 1) {
    best = Math.max(best, Math.min(runs * c, n - (runs - 1) * rest));
  }
  return best;
}

/** The day codes of the period to size: the given days, or the representative period. */
export function representativeKeys(periodType: 1 | 2): DayKey[] {
  const length = REPRESENTATIVE_DAYS[periodType === 2 ? 2 : 1];
  return Array.from({ length }, (_, index) => WEEKDAY_KEYS[index % 7]!);
}

/**
 * The lower bound over explicit per-day demands: the max over every window of w consecutive days
 * (w = 1 … n) of ceil(window demand / maxWorkDays(w)). w = 1 is the busiest day, w = n the whole
 * period; the windows between include the c + r windows in which one employee works at most c days.
 */
export function demandLowerBound(
  demand: readonly number[],
  maxConsecutive: number,
  minRest: number,
): Omit<RequiredEmployeesBound, 'representative'> {
  const n = demand.length;
  const c = count(maxConsecutive);
  const r = count(minRest);
  const days = demand.map(count);
  const prefix = [0];
  for (const value of days) prefix.push(prefix[prefix.length - 1]! + value);
  const capacity = Array.from({ length: n + 1 }, (_, length) => maxWorkDays(length, c, r));

  const busiestDay = days.reduce((max, value) => Math.max(max, value), 0);
  const totalDemand = prefix[n]!;
  const maxDaysPerEmployee = capacity[n]!;
  const byTotal = totalDemand === 0 ? 0 : Math.ceil(totalDemand / maxDaysPerEmployee);

  let window: BindingWindow | null = null;
  for (let length = 2; length < n; length += 1) {
    for (let start = 0; start + length <= n; start += 1) {
      const windowDemand = prefix[start + length]! - prefix[start]!;
      const required = Math.ceil(windowDemand / capacity[length]!);
      if (required > (window?.required ?? busiestDay)) {
        window = { start, length, demand: windowDemand, maxDaysPerEmployee: capacity[length]!, required };
      }
    }
  }
  const byWindow = window?.required ?? 0;
  const total = Math.max(busiestDay, byTotal, byWindow);
  const binding: RequiredEmployeesBound['binding'] =
    total === 0
      ? 'none'
      : byWindow === total && byWindow > byTotal
        ? 'window'
        : byTotal === total && byTotal > busiestDay
          ? 'total'
          : 'busiest-day';
  return {
    periodDays: n,
    maxConsecutive: c,
    minRest: r,
    busiestDay,
    totalDemand,
    maxDaysPerEmployee,
    byTotal,
    window,
    byWindow,
    binding,
  };
}

function describeRules(c: number, r: number): string {
  if (c === 0) return 'no limit on consecutive days';
  return `at most ${c} day${c === 1 ? '' : 's'} in a row${r > 0 ? ` and at least ${r} rest day${r === 1 ? '' : 's'} between stretches` : ''}`;
}

function explain(bound: RequiredEmployeesBound, keys: readonly DayKey[], perDay: PerDay, total: number): string {
  const {
    periodDays,
    busiestDay,
    totalDemand,
    maxDaysPerEmployee,
    byTotal,
    window,
    maxConsecutive: c,
    minRest: r,
  } = bound;
  const period = bound.representative
    ? periodDays === 14
      ? 'A Biweekly period (14 days from a Monday)'
      : `A Monthly period (${periodDays} days: 4 weeks and 3 days from a Monday)`
    : `This ${periodDays}-day period`;
  if (total === 0) return `${period} needs nobody: every day's required count is 0.`;
  const busiestKey = keys.find((key) => count(perDay[key]) === busiestDay);
  const parts = [
    `${period} needs ${totalDemand} employee-days.`,
    `With ${describeRules(c, r)}, one employee can work at most ${maxDaysPerEmployee} of its ${periodDays} days, so at least ${byTotal} employee${byTotal === 1 ? '' : 's'} (${totalDemand} / ${maxDaysPerEmployee}, rounded up).`,
    `The busiest day${busiestKey ? ` (${DAY_NAMES[busiestKey]})` : ''} needs ${busiestDay}.`,
  ];
  if (window && window.required > byTotal) {
    const from = keys[window.start];
    const to = keys[window.start + window.length - 1];
    parts.push(
      `The busiest ${window.length} days in a row${bound.representative && from && to ? ` (${DAY_NAMES[from]} to ${DAY_NAMES[to]})` : ''} need ${window.demand} employee-days and one employee can work at most ${window.maxDaysPerEmployee} of them, so at least ${window.required}.`,
    );
  }
  parts.push(`Required: ${total}, the largest of these; with fewer employees some day cannot be covered.`);
  if (bound.representative && count(perDay.hld) > total) {
    parts.push(`A period with a public holiday needs at least ${count(perDay.hld)} on that day.`);
  }
  return parts.join(' ');
}

/**
 * total_required: the largest of (a) the busiest day's count, (b) ceil(total employee-days / the
 * most days one employee can work in the period), (c) for every shorter window of consecutive days,
 * ceil(window demand / the most days one employee can work in it). Over the representative period
 * (Monthly 31 days, Biweekly 14 days, from a Monday, weekday counts only) unless `days` is given.
 */
export function requiredEmployees(input: RequiredEmployeesInput): RequiredEmployees {
  const keys: DayKey[] = input.days ? input.days.map((day) => day.key) : representativeKeys(input.periodType);
  const demand = keys.map((key) => count(input.perDay[key]));
  const bound: RequiredEmployeesBound = {
    ...demandLowerBound(demand, input.maxConsecutive, input.minRest),
    representative: !input.days,
  };
  const total = Math.max(bound.busiestDay, bound.byTotal, bound.byWindow);
  return { total_required: total, explanation: explain(bound, keys, input.perDay, total), bound };
}
