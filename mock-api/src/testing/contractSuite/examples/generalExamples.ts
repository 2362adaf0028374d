/** Good inputs of the general calls (Contract.general): the country list and a contact request of the run. */
import { Contract, WORKFORCE_PRODUCT } from '../../../contract';
import type { ExampleTable } from './example';
import { runSurname } from './setupWorld';

const G = Contract.general;
export const generalExamples: ExampleTable = {
  [G.countries.path]: { payload: async () => ({}) },
  [G.contactUs.path]: {
    payload: async (world) => ({
      product_id: WORKFORCE_PRODUCT,
      name: 'Contract',
      surname: runSurname(world, 'c'),
      email: `contract-${world.stamp}@contract.test`,
      mobile: '27834440001',
    }),
  },
};
