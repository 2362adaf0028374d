/**
 * Limits for the engine's tests: random hours, shifts, weekends or days (off) in a row in the period added to a
 * model's employees (their own random stream), kept apart from their other availability; random
 * models with them; and a one-position model where employee a has given limits.
 */
import type { EngineAvailability, EngineDay, RosterModel } from '../model/types';
import { plainAvailability, withAvailability } from './availabilityCases';
import { withRandomCommitments } from './commitmentCases';
import { random } from './fixtures';
import { ALL_RULES, employee, every, model, position, randomModel } from './solverCases';

export interface LimitOptions {
  /** Share of employees given a maximum, and a minimum (each drawn on its own). */
  maxShare?: number;
  minShare?: number;
  /** Minimum hours: up to this many days of the employee's daily hours. */
  minDaysUpTo?: number;
}

/** The model with random MIN_HOURS / MAX_HOURS limits: maximums of 0 to D days' hours, minimums up to `minDaysUpTo` days. */
export function withHourLimits(model: RosterModel, seed: number, options: LimitOptions = {}): RosterModel {
  const rnd = random(seed * 7_919 + 11);
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
  const D = model.days.length;
  const employees = model.employees.map((employee) => {
    const availability = employee.availability ?? plainAvailability();
    const limits: { minHours?: number; maxHours?: number } = {};
    if (rnd() < (options.maxShare ?? 0.6)) limits.maxHours = int(0, D) * employee.dailyHours + int(0, 7);
    if (rnd() < (options.minShare ?? 0))
      limits.minHours = int(1, options.minDaysUpTo ?? 2) * employee.dailyHours - int(0, 3);
    return { ...employee, availability: { ...availability, ...limits } };
  });
  return { ...model, employees };
}

/** The model with each employee's minimum set to the hours of `days[id]` days (a roster known to reach them). */
export function withMinimums(model: RosterModel, days: ReadonlyMap<string, number>): RosterModel {
  const employees = model.employees.map((employee) => {
    const n = days.get(employee.id) ?? 0;
    if (n === 0) return employee;
    const availability = employee.availability ?? plainAvailability();
    return { ...employee, availability: { ...availability, minHours: n * employee.dailyHours } };
  });
  return { ...model, employees };
}

/** The model with random MAX_WEEKENDS limits (0 to 3 weekends) for a share of its employees. */
export function withWeekendLimits(model: RosterModel, seed: number, share = 0.6): RosterModel {
  const rnd = random(seed * 6_007 + 5);
  const employees = model.employees.map((employee) => {
    if (rnd() >= share) return employee;
    const availability = employee.availability ?? plainAvailability();
    return { ...employee, availability: { ...availability, maxWeekends: Math.floor(rnd() * 4) } };
  });
  return { ...model, employees };
}

/** The model with random MIN_CONSECUTIVE_DAYS minimums (2 to 4 days) for a share of its employees. */
export function withRunLimits(model: RosterModel, seed: number, share = 0.6): RosterModel {
  const rnd = random(seed * 4_421 + 9);
  const employees = model.employees.map((employee) => {
    if (rnd() >= share) return employee;
    const availability = employee.availability ?? plainAvailability();
    return { ...employee, availability: { ...availability, minConsecutiveDays: 2 + Math.floor(rnd() * 3) } };
  });
  return { ...model, employees };
}

/**
 * A random model of the given size with all rules, availability, commitments on odd seeds, and the
 * limits `limit` adds.
 */
export function randomLimitedModel(
  seed: number,
  size: { employees: number; days: number; positions: number },
  limit: (model: RosterModel, seed: number) => RosterModel,
): RosterModel {
  let m = withAvailability(randomModel({ seed, ...size, rules: [...ALL_RULES] }), seed);
  if (seed % 2 === 1) m = withRandomCommitments(m, seed);
  return limit(m, seed);
}

/** Position G needing `perDay` each day; employee a with `limits` (no unavailable day or request unless given), then `others` (of G). */
export function limitedModel(
  days: EngineDay[],
  perDay: number,
  limits: Partial<EngineAvailability>,
  others: readonly string[] = [],
): RosterModel {
  return model({
    days,
    positions: [position('G', every(perDay))],
    employees: [
      employee('a', 'G', { availability: plainAvailability(limits) }),
      ...others.map((id) => employee(id, 'G')),
    ],
    rules: [],
  });
}

/** The model with random MIN_CONSECUTIVE_DAYS_OFF minimums (2 to 4 days) for a share of its employees. */
export function withRestLimits(model: RosterModel, seed: number, share = 0.6): RosterModel {
  const rnd = random(seed * 3_571 + 13);
  const employees = model.employees.map((employee) => {
    if (rnd() >= share) return employee;
    const availability = employee.availability ?? plainAvailability();
    return { ...employee, availability: { ...availability, minConsecutiveDaysOff: 2 + Math.floor(rnd() * 3) } };
  });
  return { ...model, employees };
}

/** The model with random MAX_SHIFTS maximums (0 to half the period's days) for a share of its employees. */
export function withShiftLimits(model: RosterModel, seed: number, share = 0.6): RosterModel {
  const rnd = random(seed * 2_903 + 17);
  const half = Math.ceil(model.days.length / 2);
  const employees = model.employees.map((employee) => {
    if (rnd() >= share) return employee;
    const availability = employee.availability ?? plainAvailability();
    return { ...employee, availability: { ...availability, maxShifts: Math.floor(rnd() * (half + 1)) } };
  });
  return { ...model, employees };
}
