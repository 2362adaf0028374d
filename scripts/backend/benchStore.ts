/**
 * The backend bench's data: the seed plus 20,000 employees in the demo app and 24 calculated
 * monthly rosters of 300 employees, as one state (written to the store file, or into PostgreSQL).
 */
import { computeRoster } from '@times/roster-engine';
import { generateInstance } from '@times/roster-engine/testing';
import { loadSeed } from '../../mock-api/src/store/seed';
import type { DbState, EmployeeRecord, RosterRecord } from '../../mock-api/src/store/types';
import { defaultSeedDir } from '../../mock-api/src/paths';
import { demo } from '../../mock-api/src/testing/harness';

export const EMPLOYEES = 20_000;
export const ROSTERS = 24;
export const ROSTER_EMPLOYEES = 300;

export interface BenchState {
  state: DbState;
  /** The public ids of the employees added (leave days are written on them). */
  employees: string[];
}

export function buildBenchState(): BenchState {
  const state = loadSeed(defaultSeedDir);
  const model = {
    ...generateInstance({ employees: ROSTER_EMPLOYEES, days: 30, positions: 6, seed: 5 }),
    timeLimitMs: 2_000,
  };
  const result = computeRoster(model);
  const employees: string[] = [];
  const template = state.employees.find((employee) => employee.app_id === demo.app.appId)!;
  let id = Math.max(...state.employees.map((employee) => employee.id));
  const now = Date.now();
  for (let i = state.employees.length; i < EMPLOYEES; i += 1) {
    id += 1;
    const emd = `bench${String(id).padStart(9, '0')}`;
    employees.push(emd);
    const employee: EmployeeRecord = {
      ...structuredClone(template),
      id,
      emd,
      name: `Bench${i}`,
      surname: `Person${i}`,
      mobile: `2783${String(i).padStart(7, '0')}`,
      created_at: new Date(now - i * 1000).toISOString(),
    };
    state.employees.push(employee);
  }
  for (let month = 0; month < ROSTERS; month += 1) {
    const start = new Date(Date.UTC(2024, month, 1));
    const end = new Date(Date.UTC(2024, month + 1, 0));
    const roster: RosterRecord = {
      id: state.rosters.length + 1,
      rstd: `benchroster${month}`,
      app_id: demo.app.appId,
      std: demo.site.sd,
      sftd: 'benchshift',
      start_date: start.toISOString().slice(0, 10),
      end_date: end.toISOString().slice(0, 10),
      period_type: 1,
      status: 'Successful',
      failure_reason: '',
      created_by_id: String(demo.admin.id),
      created_by: demo.admin.name,
      started_at: start.toISOString(),
      finished_at: start.toISOString(),
      calculation: 1,
      model,
      result,
    };
    state.rosters.push(roster);
  }
  return { state, employees };
}
