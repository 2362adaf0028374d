/**
 * The shift employees domain's writes, the same on both stores: one store update each (one
 * transaction on PostgreSQL), deciding on the newest state inside it, so two calls at once on any
 * API process cannot both pass a check that only one may (the shift still live, the employee
 * still on it, active and not on it twice, the position still the shift's, the successions' shifts
 * still the employee's).
 */
import { createCalendarLink, revokeCalendarLinks } from '../../../calendar/links';
import type { EmployeeAvailability, ShiftEmployeeFields } from '../../../contract';
import type { RouteContext } from '../../../routes/context';
import type { DataStore, PrepareWrite } from '../../../store/dataStore';
import { baseOf } from '../../../store/mutation';
import { nextId } from '../../../store/types';
import { findAvailability, savedAvailability, shiftOutside } from '../../availability';
import { employeeShifts } from '../../employeeShifts';
import { decideAdd, decideRemove, decideUpdate, locate } from './shiftEmployeeDecisions';
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

export class ShiftEmployeeWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(
    appId: string,
    { std, sftd }: { std: string; sftd: string },
    emd: string,
    fields: ShiftEmployeeFields,
    nowMs: number,
  ): Promise<ShiftEmployeeAdd> {
    return this.store.update((draft) => decideAdd(draft, appId, { std, sftd, emd, fields, nowMs }));
  }

  update(appId: string, ref: ShiftEmployeeRef, fields: ShiftEmployeeFields): Promise<ShiftEmployeeUpdate> {
    return this.store.update((draft) => decideUpdate(draft, appId, ref, fields));
  }

  remove(appId: string, ref: ShiftEmployeeRef): Promise<'removed' | NotFound> {
    return this.store.update((draft) => decideRemove(draft, appId, ref));
  }

  /**
   * The rows the writes below read that the store's state may not hold (PostgreSQL's: the employee's places on
   * shifts, and their availability).
   */
  protected employeePlaces(_appId: string, _ref: ShiftEmployeeRef): PrepareWrite | undefined {
    return undefined;
  }

  saveAvailability(appId: string, ref: ShiftEmployeeRef, input: EmployeeAvailability): Promise<AvailabilitySave> {
    return this.store.update(
      (draft): AvailabilitySave => {
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
      },
      this.employeePlaces(appId, ref),
    );
  }

  createCalendarLink(
    appId: string,
    ref: ShiftEmployeeRef,
    userId: number,
    ctx: RouteContext,
  ): Promise<CalendarLinkCreate> {
    return this.store.update(
      (draft): CalendarLinkCreate => {
        const record = locate(baseOf(draft), appId, ref);
        if (typeof record === 'string') return { status: record };
        return { status: 'created', ...createCalendarLink(draft, ctx, { appId, emd: record.emd, userId }) };
      },
      this.employeePlaces(appId, ref),
    );
  }

  revokeCalendarLink(appId: string, ref: ShiftEmployeeRef): Promise<'revoked' | NotFound> {
    return this.store.update(
      (draft) => {
        const record = locate(baseOf(draft), appId, ref);
        if (typeof record === 'string') return record;
        revokeCalendarLinks(draft, appId, record.emd);
        return 'revoked' as const;
      },
      this.employeePlaces(appId, ref),
    );
  }
}
