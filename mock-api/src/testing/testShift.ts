/**
 * A shift as the store holds one, for tests that put shifts in directly: every field the shifts' table holds
 * (issue 33: on PostgreSQL they are rows of a table of their own, which a process's state does not hold to copy
 * from). A live day shift, 06:00-18:00, created on 2026-03-01.
 */
import type { ShiftRecord } from '../store/types';

export const testShift = (
  id: number,
  app_id: string,
  place: { std: string; sftd: string },
  fields: Partial<ShiftRecord> = {},
): ShiftRecord => ({
  id,
  app_id,
  ...place,
  name: `Shift ${place.sftd}`,
  start_time: '06:00',
  end_time: '18:00',
  deleted: 0,
  created_at: '2026-03-01T00:00:00.000Z',
  deleted_at: null,
  ...fields,
});
