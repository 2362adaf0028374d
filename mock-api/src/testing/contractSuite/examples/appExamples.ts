/**
 * Good inputs of the organization and app calls (Contract.apps, Contract.timesApp) as the demo
 * admin: a new organization and a new own app of the run (the one the add app answers is the one
 * confirmed), the demo app selected again, and reads of the selected demo app.
 */
import { Contract, FormId } from '../../../contract';
import { demoAppSelection, newApp } from '../../harness';
import type { Json } from '../../envelopeClient';
import type { SuiteWorld } from '../world';
import type { ExampleTable } from './example';
import { shiftRef, stamped } from './setupWorld';

const A = Contract.apps;
const T = Contract.timesApp;

/** The confirm payload of the run's new app: the add app example's answer, or one added for it. */
const pendingApp = (world: SuiteWorld, added?: Json): Promise<{ ad: string; add: string }> =>
  world.once('pendingApp', async () => {
    const answer = added ?? (await world.ok(T.addApp.path, newApp(stamped(world, 'Contract app'))));
    return { ad: String(answer.apd), add: String(answer.apdd) };
  });

export const appExamples: ExampleTable = {
  [A.organizations.path]: { payload: async () => ({}) },
  [A.addOrganization.path]: {
    payload: async (world) => ({
      cnm: stamped(world, 'Contract Guarding'),
      reg_no: '',
      vat_no: `VAT-${world.stamp}`,
      location_tp: 3,
      lat: -25.7479,
      lng: 28.2293,
    }),
  },
  [A.userApps.path]: { payload: async () => ({}) },
  [A.selectApp.path]: { payload: async () => demoAppSelection },
  [T.addApp.path]: {
    payload: async (world) => newApp(stamped(world, 'Contract app')),
    afterOk: (answer, world) => void pendingApp(world, answer),
  },
  [T.confirmApp.path]: { payload: (world) => pendingApp(world) },
  [T.appDetails.path]: { payload: async () => ({}) },
  [T.forms.path]: { payload: async () => ({}) },
  [T.formRights.path]: { payload: async () => ({ f_rd: FormId.ROSTER }) },
  [T.rosterWizardDetails.path]: { payload: shiftRef },
};
