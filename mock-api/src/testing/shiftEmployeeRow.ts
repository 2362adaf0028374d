/**
 * A shift employee record of the demo app as tests put one in the store directly: on the shift every day it is
 * rostered (no exclusion days), 8 hours a day, no position (rld ''), so the site's managers and its kiosk know them.
 */
import type { ShiftEmployeeRecord } from '../store/types';
import { demo } from './harness';

/** Rows made by this test file: their public ids stay unique whatever ids the caller gives (on PostgreSQL the table numbers them). */
let made = 0;

export const shiftEmployeeRow = (
  id: number,
  { std, sftd, emd, created_at }: Pick<ShiftEmployeeRecord, 'std' | 'sftd' | 'emd' | 'created_at'>,
): ShiftEmployeeRecord => ({
  id,
  rshftempd: `testShiftEmployee${id}n${(made += 1)}`,
  app_id: demo.app.appId,
  std,
  sftd,
  emd,
  rld: '',
  apply_wrkng_days: 1,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  mon: 0,
  tue: 0,
  wed: 0,
  thu: 0,
  fri: 0,
  sat: 0,
  sun: 0,
  hld: 0,
  created_at,
});
