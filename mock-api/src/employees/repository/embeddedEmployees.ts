/**
 * The employees repository of the embedded store (json-server + lowdb, npm start's default):
 * reads from the store's state, the lists filtered and sorted once per state (snapshotMemo).
 */
import { hasPhoto } from '../../face/photos';
import type { DbState, EmployeeRecord, LeaveRecord } from '../../store/types';
import { figuresByEmployee } from '../attendance';
import { isKnownCountry } from '../country';
import { NO_FIGURES } from '../attendance';
import { appEmployees, findEmployee, fullName } from '../employees';
import { leaveDaysIn, leavesOf } from '../leaves';
import { listedRows } from '../listedRows';
import { pageOfEmployees } from '../paging';
import type { Cursor } from '../paging';
import { matchesWord } from '../search';
import { ageGroups, genderTotals } from '../statistics';
import type {
  EmployeeListQuery,
  EmployeePage,
  EmployeeRepository,
  EmployeeStatistics,
  ShownEmployee,
} from './employeeRepository';
import { EmployeeWrites } from './employeeWrites';

/** The search's order: by full name in any case, then id. */
export const byFullName = (a: EmployeeRecord, b: EmployeeRecord): number =>
  fullName(a).localeCompare(fullName(b), 'en', { sensitivity: 'base' }) || a.id - b.id;

export class EmbeddedEmployees extends EmployeeWrites implements EmployeeRepository {
  private get state(): DbState {
    return this.store.data;
  }

  find(appId: string, emd: string): Promise<EmployeeRecord | undefined> {
    return Promise.resolve(findEmployee(this.state, appId, emd));
  }

  ofEmds(appId: string, emds: readonly string[]): Promise<EmployeeRecord[]> {
    const wanted = new Set(emds);
    return Promise.resolve(this.state.employees.filter((one) => one.app_id === appId && wanted.has(one.emd)));
  }

  shown(appId: string, emd: string, nowMs: number): Promise<ShownEmployee | undefined> {
    const state = this.state;
    const record = findEmployee(state, appId, emd);
    if (!record) return Promise.resolve(undefined);
    const figures = figuresByEmployee(state, appId, nowMs).get(emd) ?? NO_FIGURES;
    return Promise.resolve({ record, figures, hasImage: hasPhoto(state, appId, emd) ? 1 : 0 });
  }

  page(appId: string, query: EmployeeListQuery, cursor: Cursor | null, nowMs: number): Promise<EmployeePage> {
    const state = this.state;
    const { rows, ...marks } = pageOfEmployees(listedRows(state, appId, nowMs, query), query, cursor);
    return Promise.resolve({
      ...marks,
      employees: rows.map(({ record, figures }) => ({
        record,
        figures,
        hasImage: hasPhoto(state, appId, record.emd) ? 1 : 0,
      })),
    });
  }

  search(appId: string, word: string, limit: number): Promise<EmployeeRecord[]> {
    const matches = appEmployees(this.state, appId).filter((employee) => matchesWord(employee, word));
    return Promise.resolve(matches.sort(byFullName).slice(0, limit));
  }

  statistics(appId: string, today: string): Promise<EmployeeStatistics> {
    const employees = appEmployees(this.state, appId);
    return Promise.resolve({
      total_employees: employees.length,
      age_group: ageGroups(employees, today),
      gender_totals: genderTotals(employees),
    });
  }

  isKnownCountry(countryId: number): Promise<boolean> {
    return Promise.resolve(isKnownCountry(this.state, countryId));
  }

  leaves(appId: string, emd: string): Promise<LeaveRecord[] | undefined> {
    const state = this.state;
    return Promise.resolve(findEmployee(state, appId, emd) ? leavesOf(state, appId, emd) : undefined);
  }

  leaveDaysIn(appId: string, from: string, to: string): Promise<LeaveRecord[]> {
    return Promise.resolve(leaveDaysIn(this.state, appId, from, to));
  }
}
