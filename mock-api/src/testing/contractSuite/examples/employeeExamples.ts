/**
 * Good inputs of the employee calls (Contract.employees) on the run's employees (setupWorld.ts,
 * each a letter after its surname's stamp): 'd' is changed, read and given a leave day; a leave
 * day of its own is added to be deleted; 'g' is deactivated and then deleted; 'h' is added and
 * 'i' imported.
 */
import { Contract, EmployeeFilter, EmployeeSwitch } from '../../../contract';
import { csvRow, SOUTH_AFRICA } from '../../../routes/employees/employeeFixtures';
import type { SuiteWorld } from '../world';
import type { ExampleTable } from './example';
import { monthStart } from './rosterWorld';
import { freshMobile, runEmployee, runPerson, runSurname } from './setupWorld';

const E = Contract.employees;
/** The employee the reads, the update and the leave days are on. */
const KEPT = 'd';
/** The employee deactivated, then deleted. */
const LEAVING = 'g';

/** The `day`th day of next month, YYYY-MM-DD. */
const nextMonthDay = (world: SuiteWorld, day: number): string =>
  `${monthStart(1, world.now()).slice(0, 8)}${String(day).padStart(2, '0')}`;

/** A leave day of employee KEPT added for the leave delete: its lvdd. */
const spareLeave = (world: SuiteWorld): Promise<string> =>
  world.once('spareLeave', async () => {
    const empd = await runEmployee(world, KEPT);
    const leave_day = nextMonthDay(world, 20);
    await world.ok(E.leaveAdd.path, { empd, leave_day });
    const { employee_leaves } = await world.ok(E.leaveList.path, { empd });
    const leave = employee_leaves.find((candidate: { leave_day: string }) => candidate.leave_day === leave_day);
    if (!leave) throw new Error(`the leave day ${leave_day} added is not in the list`);
    return String(leave.lvdd);
  });

export const employeeExamples: ExampleTable = {
  [E.search.path]: { payload: async (world) => ({ srch_word: world.stamp }) },
  [E.leaveAdd.path]: {
    payload: async (world) => ({ empd: await runEmployee(world, KEPT), leave_day: nextMonthDay(world, 10) }),
  },
  [E.leaveDelete.path]: { payload: async (world) => ({ lvdd: await spareLeave(world) }) },
  [E.leaveList.path]: { payload: async (world) => ({ empd: await runEmployee(world, KEPT) }) },
  [E.add.path]: { payload: async (world) => ({ employee: runPerson(world, 'h') }) },
  [E.import.path]: {
    payload: async (world) => ({
      ...SOUTH_AFRICA,
      employees: [csvRow({ name: 'Contract', surname: runSurname(world, 'i'), mobile: freshMobile() })],
    }),
  },
  [E.update.path]: {
    payload: async (world) => ({
      empd: await runEmployee(world, KEPT),
      employee: runPerson(world, KEPT, { employee_number: `C-${world.stamp}` }),
    }),
  },
  [E.status.path]: {
    payload: async (world) => ({ empd: await runEmployee(world, LEAVING), s_sts: EmployeeSwitch.DEACTIVATE }),
  },
  [E.delete.path]: { payload: async (world) => ({ empd: await runEmployee(world, LEAVING) }) },
  [E.details.path]: { payload: async (world) => ({ empd: await runEmployee(world, KEPT) }) },
  [E.list.path]: { payload: async (world) => ({ flt: EmployeeFilter.EMPLOYEE, pg: 1, srch_word: world.stamp }) },
  [E.statistics.path]: { payload: async () => ({}) },
};
