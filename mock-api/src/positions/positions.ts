/**
 * Employee positions (roles) of an app, spec 001 sections 3 and 5. Name and abbreviation are
 * each unique per app (trimmed, any case). Hours are stored as whole numbers and the day flags
 * as 0 or 1 (default 0). A position is in use while a `shift_positions` or `employees` record
 * (collections later issues add) refers to it by rld.
 */
import { sameName } from '../apps/apps';
import type { Position, PositionFields } from '../contract';
import { recordsOf } from '../store/collections';
import type { DbState, PositionRecord } from '../store/types';

export const findPosition = (state: DbState, appId: string, rld: string): PositionRecord | undefined =>
  state.positions.find((position) => position.app_id === appId && position.rld === rld);

/** Another position of the app (not `exceptRld`) has the name or the abbreviation. */
export const positionNameOrAbbrTaken = (
  state: DbState,
  appId: string,
  fields: Pick<PositionFields, 'name' | 'abbr'>,
  exceptRld = '',
): boolean =>
  state.positions.some(
    (position) =>
      position.app_id === appId &&
      position.rld !== exceptRld &&
      (sameName(position.name, fields.name) || sameName(position.abbr, fields.abbr)),
  );

/**
 * A position is in use while a shift position refers to it (an employee holds a position only on a
 * shift, as one of the shift's positions: the shift position keeps it).
 */
export const positionInUse = (state: DbState, rld: string): boolean =>
  recordsOf(state, 'shift_positions').some((record) => record.rld === rld);

/** What the position schemas answer: names trimmed, hours and flags numbers. */
export interface PositionInput {
  name: string;
  abbr: string;
  m_hrs?: number;
  w_hrs?: number;
  d_hrs?: number;
  mon?: number;
  tue?: number;
  wed?: number;
  thu?: number;
  fri?: number;
  sat?: number;
  sun?: number;
  hld?: number;
}

const hours = (value: number | undefined): number => (Number.isFinite(value) ? Math.trunc(value as number) : 0);
const flag = (value: number | undefined): 0 | 1 => (value === 1 ? 1 : 0);

/** The stored fields of a validated position. */
export const positionFields = (input: PositionInput): PositionFields => ({
  name: input.name.trim(),
  abbr: input.abbr.trim(),
  m_hrs: hours(input.m_hrs),
  w_hrs: hours(input.w_hrs),
  d_hrs: hours(input.d_hrs),
  mon: flag(input.mon),
  tue: flag(input.tue),
  wed: flag(input.wed),
  thu: flag(input.thu),
  fri: flag(input.fri),
  sat: flag(input.sat),
  sun: flag(input.sun),
  hld: flag(input.hld),
});

export const toPosition = (record: PositionRecord): Position => ({
  id: record.id,
  rld: record.rld,
  ...positionFields(record),
});
