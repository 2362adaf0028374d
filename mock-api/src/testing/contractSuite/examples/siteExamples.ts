/**
 * Good inputs of the site calls (Contract.sites) on the run's records (setupWorld.ts): a new
 * group and site each, the run's group renamed, the run's site listed by its client and read,
 * and a spare group and site made to be deleted (the site changed first).
 */
import { Contract, SiteFilter } from '../../../contract';
import { sitePayload } from '../../harness';
import type { ExampleTable } from './example';
import { runClient, runSite, runSiteGroup, stamped } from './setupWorld';

const S = Contract.sites;

export const siteExamples: ExampleTable = {
  [S.groupAdd.path]: { payload: async (world) => ({ gnm: stamped(world, 'New group') }) },
  [S.groupDelete.path]: { payload: async (world) => ({ sgd: await runSiteGroup(world, 'Spare group') }) },
  [S.groupUpdate.path]: {
    payload: async (world) => ({ sgd: await runSiteGroup(world), gnm: stamped(world, 'Contract group B') }),
  },
  [S.groupList.path]: { payload: async () => ({}) },
  [S.add.path]: { payload: async (world) => sitePayload(stamped(world, 'New site')) },
  [S.update.path]: {
    payload: async (world) => ({
      ...sitePayload(stamped(world, 'Spare site B'), { gen_emply: 0, usr_emply: 1 }),
      std: await runSite(world, 'Spare site'),
    }),
  },
  [S.delete.path]: { payload: async (world) => ({ std: await runSite(world, 'Spare site') }) },
  [S.list.path]: {
    payload: async (world) => ({ flt: SiteFilter.CLIENT, flt_id: await runClient(world), pg: 1 }),
  },
  [S.lookup.path]: { payload: async () => ({}) },
  [S.details.path]: { payload: async (world) => ({ std: await runSite(world) }) },
  [S.opsManagers.path]: { payload: async () => ({}) },
  [S.places.path]: { payload: async () => ({ q: 'Pretoria' }) },
};
