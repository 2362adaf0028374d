/**
 * An employee's maximum weekends in the period (SCORING.md, MAX_WEEKENDS) for this roster: a
 * weekend is a Saturday and the Sunday after it (calendar weekdays, holidays included), as far as
 * its days lie in the period; it is worked when either day is worked in any roster. The weekends
 * worked elsewhere count first, so this roster may add `weekendsLeft` of the others. Read by the
 * engine, the checker and the explanations alike, like dayLimits.ts.
 */
import type { EngineDay, EngineEmployee } from '../model/types';

export interface PeriodWeekends {
  /** The weekend of day d (0-based, in date order), -1 on a weekday. */
  weekendOf: Int32Array;
  /** Number of weekends touching the period. */
  count: number;
}

export function periodWeekends(days: readonly Pick<EngineDay, 'weekday'>[]): PeriodWeekends {
  const weekendOf = new Int32Array(days.length).fill(-1);
  let count = 0;
  days.forEach((day, d) => {
    if (day.weekday === 7 && d > 0 && days[d - 1]!.weekday === 6) weekendOf[d] = weekendOf[d - 1]!;
    else if (day.weekday === 6 || day.weekday === 7) weekendOf[d] = count++;
  });
  return { weekendOf, count };
}

export interface WeekendLimit {
  /** 1 at w when weekend w holds a day worked in another roster (it counts whatever this roster does). */
  busy: Uint8Array;
  /** Weekends this roster may add to the busy ones (Infinity = no maximum). */
  left: number;
}

const isCount = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** `workedElsewhere(d)`: e works day d of the period in another roster. */
export function weekendLimitOf(
  employee: Pick<EngineEmployee, 'availability'>,
  weekends: PeriodWeekends,
  workedElsewhere: (d: number) => boolean,
): WeekendLimit {
  const busy = new Uint8Array(weekends.count);
  const max = employee.availability?.maxWeekends;
  if (!isCount(max)) return { busy, left: Number.POSITIVE_INFINITY };
  let taken = 0;
  weekends.weekendOf.forEach((w, d) => {
    if (w >= 0 && busy[w] === 0 && workedElsewhere(d)) {
      busy[w] = 1;
      taken++;
    }
  });
  return { busy, left: Math.max(0, Math.floor(max) - taken) };
}
