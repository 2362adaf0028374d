/**
 * Set-up steps the roster write calls share, made as the demo admin on the demo site (Pretoria
 * Central, Naledi's): a shift, an app position, the position on the shift, a demo employee on it,
 * the working days. Each returns the public ids the payloads name.
 */
import { Paths } from '../../contract';
import { addRole, addShift, days, employeeForm, positionForm } from '../../routes/rosterPositions/rosterShiftFixtures';
import { demo } from '../harness';
import { demoEmployee } from './employees';
import type { WriteCallWorld } from './types';
import { expectOk, okField } from './types';

export const SITE = demo.site.sd;

/** One a day, every day, at most 5 days in a row and 2 rest days: 2 employees cover it. */
export const workingDaysForm = (sftd: string, fields: Record<string, unknown> = {}) => ({
  roster_rules_workingdays: {
    std: SITE,
    sftd,
    max_cons_days: 5,
    min_rest_days: 2,
    roster_start_day: 1,
    period_type: 1,
    ...days(1),
    hasOvertime: 0,
    ...fields,
  },
});

/** A new shift of the demo site. */
export const newShift = ({ admin }: WriteCallWorld, name = 'Day'): Promise<string> => addShift(admin, name);

export interface ShiftWithPosition {
  sftd: string;
  rld: string;
  shftrld: string;
}

/** A shift with a Guard position on it (one a day). */
export async function shiftWithPosition(world: WriteCallWorld): Promise<ShiftWithPosition> {
  const sftd = await newShift(world);
  const rld = await addRole(world.admin, 'Guard', 'GRD');
  const shftrld = okField(
    await world.admin(Paths.rosterSetup.positionAdd, positionForm(sftd, rld, days(1))),
    'sftrld',
    'shift position add',
  );
  return { sftd, rld, shftrld };
}

/** A shift with a Guard position and demo employee `index` on it: the shift employee's rshftempd too. */
export async function shiftWithEmployee(
  world: WriteCallWorld,
  index = 0,
): Promise<ShiftWithPosition & { rshftempd: string; empd: string }> {
  const shift = await shiftWithPosition(world);
  const empd = demoEmployee(world.server, index);
  const reply = await world.admin(Paths.rosterSetup.employeeAdd, employeeForm(shift.sftd, empd, shift.rld));
  return { ...shift, empd, rshftempd: okField(reply, 'rshftempd', 'shift employee add') };
}

/** A shift ready to calculate: working days, a Guard position (1 a day) and two demo employees. */
export async function calculableShift(world: WriteCallWorld): Promise<string> {
  const { sftd, rld } = await shiftWithEmployee(world, 0);
  expectOk(
    await world.admin(Paths.rosterSetup.employeeAdd, employeeForm(sftd, demoEmployee(world.server, 1), rld)),
    'shift employee add',
  );
  expectOk(await world.admin(Paths.rosterSetup.workingDaysSave, workingDaysForm(sftd)), 'working days save');
  return sftd;
}
