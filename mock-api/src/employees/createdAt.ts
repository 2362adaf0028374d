/**
 * created_at of new employees is strictly increasing per app: now, or 1 ms after the app's
 * newest employee when that is not earlier (two adds in the same millisecond, an import batch,
 * a clock behind the data). With the id it is the list's paging cursor, see paging.ts.
 */
import type { EmployeeRecord } from '../store/types';

/** The newest created_at (ms) among the app's employees; -Infinity for none. */
export const newestCreatedMs = (employees: readonly EmployeeRecord[]): number =>
  employees.reduce(
    (newest, employee) => Math.max(newest, Date.parse(employee.created_at) || 0),
    Number.NEGATIVE_INFINITY,
  );

/** The creation time of the next employee. */
export const nextCreatedMs = (newestMs: number, nowMs: number): number => Math.max(nowMs, newestMs + 1);
