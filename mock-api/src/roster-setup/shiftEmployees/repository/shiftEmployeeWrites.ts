/**
 * The shift employees domain's writes, the same on both stores: one store update each (one
 * transaction on PostgreSQL), deciding on the newest state inside it, so two calls at once on any
 * API process cannot both pass a check that only one may (the shift still live, the employee
 * still on it, active and not on it twice, the position still the shift's, the successions' shifts
 * still the employee's).
 */
import { newPublicId } from '../../../apps/apps';
import { createCalendarLink, revokeCalendarLinks } from '../../../calendar/links';
import { EMPLOYEE_ACTIVE } from '../../../contract';
import type { EmployeeAvailability, ShiftEmployeeFields } from '../../../contract';
import { findEmployee } from '../../../employees/employees';
import { isoAt } from '../../../routes/context';
import type { RouteContext } from '../../../routes/context';
import type { DataStore } from '../../../store/dataStore';
import { baseOf } from '../../../store/mutation';
import { nextId } from '../../../store/types';
import type { DbState, ShiftEmployeeRecord } from '../../../store/types';
import { findAvailability, savedAvailability, shiftOutside } from '../../availability';
import { employeeShifts } from '../../employeeShifts';
import { employeeOnShift, findShiftEmployee, isPositionOfShift } from '../../employees';
import { liveShiftOf } from '../../positions';
import type {
  AvailabilitySave,
  CalendarLinkCreate,
  NotFound,
  ShiftEmployeeAdd,
  ShiftEmployeeRef,
  ShiftEmployeeRepository,
  ShiftEmployeeUpdate,
} from './shiftEmployeeRepository';

type Writes = Pick<
  ShiftEmployeeRepository,
  'add' | 'update' | 'remove' | 'saveAvailability' | 'createCalendarLink' | 'revokeCalendarLink'
>;

/** The shift employee a call names, on the newest state: none when its shift is not live or it is not on it. */
function locate(
  newest: DbState,
  appId: string,
  { std, sftd, rshftempd }: ShiftEmployeeRef,
): ShiftEmployeeRecord | NotFound {
  if (!liveShiftOf(newest, appId, std, sftd)) return 'no-shift';
  return findShiftEmployee(newest, appId, std, sftd, rshftempd) ?? 'no-employee';
}

export class ShiftEmployeeWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(
    appId: string,
    { std, sftd }: { std: string; sftd: string },
    emd: string,
    fields: ShiftEmployeeFields,
    nowMs: number,
  ): Promise<ShiftEmployeeAdd> {
    return this.store.update((draft): ShiftEmployeeAdd => {
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
    });
  }

  update(appId: string, ref: ShiftEmployeeRef, fields: ShiftEmployeeFields): Promise<ShiftEmployeeUpdate> {
    return this.store.update((draft): ShiftEmployeeUpdate => {
      const newest = baseOf(draft);
      const record = locate(newest, appId, ref);
      if (typeof record === 'string') return record;
      if (!isPositionOfShift(newest, appId, ref.sftd, fields.rld)) return 'no-position';
      Object.assign(
        draft.shift_employees.find((candidate) => candidate.id === record.id)!,
        fields,
      );
      return 'updated';
    });
  }

  remove(appId: string, ref: ShiftEmployeeRef): Promise<'removed' | NotFound> {
    return this.store.update((draft) => {
      const record = locate(baseOf(draft), appId, ref);
      if (typeof record === 'string') return record;
      draft.shift_employees = draft.shift_employees.filter((candidate) => candidate.id !== record.id);
      return 'removed' as const;
    });
  }

  saveAvailability(appId: string, ref: ShiftEmployeeRef, input: EmployeeAvailability): Promise<AvailabilitySave> {
    return this.store.update((draft): AvailabilitySave => {
      const newest = baseOf(draft);
      const record = locate(newest, appId, ref);
      if (typeof record === 'string') return { status: record };
      const onShifts = new Set(employeeShifts(newest, appId, record.emd).map((shift) => shift.sftd));
      const foreign = shiftOutside(input.forbidden_successions ?? [], onShifts);
      if (foreign) return { status: 'foreign-shift', field: foreign };
      draft.employee_availability ??= [];
      const stored = findAvailability(draft, appId, record.emd);
      const fields = savedAvailability(stored, ref.sftd, input);
      if (stored) Object.assign(stored, fields);
      else
        draft.employee_availability.push({
          id: nextId(draft.employee_availability),
          app_id: appId,
          emd: record.emd,
          ...fields,
        });
      return { status: 'saved' };
    });
  }

  createCalendarLink(
    appId: string,
    ref: ShiftEmployeeRef,
    userId: number,
    ctx: RouteContext,
  ): Promise<CalendarLinkCreate> {
    return this.store.update((draft): CalendarLinkCreate => {
      const record = locate(baseOf(draft), appId, ref);
      if (typeof record === 'string') return { status: record };
      return { status: 'created', ...createCalendarLink(draft, ctx, { appId, emd: record.emd, userId }) };
    });
  }

  revokeCalendarLink(appId: string, ref: ShiftEmployeeRef): Promise<'revoked' | NotFound> {
    return this.store.update((draft) => {
      const record = locate(baseOf(draft), appId, ref);
      if (typeof record === 'string') return record;
      revokeCalendarLinks(draft, appId, record.emd);
      return 'revoked' as const;
    });
  }
}
