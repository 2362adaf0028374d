/**
 * A position as the store holds one, for tests that put positions in directly: every field the positions' table
 * holds (issue 33: on PostgreSQL they are rows of a table of their own, which a process's state does not hold to
 * copy from).
 */
import type { PositionRecord } from '../store/types';

export const testPosition = (
  id: number,
  app_id: string,
  rld: string,
  fields: Partial<PositionRecord> = {},
): PositionRecord => ({
  id,
  rld,
  app_id,
  name: `Position ${rld}`,
  abbr: rld.slice(0, 5).toUpperCase(),
  m_hrs: 160,
  w_hrs: 40,
  d_hrs: 8,
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
