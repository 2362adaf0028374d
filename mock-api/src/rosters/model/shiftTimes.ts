/** A shift's times of day for the engine (HH:MM; an end at or before the start ends the next day). */
import type { ShiftTimes } from '@times/roster-engine';
import { findShift } from '../../shifts/shifts';
import type { DbState } from '../../store/types';

/** Undefined when the shift is unknown or has no times (the engine then takes the whole day). */
export function shiftTimesOf(state: DbState, appId: string, sftd: string): ShiftTimes | undefined {
  const shift = findShift(state, appId, sftd);
  return shift?.start_time && shift.end_time ? { start: shift.start_time, end: shift.end_time } : undefined;
}
