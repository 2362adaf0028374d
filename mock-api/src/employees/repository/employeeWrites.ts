/**
 * The employees domain's writes, the same on both stores: one store update each (one
 * transaction on PostgreSQL), deciding on the newest state inside it, so two calls at once on
 * any API process cannot both pass a check that only one may (the same details, the last
 * licensed place, the same leave day).
 */
import type { EmployeeFields, ImportResult, ImportRow } from '../../contract';
import type { DataStore } from '../../store/dataStore';
import { baseOf, newestOf } from '../../store/mutation';
import type { AppRecord, EmployeeRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { addRefusal, baseOfEmployees, newEmployee } from '../employeeDecisions';
import { appEmployees, findEmployee } from '../employees';
import type { ImportCountry } from '../importRows';
import { planImport } from '../importRows';
import { findLeave, hasLeaveOn } from '../leaves';
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
      const base = baseOfEmployees(appEmployees(newest, app.app_id));
      const refusal = addRefusal(app, base, fields);
      if (refusal) return refusal;
      const record = newEmployee(app, base, fields, this.nextIds(newest.employees)(), nowMs);
      draft.employees.push(record);
      return { status: 'OK', emd: record.emd };
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
      const all = baseOf(draft.employees);
      const { results, created } = planImport({
        app,
        base: baseOfEmployees(all.filter((employee) => employee.app_id === app.app_id)),
        nextIds: this.nextIds(all),
        rows: [...rows],
        country,
        nowMs,
      });
      draft.employees.push(...created);
      return results;
    });
  }

  /** The ids of the next new employees: record ids and public ids are unique across apps. */
  private nextIds(all: readonly EmployeeRecord[]): () => { id: number; emd: string } {
    let id = nextId(all);
    const emds = new Set(all.map((employee) => employee.emd));
    return () => ({ id: id++, emd: freshId(emds) });
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
