/**
 * The attendance write calls (issue 20): a clock-in at the demo site's kiosk, which needs the
 * site's timesheet isCreate (attendance/access.ts), so its operations manager may make it.
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
  const onShift = server.api.store.data.shift_employees.find((record) => record.sftd === sftd);
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

export const attendanceWriteCalls: readonly WriteCall[] = [
  {
    name: 'clock record',
    path: Paths.attendance.clock,
    right: { timesheetSite: 'isCreate' },
    ops: true,
    payload: clockInNow,
  },
];
