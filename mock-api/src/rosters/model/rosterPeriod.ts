/**
 * The period a roster covers: the shift's working days decide its type (1 Monthly, 2 Biweekly) and
 * a Biweekly period's weekday (roster_start_day); the engine's buildPeriod lays out its days with
 * the public holidays of South Africa.
 */
import { buildPeriod } from '@times/roster-engine';
import type { EngineDay } from '@times/roster-engine';
import type { ShiftWorkingDaysRecord } from '../../store/types';

/** The country of the public holidays of every roster (the apps are South African). */
export const ROSTER_COUNTRY = 'ZA';

export interface CalculationPeriod {
  periodType: 1 | 2;
  /** First and last day, YYYY-MM-DD. */
  start: string;
  end: string;
  days: EngineDay[];
}

/** The period that the user's start date (a real YYYY-MM-DD date) gives under the shift's working days. */
export function rosterPeriodOf(
  workingDays: Pick<ShiftWorkingDaysRecord, 'period_type' | 'roster_start_day'>,
  startDate: string,
): CalculationPeriod {
  const periodType = workingDays.period_type === 2 ? 2 : 1;
  const days = buildPeriod({ periodType, startDate, startDay: workingDays.roster_start_day, country: ROSTER_COUNTRY });
  return { periodType, start: days[0]!.date, end: days[days.length - 1]!.date, days };
}

/** Two periods (inclusive YYYY-MM-DD bounds) share at least one day. */
export const periodsOverlap = (a: { start: string; end: string }, b: { start: string; end: string }): boolean =>
  a.start <= b.end && b.start <= a.end;
