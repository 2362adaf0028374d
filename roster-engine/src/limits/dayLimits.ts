/**
 * An employee's hour limits in days of this roster (SCORING.md, MIN_HOURS and MAX_HOURS): the hours
 * of every roster count, those worked elsewhere first, so this roster may add days of `dailyHours`
 * up to `maxDays` and should add at least `minDays`. Read by the engine, the checker and the
 * explanations alike, like `targetDaysLeft`.
 */
import type { EngineEmployee } from '../model/types';

/** Slack for hours that are not whole multiples of the day (7.5-hour days, fractional commitments). */
const EPSILON = 1e-9;

export interface DayLimits {
  /** Days this roster must give e (0 = no minimum left). */
  minDays: number;
  /** Days this roster may give e at most (Infinity = no maximum). */
  maxDays: number;
}

export const NO_DAY_LIMITS: DayLimits = { minDays: 0, maxDays: Number.POSITIVE_INFINITY };

const isHours = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function dayLimitsOf(
  employee: Pick<EngineEmployee, 'availability' | 'dailyHours'>,
  committedHours: number,
): DayLimits {
  const availability = employee.availability;
  if (!availability) return NO_DAY_LIMITS;
  const { minHours, maxHours } = availability;
  const daily = employee.dailyHours;
  let minDays = 0;
  let maxDays = Number.POSITIVE_INFINITY;
  if (isHours(minHours) && daily > 0) minDays = Math.max(0, Math.ceil((minHours - committedHours) / daily - EPSILON));
  if (isHours(maxHours)) {
    if (daily > 0) maxDays = Math.max(0, Math.floor((maxHours - committedHours) / daily + EPSILON));
    else if (committedHours > maxHours) maxDays = 0;
  }
  return { minDays, maxDays };
}
