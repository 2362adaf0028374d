/**
 * The bounds of the required-per-day counters of the position form (spec 002 section 5): 0 to the
 * day's target (the working days' count) minus what the shift's positions already need that day;
 * a counter whose maximum is 0 is disabled. The server answers targets all 0 when the shift has no
 * working days, and then sets no cap (mock-api roster-setup/positions.ts): every day may go to
 * DAILY_REQUIRED_MAX. On the edit form the position's own current counts are part of what is
 * allocated, so they are given back.
 */
import type { ConfiguredDailyResponse, WorkingDayCounts } from '@times/shared-sdk';
import { DAILY_REQUIRED_MAX, SHIFT_DAYS } from '@times/shared-sdk/app';
import type { ShiftDay } from '@times/shared-sdk/app';

export interface DayLimit {
  max: number;
  disabled: boolean;
}

export type DayLimits = Record<ShiftDay, DayLimit>;

/** The configured-daily keys of a day (the server writes t_tues and target_tues). */
const CONFIGURED_KEY: Record<ShiftDay, string> = {
  mon: 'mon',
  tue: 'tues',
  wed: 'wed',
  thu: 'thu',
  fri: 'fri',
  sat: 'sat',
  sun: 'sun',
  hld: 'hld',
};

export type ConfiguredDaily = Omit<ConfiguredDailyResponse, 'status'>;

const numberAt = (configured: ConfiguredDaily, key: string): number => {
  const value = Number((configured as unknown as Record<string, unknown>)[key]);
  return Number.isFinite(value) ? value : 0;
};

const uncapped = (): DayLimits =>
  Object.fromEntries(SHIFT_DAYS.map((day) => [day, { max: DAILY_REQUIRED_MAX, disabled: false }])) as DayLimits;

/**
 * The limit of each day; `configured` null (not loaded, or failed) leaves the server to judge.
 * `own` is the edited position's current counts.
 */
export function dayLimits(configured: ConfiguredDaily | null, own?: WorkingDayCounts): DayLimits {
  if (!configured) return uncapped();
  const target = (day: ShiftDay) => numberAt(configured, `target_${CONFIGURED_KEY[day]}`);
  if (SHIFT_DAYS.every((day) => target(day) <= 0)) return uncapped();
  return Object.fromEntries(
    SHIFT_DAYS.map((day) => {
      const free = target(day) - numberAt(configured, `t_${CONFIGURED_KEY[day]}`) + (own ? Number(own[day]) || 0 : 0);
      const max = Math.min(DAILY_REQUIRED_MAX, Math.max(0, free));
      return [day, { max, disabled: max === 0 }];
    }),
  ) as DayLimits;
}
