/**
 * Good inputs of the attendance calls (Contract.attendance): the kiosk of the run's setup site,
 * and a clock-in there now (the API's clock is the real one, the wall clock taken as UTC) of the
 * setup shift's employee.
 */
import { Contract } from '../../../contract';
import type { ExampleTable } from './example';
import { setupShift } from './setupWorld';

const A = Contract.attendance;
let clocks = 0;

export const attendanceExamples: ExampleTable = {
  [A.kioskSites.path]: { payload: async () => ({}) },
  [A.kiosk.path]: { payload: async (world) => ({ std: (await setupShift(world)).std }) },
  [A.clock.path]: {
    payload: async (world) => {
      const { std, empd } = await setupShift(world);
      const instant = new Date().toISOString();
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
