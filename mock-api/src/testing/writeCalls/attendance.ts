/**
 * The attendance write calls (issue 20): a clock-in at the demo site's kiosk and a timesheet day's
 * approval, which need the site's timesheet isCreate (attendance/access.ts), so its operations
 * manager may make them.
 */
import { Paths } from '../../contract';
import { rosterableShift } from '../../routes/rosterPositions/rosterShiftFixtures';
import { demo } from '../harness';
import type { WriteCall, WriteCallWorld } from './types';

let shifts = 0;

/** A clock-in now (the site's wall clock taken as UTC) of an employee on a new shift of the demo site. */
export async function clockInNow({ server, admin }: WriteCallWorld): Promise<object> {
  const n = ++shifts;
  const sftd = await rosterableShift(server, admin, `Clocked ${n}`, `CK${n}`);
  const onShift = (await server.wholeState()).shift_employees.find((record) => record.sftd === sftd);
  if (!onShift) throw new Error('the clocked shift has no employee');
  const instant = new Date(server.clock.ms).toISOString();
  return {
    std: demo.site.sd,
    empd: onShift.emd,
    kind: 'in',
    at: instant.slice(0, 16),
    instant,
    method: 'number',
    ref: `matrix-clock-${n}-${server.clock.ms}`,
    photo: '',
  };
}

/** An approval of a day of the employee on a new shift of the demo site. */
export async function approvalOfDay({ server, admin }: WriteCallWorld): Promise<object> {
  const n = ++shifts;
  const sftd = await rosterableShift(server, admin, `Approved ${n}`, `AP${n}`);
  const onShift = (await server.wholeState()).shift_employees.find((record) => record.sftd === sftd);
  if (!onShift) throw new Error('the approved shift has no employee');
  return { std: demo.site.sd, sftd, empd: onShift.emd, date: '2026-02-27', worked_minutes: 480, reason: 'Checked' };
}

export const attendanceWriteCalls: readonly WriteCall[] = [
  {
    name: 'timesheet approve',
    path: Paths.attendance.approve,
    right: { timesheetSite: 'isCreate' },
    ops: true,
    payload: approvalOfDay,
  },
  {
    name: 'clock record',
    path: Paths.attendance.clock,
    right: { timesheetSite: 'isCreate' },
    ops: true,
    payload: clockInNow,
  },
];
