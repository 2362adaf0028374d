/**
 * Leave days of an employee: one record per employee and day (RECORD_EXIST for a second), listed
 * by day. A leave day is neither present nor absent in the list figures (attendance.ts).
 */
import type { Leave } from '../contract';
import type { DbState, LeaveRecord } from '../store/types';

export const findLeave = (state: DbState, appId: string, lvdd: string): LeaveRecord | undefined =>
  state.leaves.find((leave) => leave.app_id === appId && leave.lvdd === lvdd);

export const hasLeaveOn = (state: DbState, appId: string, emd: string, day: string): boolean =>
  state.leaves.some((leave) => leave.app_id === appId && leave.emd === emd && leave.leave_day === day);

export const leavesOf = (state: DbState, appId: string, emd: string): LeaveRecord[] =>
  state.leaves
    .filter((leave) => leave.app_id === appId && leave.emd === emd)
    .sort((a, b) => a.leave_day.localeCompare(b.leave_day) || a.id - b.id);

/** The app's leave days from `from` to `to` (both in). */
export const leaveDaysIn = (state: DbState, appId: string, from: string, to: string): LeaveRecord[] =>
  state.leaves.filter((leave) => leave.app_id === appId && leave.leave_day >= from && leave.leave_day <= to);

export const toLeave = (record: LeaveRecord): Leave => ({
  id: record.id,
  lvdd: record.lvdd,
  leave_day: record.leave_day,
});
