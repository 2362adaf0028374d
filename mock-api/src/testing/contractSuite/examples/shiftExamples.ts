/**
 * Good inputs of the shift calls (Contract.shifts) on the run's setup site and shift
 * (setupWorld.ts): a new shift, the site's shifts and rostered sites, and a spare shift made to be
 * changed and then deleted.
 */
import { Contract } from '../../../contract';
import { shiftPayload } from '../../harness';
import type { ExampleTable } from './example';
import { runClient, runShift, runSite, stamped } from './setupWorld';

const S = Contract.shifts;

export const shiftExamples: ExampleTable = {
  [S.add.path]: { payload: async (world) => shiftPayload(stamped(world, 'New shift'), await runSite(world)) },
  [S.update.path]: {
    payload: async (world) => ({
      sftd: await runShift(world, 'Spare shift'),
      ...shiftPayload(stamped(world, 'Spare shift B'), await runSite(world), '14:00', '22:00'),
    }),
  },
  [S.details.path]: { payload: async (world) => ({ sftd: await runShift(world) }) },
  [S.delete.path]: { payload: async (world) => ({ sftd: await runShift(world, 'Spare shift') }) },
  [S.listForSite.path]: { payload: async (world) => ({ std: await runSite(world) }) },
  [S.rosterSites.path]: { payload: async (world) => ({ clntd: await runClient(world) }) },
};
