/**
 * A store write's prepare that reads employees (issue 33): on PostgreSQL the state holds none, so a
 * write whose rule names an employee (an invitation's mobile, a notice's name) reads them in its own
 * transaction first; the embedded store holds them and never calls it.
 */
import type { PrepareWrite } from '../store/dataStore';
import { employeesOf } from '../store/postgres/employeeRows';
import type { EmployeeRecord } from '../store/types';

export const readingEmployees =
  (wanted: readonly { appId: string; emd: string }[]): PrepareWrite =>
  async (client) => {
    const byApp = new Map<string, Set<string>>();
    for (const { appId, emd } of wanted) byApp.set(appId, (byApp.get(appId) ?? new Set()).add(emd));
    const employees: EmployeeRecord[] = [];
    for (const [appId, emds] of byApp) employees.push(...(await employeesOf(client, appId, [...emds])));
    return { employees };
  };
