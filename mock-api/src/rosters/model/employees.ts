/**
 * The engine's employees of a shift: its shift employees whose employee is active, in one of the
 * shift's positions, ordered by full name. Hours and targets come from hours.ts; exclusions are the
 * day codes flagged 1; leave the employee's leave days inside the period; availability their
 * unavailable days and requests (roster-setup/availability.ts).
 */
import { EMPLOYEE_ACTIVE } from '../../contract';
import type { EngineEmployee } from '@times/roster-engine';
import { employeesByEmd, positionsByRld, shiftEmployeesOf, shiftPositionsOf } from '../../roster-setup/positions';
import type { DbState, EmployeeRecord, ShiftEmployeeRecord } from '../../store/types';
import { SHIFT_DAYS } from '@times/shared-sdk/schemas';
import { engineAvailability } from '../../roster-setup/availability';
import { dailyHoursOf, targetDaysOf } from './hours';
import type { CalculationPeriod } from './rosterPeriod';

export interface RosterableEmployee {
  record: ShiftEmployeeRecord;
  employee: EmployeeRecord;
}

const nameKey = (employee: EmployeeRecord): string => `${employee.name} ${employee.surname}`.toLowerCase();

/** The shift employees the engine rosters (what 'assigned employees' counts when a calculation starts). */
export function rosterableEmployees(state: DbState, appId: string, sftd: string): RosterableEmployee[] {
  const employees = employeesByEmd(state, appId);
  const positions = new Set(shiftPositionsOf(state, appId, sftd).map((position) => position.rld));
  return shiftEmployeesOf(state, appId, sftd)
    .flatMap((record) => {
      const employee = employees.get(record.emd);
      return employee && employee.user_status === EMPLOYEE_ACTIVE && positions.has(record.rld)
        ? [{ record, employee }]
        : [];
    })
    .sort((a, b) => nameKey(a.employee).localeCompare(nameKey(b.employee)) || a.record.id - b.record.id);
}

/** The employee's leave days inside the period, sorted. */
const leaveIn = (state: DbState, appId: string, emd: string, period: CalculationPeriod): string[] =>
  [
    ...new Set(
      state.leaves
        .filter(
          (leave) =>
            leave.app_id === appId &&
            leave.emd === emd &&
            leave.leave_day >= period.start &&
            leave.leave_day <= period.end,
        )
        .map((leave) => leave.leave_day),
    ),
  ].sort();

export function engineEmployees(
  state: DbState,
  appId: string,
  sftd: string,
  period: CalculationPeriod,
): EngineEmployee[] {
  const shiftPositions = new Map(shiftPositionsOf(state, appId, sftd).map((position) => [position.rld, position]));
  const roles = positionsByRld(state, appId);
  return rosterableEmployees(state, appId, sftd).map(({ record, employee }) => {
    const dailyHours = dailyHoursOf(record, shiftPositions.get(record.rld), roles.get(record.rld));
    const availability = engineAvailability(state, appId, employee.emd, sftd, period.start, period.end);
    return {
      id: employee.emd,
      name: employee.name,
      surname: employee.surname,
      gender: employee.gender === 2 ? 2 : 1,
      positionId: record.rld,
      dailyHours,
      targetDays: targetDaysOf(record, period.periodType, dailyHours),
      exclusions: SHIFT_DAYS.filter((day) => record[day] === 1),
      leave: leaveIn(state, appId, employee.emd, period),
      ...(availability ? { availability } : {}),
    };
  });
}
