/**
 * Good inputs of the client calls (Contract.clients) on the run's records (setupWorld.ts): a new
 * type and client each, the run's type renamed and its client renamed and read, and a spare type
 * and client made to be deleted (the client deactivated first).
 */
import { ClientFilter, ClientStatus, Contract } from '../../../contract';
import type { ExampleTable } from './example';
import { runClient, runClientType, stamped } from './setupWorld';

const C = Contract.clients;
export const clientExamples: ExampleTable = {
  [C.typeAdd.path]: { payload: async (world) => ({ name: stamped(world, 'New type') }) },
  [C.typeUpdate.path]: {
    payload: async (world) => ({ tpd: await runClientType(world), name: stamped(world, 'Contract type B') }),
  },
  [C.typeDelete.path]: { payload: async (world) => ({ tpd: await runClientType(world, 'Spare type') }) },
  [C.typeList.path]: { payload: async () => ({}) },
  [C.add.path]: {
    payload: async (world) => ({
      name: stamped(world, 'New client'),
      clnt_tpd: await runClientType(world),
      dt_started: '2026-02-01',
      clnt_status: ClientStatus.ACTIVE,
    }),
  },
  [C.update.path]: {
    payload: async (world) => ({
      clntd: await runClient(world),
      name: stamped(world, 'Contract client B'),
      clnt_tpd: await runClientType(world),
      dt_started: '2026-01-12',
    }),
  },
  [C.status.path]: {
    payload: async (world) => ({
      clntd: await runClient(world, 'Spare client'),
      clnt_status: ClientStatus.DEACTIVATED,
    }),
  },
  [C.delete.path]: { payload: async (world) => ({ clntd: await runClient(world, 'Spare client') }) },
  [C.list.path]: { payload: async () => ({ flt: ClientFilter.ACTIVE }) },
  [C.lookup.path]: { payload: async () => ({}) },
  [C.details.path]: { payload: async (world) => ({ clntd: await runClient(world) }) },
};
