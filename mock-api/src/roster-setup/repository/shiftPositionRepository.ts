/**
 * The positions of a shift (shift_positions, roster-setup/positions.ts), with the roles and shift
 * employees a position's row shows and the working days that cap its daily counts, as the shift
 * position routes reach them: never the store object directly. Two implementations: the embedded
 * one over the store's state (embeddedShiftPositions.ts) and PostgreSQL, whose reads are SQL on
 * indexed rows (postgresShiftPositions.ts). Writes are the same on both: one store update each,
 * deciding on the newest state inside it (shiftPositionWrites.ts).
 */
import type { ShiftPositionFields } from '../../contract';
import type { ShiftPositionRecord } from '../../store/types';
import type { DayNumbers, ShownShiftPosition } from '../positions';

/**
 * What an add decided: `no-shift` (no live shift on that site of the app), `no-role` (no position
 * of the app), `role-taken` (the shift has it), `counts-unfit` (positions.ts dailyCountsFit).
 */
export type ShiftPositionAdd =
  { status: 'added'; sftrld: string } | { status: 'no-shift' | 'no-role' | 'role-taken' | 'counts-unfit' };

/** `no-shift`: its shift is no longer live on its site. */
export type ShiftPositionUpdate = 'updated' | 'no-position' | 'no-shift' | 'counts-unfit';

/** `in-use`: shift employees of its shift are in its role. */
export type ShiftPositionRemove = 'removed' | 'no-position' | 'in-use';

export interface ShiftPositionRepository {
  /** The shift's positions of the app, in stored order. */
  ofShift(appId: string, sftd: string): Promise<ShiftPositionRecord[]>;
  /** The positions of the app's shifts with these sftds, in stored order (a calculation's model). */
  ofShifts(appId: string, sftds: readonly string[]): Promise<ShiftPositionRecord[]>;
  /** The shift's positions of the app as their rows show them, in stored order (positions.ts shiftPositionRows orders them). */
  shownOfShift(appId: string, sftd: string): Promise<ShownShiftPosition[]>;
  /** The shift position of the app with that public id (the first written), as its row shows it. */
  shown(appId: string, sftrld: string): Promise<ShownShiftPosition | undefined>;
  /** The shift's working-day required counts (positions.ts workingDayTargets), null without working days. */
  workingDayTargets(appId: string, sftd: string): Promise<DayNumbers | null>;

  /** Adds a position of the app to a live shift of the app's site. */
  add(appId: string, std: string, sftd: string, rld: string, fields: ShiftPositionFields): Promise<ShiftPositionAdd>;
  /** Changes a shift position's hours, daily counts and priority (its own old counts do not count). */
  update(appId: string, sftrld: string, fields: ShiftPositionFields): Promise<ShiftPositionUpdate>;
  /** Removes a shift position no shift employee of its shift is in. */
  remove(appId: string, sftrld: string): Promise<ShiftPositionRemove>;
}
