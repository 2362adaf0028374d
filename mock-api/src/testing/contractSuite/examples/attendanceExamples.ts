/**
 * Good inputs of the attendance calls (Contract.attendance): the kiosk of the run's setup site,
 * a clock-in there now (the API's time, world.now(), the wall clock taken as UTC) of the setup
 * shift's employee, the setup shift's timesheet of today and an approval of its employee's day.
 */
import { Contract } from '../../../contract';
import type { ExampleTable } from './example';
import type { SuiteWorld } from '../world';
import { setupShift } from './setupWorld';

const A = Contract.attendance;
let clocks = 0;

const today = (world: SuiteWorld) => world.now().toISOString().slice(0, 10);

export const attendanceExamples: ExampleTable = {
  [A.timesheet.path]: {
    payload: async (world) => {
      const { std, sftd } = await setupShift(world);
      return { std, sftd, start_date: today(world), end_date: today(world) };
    },
  },
  [A.approve.path]: {
    payload: async (world) => {
      const { std, sftd, empd } = await setupShift(world);
      return { std, sftd, empd, date: today(world), worked_minutes: 480, reason: 'Checked by the manager' };
    },
  },
  [A.sites.path]: { payload: async () => ({}) },
  [A.kiosk.path]: { payload: async (world) => ({ std: (await setupShift(world)).std }) },
  [A.clock.path]: {
    payload: async (world) => {
      const { std, empd } = await setupShift(world);
      const instant = world.now().toISOString();
      return {
        std,
        empd,
        kind: 'in',
        at: instant.slice(0, 16),
        instant,
        method: 'number',
        ref: `suite-${world.stamp}-${++clocks}`,
        photo: '',
      };
    },
  },
};
