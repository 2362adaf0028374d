/**
 * Good inputs of the roster setup calls (Contract.rosterSetup) on the run's setup shift
 * (setupWorld.ts: its position, one a day, and employee 'd'): the selectors, its working days
 * (five a day, so the positions added here stay within them), rules, positions and employees,
 * the employee's availability and calendar link. A rule, a shift position and a shift employee
 * are added to be deleted, and a calendar link is made to be revoked.
 */
import { Contract } from '../../../contract';
import { days, employeeForm } from '../../../routes/rosterPositions/rosterShiftFixtures';
import { workingDaysForm } from '../../writeCalls/shiftSetup';
import type { SuiteWorld } from '../world';
import type { ExampleTable } from './example';
import { monthStart } from './rosterWorld';
import {
  addedShiftPosition,
  runClient,
  runEmployee,
  runPosition,
  runSite,
  setupShift,
  shiftEmployeeRef,
  shiftRef,
} from './setupWorld';

const R = Contract.rosterSetup;
/** Catalogue rules (roster-engine/src/rules/catalogue.ts): the one added, the one added to be deleted. */
const RULE_ADDED = 5;
const RULE_DELETED = 2;
/** runAbbr digits of the positions put on the shift here (1-3: setupWorld and the position examples). */
const ADDED = 4;
const REMOVED = 5;

/** The shift position's fields as the update sends them. */
const positionFields = {
  monthly_hours: 150,
  weekly_hours: 36,
  dailly_hours: 6,
  ...days(1, { hld: 0 }),
  priority_level: 80,
};

/** A run employee ('f') put on the setup shift to be taken off: the shift employee's reference. */
const leavingShiftEmployee = (world: SuiteWorld) =>
  world.once('leavingShiftEmployee', async () => {
    const { std, sftd, rld } = await setupShift(world);
    const empd = await runEmployee(world, 'f');
    const { rshftempd } = await world.ok(R.employeeAdd.path, employeeForm(sftd, empd, rld, { std }));
    return { rshftempd: String(rshftempd), std, sftd };
  });

export const rosterSetupExamples: ExampleTable = {
  [R.clients.path]: { payload: async () => ({}) },
  [R.sitesOfClient.path]: { payload: async (world) => ({ clntd: await runClient(world) }) },
  [R.shiftsOfSite.path]: { payload: async (world) => ({ std: await runSite(world) }) },
  [R.requiredEmployees.path]: {
    payload: async (world) => ({
      ...(await shiftRef(world)),
      ...days(1),
      period_type: 1,
      max_consecutive_days: 5,
      rest_days: 2,
    }),
  },
  [R.workingDaysDetails.path]: { payload: shiftRef },
  [R.workingDaysSave.path]: {
    payload: async (world) => {
      const { std, sftd } = await shiftRef(world);
      return workingDaysForm(sftd, { std, ...days(5) });
    },
  },
  [R.rules.path]: { payload: shiftRef },
  [R.ruleAdd.path]: {
    payload: async (world) => ({ ...(await shiftRef(world)), roster_rule: { id: RULE_ADDED, priority: 1 } }),
  },
  [R.ruleDelete.path]: {
    payload: async (world) => {
      const shift = await shiftRef(world);
      await world.ok(R.ruleAdd.path, { ...shift, roster_rule: { id: RULE_DELETED, priority: 1 } });
      return { ...shift, roster_rule: { id: RULE_DELETED } };
    },
  },
  [R.employeeAdd.path]: {
    payload: async (world) => {
      const { std, sftd, rld } = await setupShift(world);
      return employeeForm(sftd, await runEmployee(world, 'e'), rld, { std, weekly_hours: 30, ...days(0, { sun: 1 }) });
    },
  },
  [R.employeeUpdate.path]: {
    payload: async (world) => {
      const { std, sftd, rld, rshftempd } = await setupShift(world);
      const roster_shift_employees = {
        rld,
        apply_wrkng_days: 1,
        monthly_hours: 150,
        weekly_hours: 36,
        dailly_hours: 6,
        ...days(0, { sat: 1 }),
      };
      return { rshftempd, std, sftd, roster_shift_employees };
    },
  },
  [R.employeeDetails.path]: { payload: shiftEmployeeRef },
  [R.employeeDelete.path]: { payload: leavingShiftEmployee },
  [R.employeeList.path]: { payload: async (world) => ({ ...(await shiftRef(world)), flt: 1, srch_word: 'Contract' }) },
  [R.availabilityDetails.path]: { payload: shiftEmployeeRef },
  [R.availabilitySave.path]: {
    payload: async (world) => {
      const month = monthStart(1, world.now()).slice(0, 8);
      const employee_availability = {
        unavailable_dates: [`${month}10`],
        unavailable_days: ['sat'],
        requests: [{ entry_date: `${month}12`, work: 0, weight: 5, this_shift: 1 }],
        min_consecutive_days: 2,
        min_consecutive_days_off: 2,
        max_shifts: 12,
      };
      return { ...(await shiftEmployeeRef(world)), employee_availability };
    },
  },
  [R.positionAdd.path]: {
    payload: async (world) => {
      const { std, sftd } = await shiftRef(world);
      const rld = await runPosition(world, 'Added position', ADDED);
      return { roster_shift_positions: { std, sftd, rld, ...positionFields, priority_level: 40 } };
    },
  },
  [R.positionUpdate.path]: {
    payload: async (world) => ({
      shftrld: (await setupShift(world)).shftrld,
      roster_shift_positions: positionFields,
    }),
  },
  [R.positionDelete.path]: {
    payload: async (world) => ({ shftrld: await addedShiftPosition(world, 'Removed position', REMOVED) }),
  },
  [R.positionDetails.path]: { payload: async (world) => ({ shftrld: (await setupShift(world)).shftrld }) },
  [R.positionList.path]: { payload: shiftRef },
  [R.configuredDaily.path]: { payload: shiftRef },
  [R.rolesLookup.path]: { payload: async () => ({}) },
  [R.rolesOfShift.path]: { payload: async (world) => ({ sftd: (await setupShift(world)).sftd }) },
  [R.calendarLinkDetails.path]: { payload: shiftEmployeeRef },
  [R.calendarLinkCreate.path]: { payload: shiftEmployeeRef },
  [R.calendarLinkRevoke.path]: {
    payload: async (world) => {
      const ref = await shiftEmployeeRef(world);
      await world.ok(R.calendarLinkCreate.path, ref);
      return ref;
    },
  },
};
