/**
 * The people of one suite run who sign up through the API: registration as Contract
 * <Stamp><letter> with a fresh mobile, the one-time code from the API's outbox, verification.
 * Once per letter each, so the examples that need the same person share them.
 *
 * A new person's code is only readable through the mock API's dev routes (GET /dev/outbox, on
 * with MOCK_API_DEV_ROUTES=1: the embedded API, `npm run start:demo`); against an API without
 * them the examples that need a verified person fail their set-up and say so. Registrations and
 * reset requests are throttled per client address (docs/testing.md, "The contract suite").
 */
import { Contract } from '../../../contract';
import type { RequestSession } from '../../../contract';
import { registration } from '../../harness';
import type { SuiteWorld } from '../world';
import { expectOk } from '../expectOk';
import { freshMobile, runSurname } from './setupWorld';

const A = Contract.auth;
/** What a new person's code is read through (mock-api/src/dev/devRoutes.ts). */
const OUTBOX = '/dev/outbox';

export interface RunPerson {
  mobile: string;
  email: string;
  password: string;
  /** The session the registration returned: pending until the code is checked, then the person's own. */
  session: RequestSession;
}

/** The newest one-time code the API's outbox holds for `mobile`. */
export async function outboxCode(world: SuiteWorld, mobile: string): Promise<string> {
  const reply = await world.client.raw(`${OUTBOX}?to=${encodeURIComponent(mobile)}`, '', {
    method: 'GET',
    body: undefined,
  });
  const code: unknown = reply.body?.messages?.[0]?.code;
  if (reply.http !== 200 || typeof code !== 'string')
    throw new Error(
      `no one-time code for ${mobile} at GET ${OUTBOX} (HTTP ${reply.http}): a new user's code is read ` +
        'through the mock API dev routes (MOCK_API_DEV_ROUTES=1)',
    );
  return code;
}

/** A registration payload of the run: Contract <Stamp><letter>, a fresh mobile, the harness's password. */
export function runRegistration(world: SuiteWorld, letter: string) {
  const mobile = `27${freshMobile().slice(1)}`;
  const base = registration(mobile, `contract-${world.stamp}${letter}@contract.test`);
  return { ...base, customer_reg: { ...base.customer_reg, u_nm: 'Contract', u_srm: runSurname(world, letter) } };
}

/** A person of the run registered, the code not yet checked. */
export const registeredPerson = (world: SuiteWorld, letter: string): Promise<RunPerson> =>
  world.once(`registered:${letter}`, async () => {
    const form = runRegistration(world, letter);
    const { session } = expectOk(
      A.register.path,
      (await world.client.call(A.register.path, form, await world.visitor())).body,
    );
    return {
      mobile: form.customer_reg.u_mbl,
      email: form.customer_reg.eml,
      password: form.customer_reg.u_pss,
      session,
    };
  });

/** The payload that checks a registered person's code (the newest in the outbox). */
export const codeCheck = async (world: SuiteWorld, person: RunPerson) => ({
  otp: await outboxCode(world, person.mobile),
  otp_tp: 1,
});

/** A person of the run registered and verified (their session now a signed-in one). */
export const verifiedPerson = (world: SuiteWorld, letter: string): Promise<RunPerson> =>
  world.once(`verified:${letter}`, async () => {
    const person = await registeredPerson(world, letter);
    const check = await codeCheck(world, person);
    expectOk(A.verifyOtp.path, (await world.client.call(A.verifyOtp.path, check, person.session)).body);
    return person;
  });

/** A verified person's user code (the usd of the users calls). */
export const signedUpPerson = (world: SuiteWorld, letter: string): Promise<string> =>
  world.once(`usd:${letter}`, async () => {
    const { session } = await verifiedPerson(world, letter);
    const details = expectOk(A.userDetails.path, (await world.client.call(A.userDetails.path, {}, session)).body);
    return String(details.user_details.usrcd);
  });
