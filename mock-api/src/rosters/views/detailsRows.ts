/**
 * The rows and columns of the roster details: the model's employees numbered 1..n and its
 * positions numbered 1..n, both in model order (stable, so a page's cursor stays valid). Names
 * come from the model; the employee number from the app's employee record when it has one, else
 * the emd.
 */
import type { RosterEmployee, RosterPosition } from '../../contract';
import type { RosterModel } from '@times/roster-engine';
import type { EmployeeRecord } from '../../store/types';

/** The reference shown in brackets: the employee number, else the emd. */
export type EmployeeNumberOf = (emd: string) => string;

export const employeeNumbers = (employees: readonly EmployeeRecord[], appId: string): EmployeeNumberOf =>
  numbersOf(
    new Map(
      employees.filter((record) => record.app_id === appId).map((record) => [record.emd, record.employee_number]),
    ),
  );

/** From each emd's employee number (the last of the app's records of that emd). */
export const numbersOf =
  (numbers: ReadonlyMap<string, string>): EmployeeNumberOf =>
  (emd) =>
    numbers.get(emd) || emd;

export const rosterEmployees = (model: RosterModel, numberOf: EmployeeNumberOf): RosterEmployee[] =>
  model.employees.map((employee, i) => ({
    id: i + 1,
    emd: employee.id,
    name: employee.name,
    surname: employee.surname,
    employee_number: numberOf(employee.id),
    gender: employee.gender,
  }));

export const rosterPositions = (model: RosterModel, colors: readonly string[]): RosterPosition[] =>
  model.positions.map((position, i) => ({
    id: i + 1,
    rld: position.id,
    name: position.name,
    role_abbrvtn: position.abbr,
    color: colors[i] ?? '',
  }));
