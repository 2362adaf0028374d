/**
 * An employee's day limits in days of this roster (SCORING.md, MIN_HOURS, MAX_HOURS and
 * MAX_SHIFTS): the hours of every roster count, those worked elsewhere first, so this roster may
 * add days of `dailyHours` up to the hours' maximum and should add at least `minDays`; it gives at
 * most `maxShifts` days whatever the hours. Read by the engine, the checker and the explanations
 * alike, like `targetDaysLeft`.
 */
import type { EngineEmployee } from '../model/types';

/** Slack for hours that are not whole multiples of the day (7.5-hour days, fractional commitments). */
const EPSILON = 1e-9;

export interface DayLimits {
  /** Days this roster must give e (0 = no minimum left). */
  minDays: number;
  /** Days this roster may give e at most, the lower of the two below (Infinity = no maximum). */
  maxDays: number;
  /** MAX_HOURS in days of this roster (Infinity = none). */
  hourMaxDays: number;
  /** MAX_SHIFTS (Infinity = none). */
  shiftMaxDays: number;
}

const NONE = Number.POSITIVE_INFINITY;

export const NO_DAY_LIMITS: DayLimits = { minDays: 0, maxDays: NONE, hourMaxDays: NONE, shiftMaxDays: NONE };

const isNumber = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function dayLimitsOf(
  employee: Pick<EngineEmployee, 'availability' | 'dailyHours'>,
  committedHours: number,
): DayLimits {
  const availability = employee.availability;
  if (!availability) return NO_DAY_LIMITS;
  const { minHours, maxHours, maxShifts } = availability;
  const daily = employee.dailyHours;
  let minDays = 0;
  let hourMaxDays = NONE;
  if (isNumber(minHours) && daily > 0) minDays = Math.max(0, Math.ceil((minHours - committedHours) / daily - EPSILON));
  if (isNumber(maxHours)) {
    if (daily > 0) hourMaxDays = Math.max(0, Math.floor((maxHours - committedHours) / daily + EPSILON));
    else if (committedHours > maxHours) hourMaxDays = 0;
  }
  const shiftMaxDays = isNumber(maxShifts) ? Math.max(0, Math.floor(maxShifts)) : NONE;
  return { minDays, maxDays: Math.min(hourMaxDays, shiftMaxDays), hourMaxDays, shiftMaxDays };
}
