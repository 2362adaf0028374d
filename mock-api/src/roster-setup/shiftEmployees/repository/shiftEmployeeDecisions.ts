/**
 * What the shift employees' writes decide, on a draft of the newest state (the store's whole state, or on
 * PostgreSQL the rows a write locked and read: postgresShiftEmployeeWrites.ts): the same rules on both
 * stores (the shift still live, the employee still on it, active and not on it twice, the position still
 * the shift's).
 */
import { newPublicId } from '../../../apps/apps';
import { EMPLOYEE_ACTIVE } from '../../../contract';
import type { ShiftEmployeeFields } from '../../../contract';
import { findEmployee } from '../../../employees/employees';
import { isoAt } from '../../../routes/context';
import { baseOf } from '../../../store/mutation';
import { nextId } from '../../../store/types';
import type { DbState, ShiftEmployeeRecord } from '../../../store/types';
import { employeeOnShift, findShiftEmployee, isPositionOfShift } from '../../employees';
import { liveShiftOf } from '../../positions';
import type { NotFound, ShiftEmployeeAdd, ShiftEmployeeRef, ShiftEmployeeUpdate } from './shiftEmployeeRepository';

/** The shift employee a call names, on the newest state: none when its shift is not live or it is not on it. */
export function locate(
  newest: DbState,
  appId: string,
  { std, sftd, rshftempd }: ShiftEmployeeRef,
): ShiftEmployeeRecord | NotFound {
  if (!liveShiftOf(newest, appId, std, sftd)) return 'no-shift';
  return findShiftEmployee(newest, appId, std, sftd, rshftempd) ?? 'no-employee';
}

/** What a put of an employee on a shift names. */
export interface NewShiftEmployee {
  std: string;
  sftd: string;
  emd: string;
  fields: ShiftEmployeeFields;
  nowMs: number;
}

export function decideAdd(
  draft: DbState,
  appId: string,
  { std, sftd, emd, fields, nowMs }: NewShiftEmployee,
): ShiftEmployeeAdd {
  const newest = baseOf(draft);
  if (!liveShiftOf(newest, appId, std, sftd)) return { status: 'no-shift' };
  const employee = findEmployee(newest, appId, emd);
  if (!employee) return { status: 'no-employee' };
  if (employee.user_status !== EMPLOYEE_ACTIVE) return { status: 'deactivated' };
  if (!isPositionOfShift(newest, appId, sftd, fields.rld)) return { status: 'no-position' };
  // Two adds at once (on any API process) store one.
  if (employeeOnShift(newest, appId, sftd, emd)) return { status: 'on-shift' };
  draft.shift_employees ??= [];
  const rshftempd = newPublicId((newest.shift_employees ?? []).map((record) => record.rshftempd));
  draft.shift_employees.push({
    id: nextId(draft.shift_employees),
    rshftempd,
    app_id: appId,
    std,
    sftd,
    emd,
    ...fields,
    created_at: isoAt(nowMs),
  } as ShiftEmployeeRecord);
  return { status: 'added', rshftempd };
}

export function decideUpdate(
  draft: DbState,
  appId: string,
  ref: ShiftEmployeeRef,
  fields: ShiftEmployeeFields,
): ShiftEmployeeUpdate {
  const newest = baseOf(draft);
  const record = locate(newest, appId, ref);
  if (typeof record === 'string') return record;
  if (!isPositionOfShift(newest, appId, ref.sftd, fields.rld)) return 'no-position';
  Object.assign(
    draft.shift_employees.find((candidate) => candidate.id === record.id)!,
    fields,
  );
  return 'updated';
}

export function decideRemove(draft: DbState, appId: string, ref: ShiftEmployeeRef): 'removed' | NotFound {
  const record = locate(baseOf(draft), appId, ref);
  if (typeof record === 'string') return record;
  draft.shift_employees = draft.shift_employees.filter((candidate) => candidate.id !== record.id);
  return 'removed';
}
