/**
 * The employee licence (spec 001 section 6, "A licence caps the number of ... employees"): an
 * app may hold maxEmployeesOf(app) employees, active and deactivated alike. An add past it, and
 * every import row past it, answers EMPLOYEE_MAX_LICENSED_EXCEEDED.
 */
import { maxEmployeesOf } from '../apps/apps';
import type { AppRecord } from '../store/types';

/** How many more employees the app may take. */
export const employeeRoom = (app: AppRecord, employeeCount: number): number =>
  Math.max(0, maxEmployeesOf(app) - employeeCount);
