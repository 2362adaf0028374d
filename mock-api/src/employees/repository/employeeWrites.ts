/**
 * The employees domain's writes, the same on both stores: one store update each (one
 * transaction on PostgreSQL), deciding on the newest state inside it, so two calls at once on
 * any API process cannot both pass a check that only one may (the same details, the last
 * licensed place, the same leave day).
 */
import { EMPLOYEE_ACTIVE } from '../../contract';
import type { EmployeeFields, ImportResult, ImportRow } from '../../contract';
import { isoAt } from '../../routes/context';
import type { DataStore } from '../../store/dataStore';
import { baseOf, newestOf } from '../../store/mutation';
import type { AppRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { newestCreatedMs, nextCreatedMs } from '../createdAt';
import { appEmployees, findEmployee } from '../employees';
import type { ImportCountry } from '../importRows';
import { planImport } from '../importRows';
import { findLeave, hasLeaveOn } from '../leaves';
import { employeeRoom } from '../licence';
import { freshId } from '../publicIds';
import { removeEmployee } from '../remove';
import { DetailsIndex } from '../sameDetails';
import type { EmployeeAdd, EmployeeRepository, EmployeeUpdate, LeaveAdd } from './employeeRepository';

type Writes = Pick<
  EmployeeRepository,
  'add' | 'update' | 'setStatus' | 'remove' | 'import' | 'addLeave' | 'removeLeave'
>;

export class EmployeeWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(app: AppRecord, fields: EmployeeFields, nowMs: number): Promise<EmployeeAdd> {
    return this.store.update((draft): EmployeeAdd => {
      const newest = baseOf(draft);
      const employees = appEmployees(newest, app.app_id);
      if (new DetailsIndex(employees).taken(fields)) return { status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' };
      if (employeeRoom(app, employees.length) === 0) return { status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED' };
      const emd = freshId(new Set(newest.employees.map((employee) => employee.emd)));
      const createdMs = nextCreatedMs(newestCreatedMs(employees), nowMs);
      draft.employees.push({
        id: nextId(draft.employees),
        emd,
        app_id: app.app_id,
        ...fields,
        user_status: EMPLOYEE_ACTIVE,
        created_at: isoAt(createdMs),
      });
      return { status: 'OK', emd };
    });
  }

  update(appId: string, emd: string, fields: EmployeeFields): Promise<EmployeeUpdate> {
    return this.store.update((draft): EmployeeUpdate => {
      const newest = baseOf(draft);
      if (!findEmployee(newest, appId, emd)) return { status: 'EMPLOYEE_DOES_NOT_EXIST' };
      const others = appEmployees(newest, appId).filter((employee) => employee.emd !== emd);
      if (new DetailsIndex(others).taken(fields)) return { status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' };
      Object.assign(findEmployee(draft, appId, emd)!, fields);
      return { status: 'OK' };
    });
  }

  setStatus(appId: string, emd: string, userStatus: number): Promise<boolean> {
    return this.store.update((draft) => {
      const employee = findEmployee(draft, appId, emd);
      if (employee) employee.user_status = userStatus;
      return employee !== undefined;
    });
  }

  remove(appId: string, emd: string): Promise<boolean> {
    return this.store.update((draft) => {
      if (!findEmployee(baseOf(draft), appId, emd)) return false;
      removeEmployee(draft, appId, emd);
      return true;
    });
  }

  import(app: AppRecord, rows: readonly ImportRow[], country: ImportCountry, nowMs: number): Promise<ImportResult[]> {
    // Planned on the newest state: two imports at once never take the same ids, nor both the
    // last licensed place, nor both the same details.
    return this.store.update((draft) => {
      const { results, created } = planImport({
        app,
        allEmployees: baseOf(draft.employees),
        rows: [...rows],
        country,
        nowMs,
      });
      draft.employees.push(...created);
      return results;
    });
  }

  addLeave(appId: string, emd: string, day: string): Promise<LeaveAdd> {
    return this.store.update((draft): LeaveAdd => {
      const newest = baseOf(draft);
      if (!findEmployee(newest, appId, emd)) return 'no-employee';
      if (hasLeaveOn(newest, appId, emd, day)) return 'exists';
      const lvdd = freshId(new Set(newest.leaves.map((leave) => leave.lvdd)));
      draft.leaves.push({ id: nextId(draft.leaves), lvdd, app_id: appId, emd, leave_day: day });
      return 'added';
    });
  }

  removeLeave(appId: string, lvdd: string): Promise<boolean> {
    return this.store.update((draft) => {
      if (!findLeave(baseOf(draft), appId, lvdd)) return false;
      draft.leaves = newestOf(draft.leaves).filter((leave) => !(leave.app_id === appId && leave.lvdd === lvdd));
      return true;
    });
  }
}
