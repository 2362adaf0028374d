/**
 * What a roster's model reads that a process's state may not hold: on PostgreSQL the leave days and the
 * shift employees live in tables of their own (issue 33), so a calculation reads them through their
 * repositories before the write that builds the model, and the model is built from the state with them.
 * A leave day or a shift employee added between the read and the write is as one added just after the
 * calculation started.
 */
import type { Repositories } from '../../repositories/repositories';
import type { DbState, LeaveRecord, ShiftEmployeeRecord } from '../../store/types';
import { leaveDaysOver } from './leaveDays';

export interface ModelRows {
  leaves: LeaveRecord[];
  shift_employees: ShiftEmployeeRecord[];
}

/** The app's leave days over these periods and the employees of these shifts. */
export async function modelRowsOf(
  repos: Pick<Repositories, 'employees' | 'shiftEmployees'>,
  appId: string,
  sftds: readonly string[],
  periods: readonly { start: string; end: string }[],
): Promise<ModelRows> {
  const [leaves, shift_employees] = await Promise.all([
    leaveDaysOver(repos.employees, appId, periods),
    repos.shiftEmployees.ofShifts(appId, sftds),
  ]);
  return { leaves, shift_employees };
}

/** The state a model is built from: `state` with these rows. */
export const withModelRows = (state: DbState, rows: ModelRows): DbState => ({ ...state, ...rows });
