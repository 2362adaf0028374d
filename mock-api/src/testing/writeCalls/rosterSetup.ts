/**
 * The roster setup write calls (ROSTER form, spec 002 section 6): working days (right 20, and the
 * site's isCreate), roster rules (right 13), shift positions and shift employees (right 12, their calendar links too). The
 * site's operations manager may make them on her site.
 */
import { FormId, Paths, RightId } from '../../contract';
import { addRole, days, employeeForm, positionForm } from '../../routes/rosterPositions/rosterShiftFixtures';
import { demoEmployee } from './employees';
import { SITE, newShift, shiftWithEmployee, shiftWithPosition, workingDaysForm } from './shiftSetup';
import type { WriteCall } from './types';
import { expectOk } from './types';

const roster = (rightId: number) => ({ formId: FormId.ROSTER, rightId });
const RULE = 5;

export const rosterSetupWriteCalls: readonly WriteCall[] = [
  {
    name: 'working days save',
    path: Paths.rosterSetup.workingDaysSave,
    right: roster(RightId.WORKING_DAYS_EDIT),
    ops: true,
    payload: async (world) => workingDaysForm(await newShift(world)),
  },
  {
    name: 'roster rule add',
    path: Paths.rosterSetup.ruleAdd,
    right: roster(RightId.CONSTRAINTS_EDIT),
    ops: true,
    payload: async (world) => ({ std: SITE, sftd: await newShift(world), roster_rule: { id: RULE, priority: 1 } }),
  },
  {
    name: 'roster rule delete',
    path: Paths.rosterSetup.ruleDelete,
    right: roster(RightId.CONSTRAINTS_EDIT),
    ops: true,
    payload: async (world) => {
      const sftd = await newShift(world);
      expectOk(
        await world.admin(Paths.rosterSetup.ruleAdd, { std: SITE, sftd, roster_rule: { id: RULE, priority: 1 } }),
        'rule add',
      );
      return { std: SITE, sftd, roster_rule: { id: RULE } };
    },
  },
  {
    name: 'shift position add',
    path: Paths.rosterSetup.positionAdd,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => positionForm(await newShift(world), await addRole(world.admin, 'Guard', 'GRD'), days(1)),
  },
  {
    name: 'shift position update',
    path: Paths.rosterSetup.positionUpdate,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => ({
      shftrld: (await shiftWithPosition(world)).shftrld,
      roster_shift_positions: {
        monthly_hours: 150,
        weekly_hours: 36,
        dailly_hours: 8,
        ...days(2, { hld: 0 }),
        priority_level: 80,
      },
    }),
  },
  {
    name: 'shift position delete',
    path: Paths.rosterSetup.positionDelete,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => ({ shftrld: (await shiftWithPosition(world)).shftrld }),
  },
  {
    name: 'shift employee add',
    path: Paths.rosterSetup.employeeAdd,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => {
      const { sftd, rld } = await shiftWithPosition(world);
      return employeeForm(sftd, demoEmployee(world.server), rld);
    },
  },
  {
    name: 'shift employee update',
    path: Paths.rosterSetup.employeeUpdate,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => {
      const { sftd, rld, rshftempd } = await shiftWithEmployee(world);
      const fields = {
        rld,
        apply_wrkng_days: 1,
        monthly_hours: 150,
        weekly_hours: 36,
        dailly_hours: 8,
        ...days(0, { sun: 1 }),
      };
      return { rshftempd, std: SITE, sftd, roster_shift_employees: fields };
    },
  },
  {
    name: 'shift employee availability save',
    path: Paths.rosterSetup.availabilitySave,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => {
      const { sftd, rshftempd } = await shiftWithEmployee(world);
      const employee_availability = {
        unavailable_dates: ['2026-03-10'],
        unavailable_days: ['sat'],
        requests: [{ entry_date: '2026-03-12', work: 0, weight: 5, this_shift: 1 }],
        min_consecutive_days: 2,
        min_consecutive_days_off: 2,
        max_shifts: 12,
      };
      return { rshftempd, std: SITE, sftd, employee_availability };
    },
  },
  {
    name: 'shift employee delete',
    path: Paths.rosterSetup.employeeDelete,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => {
      const { sftd, rshftempd } = await shiftWithEmployee(world);
      return { rshftempd, std: SITE, sftd };
    },
  },
  {
    name: 'calendar link create',
    path: Paths.rosterSetup.calendarLinkCreate,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => {
      const { sftd, rshftempd } = await shiftWithEmployee(world);
      return { rshftempd, std: SITE, sftd };
    },
  },
  {
    name: 'calendar link revoke',
    path: Paths.rosterSetup.calendarLinkRevoke,
    right: roster(RightId.ROSTER_SETUP_EDIT),
    ops: true,
    payload: async (world) => {
      const { sftd, rshftempd } = await shiftWithEmployee(world);
      const payload = { rshftempd, std: SITE, sftd };
      expectOk(await world.admin(Paths.rosterSetup.calendarLinkCreate, payload), 'calendar link create');
      return payload;
    },
  },
];
