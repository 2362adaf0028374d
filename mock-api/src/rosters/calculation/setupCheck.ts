/**
 * Whether a shift can be rostered, checked in the order the start-calculation call answers:
 * the live shift of the app on that site (INVALID_SHIFT_DETAILS), the start date
 * (INCORRECT_START_DATE), saved working days (ROSTER_WORKING_DAYS_REQUIRED), at least one shift
 * position (INVALID_SHIFT_DETAILS) and at least as many rosterable employees as the engine's
 * required-employees bound for the working days (ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED).
 */
import { Status } from '../../contract';
import { shiftPositionsOf } from '../../roster-setup/positions';
import { findSiteShift } from '../../roster-setup/shiftRef';
import { findWorkingDays, requiredOf } from '../../roster-setup/workingDays';
import type { DbState, ShiftWorkingDaysRecord } from '../../store/types';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { rosterableEmployees } from '../model/employees';
import { acceptedStartDate } from './startDate';

/** Why a shift cannot be rostered, in the order the checks run. */
export type SetupRefusal =
  | typeof Status.INVALID_SHIFT_DETAILS
  | typeof RosterStatusCode.INCORRECT_START_DATE
  | typeof RosterStatusCode.ROSTER_WORKING_DAYS_REQUIRED
  | typeof RosterStatusCode.ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED;

export type SetupCheck =
  | { ok: false; status: SetupRefusal }
  | { ok: true; workingDays: ShiftWorkingDaysRecord; /** YYYY-MM-DD. */ startDate: string };

export interface SetupCheckRequest {
  std: string;
  sftd: string;
  start_date: string;
}

/** The engine's lower bound on the employees the working days need (the required-employees call's figure). */
export function requiredEmployeesOf(workingDays: ShiftWorkingDaysRecord): number | null {
  const answer = requiredOf({
    ...workingDays,
    max_consecutive_days: workingDays.max_cons_days,
    rest_days: workingDays.min_rest_days,
  });
  return 'total_required' in answer ? answer.total_required : null;
}

export function checkCalculationSetup(
  state: DbState,
  appId: string,
  request: SetupCheckRequest,
  nowMs: number,
): SetupCheck {
  const refuse = (status: SetupRefusal): SetupCheck => ({ ok: false, status });
  if (!findSiteShift(state, appId, request.std, request.sftd, true)) return refuse(Status.INVALID_SHIFT_DETAILS);
  const startDate = acceptedStartDate(request.start_date, nowMs);
  if (!startDate) return refuse(RosterStatusCode.INCORRECT_START_DATE);
  const workingDays = findWorkingDays(state, appId, request.sftd);
  const required = workingDays ? requiredEmployeesOf(workingDays) : null;
  if (!workingDays || required === null) return refuse(RosterStatusCode.ROSTER_WORKING_DAYS_REQUIRED);
  if (shiftPositionsOf(state, appId, request.sftd).length === 0) return refuse(Status.INVALID_SHIFT_DETAILS);
  if (rosterableEmployees(state, appId, request.sftd).length < required)
    return refuse(RosterStatusCode.ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED);
  return { ok: true, workingDays, startDate };
}
