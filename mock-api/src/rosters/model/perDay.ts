/** Per-day counts of the setup records (mon … hld) as the engine's PerDay. */
import type { PerDay } from '@times/roster-engine';
import { SHIFT_DAYS } from '@times/shared-sdk/schemas';

/** The counts in a record's fields `${prefix}mon` … `${prefix}hld` (anything not a number counts 0). */
export const perDayOf = (record: object, prefix = ''): PerDay =>
  Object.fromEntries(
    SHIFT_DAYS.map((day) => [day, Number((record as Record<string, unknown>)[`${prefix}${day}`]) || 0]),
  ) as PerDay;
