/**
 * Good inputs of the app position calls (Contract.positions) on the run's positions
 * (setupWorld.ts): a new position, and a spare one read, changed and then deleted.
 */
import { Contract } from '../../../contract';
import type { ExampleTable } from './example';
import { runAbbr, runPosition, stamped } from './setupWorld';

const P = Contract.positions;
/** runAbbr digits: 1 the setup shift's position, 2 the new one, 3 the spare one. */
const NEW = 2;
const SPARE = 3;

export const positionExamples: ExampleTable = {
  [P.add.path]: {
    payload: async (world) => ({
      employee_roles: { name: stamped(world, 'New position'), abbr: runAbbr(world, NEW), m_hrs: 120, sat: 1 },
    }),
  },
  [P.details.path]: { payload: async (world) => ({ rld: await runPosition(world, 'Spare position', SPARE) }) },
  [P.update.path]: {
    payload: async (world) => ({
      rld: await runPosition(world, 'Spare position', SPARE),
      employee_roles: { name: stamped(world, 'Spare position B'), abbr: runAbbr(world, SPARE), w_hrs: 36, d_hrs: 9 },
    }),
  },
  [P.delete.path]: { payload: async (world) => ({ rld: await runPosition(world, 'Spare position', SPARE) }) },
  [P.list.path]: { payload: async () => ({}) },
};
