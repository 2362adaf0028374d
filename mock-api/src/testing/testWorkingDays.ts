/**
 * A shift's working days as the store holds them, for tests that put them in directly: every field the shifts'
 * working days' table holds (issue 33: on PostgreSQL they are rows of a table of their own, which a process's state
 * does not hold to copy from). Monthly, 5 in a row at most, 2 rest days, 2 required each weekday, no overtime.
 */
import type { ShiftWorkingDaysRecord } from '../store/types';

export const testWorkingDays = (
  id: number,
  app_id: string,
  shift: { std: string; sftd: string },
  fields: Partial<ShiftWorkingDaysRecord> = {},
): ShiftWorkingDaysRecord => ({
  id,
  app_id,
  std: shift.std,
  sftd: shift.sftd,
  max_cons_days: 5,
  min_rest_days: 2,
  min_rest_hours: 0,
  roster_start_day: 1,
  period_type: 1,
  mon: 2,
  tue: 2,
  wed: 2,
  thu: 2,
  fri: 2,
  sat: 0,
  sun: 0,
  hld: 0,
  hasOvertime: 0,
  overtime_mon: 0,
  overtime_tue: 0,
  overtime_wed: 0,
  overtime_thu: 0,
  overtime_fri: 0,
  overtime_sat: 0,
  overtime_sun: 0,
  overtime_hld: 0,
  ...fields,
});
