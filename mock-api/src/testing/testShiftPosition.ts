/**
 * A shift position as the store holds one, for tests that put them in directly: every field the shift positions'
 * table holds (issue 33: on PostgreSQL they are rows of a table of their own, which a process's state does not hold
 * to copy from). One employee needed each weekday, 160 / 40 / 8 hours, priority 50.
 */
import type { ShiftPositionRecord } from '../store/types';

export const testShiftPosition = (
  id: number,
  app_id: string,
  place: { std: string; sftd: string; rld: string },
  fields: Partial<ShiftPositionRecord> = {},
): ShiftPositionRecord => ({
  id,
  sftrld: `sp${id}`,
  app_id,
  ...place,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  priority_level: 50,
  mon: 1,
  tue: 1,
  wed: 1,
  thu: 1,
  fri: 1,
  sat: 0,
  sun: 0,
  hld: 0,
  ...fields,
});
