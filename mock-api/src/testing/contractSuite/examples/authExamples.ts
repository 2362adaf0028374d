/**
 * Good inputs of the sign-up and sign-in calls (Contract.auth), with people of the run
 * (authWorld.ts): 'g' registers in the registration's own check, 'a' has their code checked by
 * the code check's example and then signs in and asks for a reset, 'b' is registered for the code
 * check's bad input (its session stays pending), 'r' sets a new password.
 */
import { Contract } from '../../../contract';
import { expectOk } from '../expectOk';
import type { ExampleTable } from './example';
import { codeCheck, outboxCode, registeredPerson, runRegistration, verifiedPerson } from './authWorld';

const A = Contract.auth;
const BY_MOBILE = 2;

export const authExamples: ExampleTable = {
  [A.firstVisitor.path]: { payload: async () => ({}) },
  [A.register.path]: { payload: async (world) => runRegistration(world, 'g') },
  [A.verifyOtp.path]: {
    payload: async (world) => codeCheck(world, await registeredPerson(world, 'a')),
    session: async (world, check) => (await registeredPerson(world, check === 'good input' ? 'a' : 'b')).session,
    // The check verified 'a': later examples take them as verified.
    afterOk: (_answer, world) => void world.once('verified:a', () => registeredPerson(world, 'a')),
  },
  [A.login.path]: {
    payload: async (world) => {
      const { mobile, password } = await verifiedPerson(world, 'a');
      return { pass: password, isMobileOrEmail: BY_MOBILE, eml: '', mbl: mobile };
    },
  },
  [A.forgotPassword.path]: { payload: async (world) => ({ mbl: (await verifiedPerson(world, 'a')).mobile }) },
  [A.newPassword.path]: {
    payload: async (world) => {
      const { mobile } = await verifiedPerson(world, 'r');
      const reply = await world.client.call(A.forgotPassword.path, { mbl: mobile }, await world.visitor());
      const { rfd, rfdd, tmd, tmddc } = expectOk(A.forgotPassword.path, reply.body);
      return { rfd, rfdd, tmd, tmddc, pass: 'Renewed#2026', otp: await outboxCode(world, mobile) };
    },
  },
  [A.userDetails.path]: { payload: async () => ({}) },
};
