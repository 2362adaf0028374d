/**
 * The users page's records of one suite run: people who sign up through the API (registration as
 * Contract <Stamp><letter>, the code from the API's outbox, verification) and are added to the
 * demo app as the demo admin, and user groups of the app, all named with the run's stamp.
 *
 * A new person's one-time code is only readable through the mock API's dev routes
 * (GET /dev/outbox, on with MOCK_API_DEV_ROUTES=1: the embedded API, `npm run start:demo`); against
 * an API without them the user add, confirm add, details, update, status and delete examples
 * fail their set-up and say so. Each run signs up two people, so the default limit of
 * registrations per client address (30 an hour) allows 15 runs an hour against one server.
 */
import { Contract, Paths } from '../../../contract';
import type { RequestSession } from '../../../contract';
import { UserStatusChange } from '@times/shared-sdk/schemas';
import { registration } from '../../harness';
import type { SuiteWorld } from '../world';
import { expectOk } from '../world';
import { freshMobile, runSurname, stamped } from './setupWorld';

const U = Contract.users;
/** What a registration's code is read through (mock-api/src/dev/devRoutes.ts). */
const OUTBOX = '/dev/outbox';

/** The newest one-time code the API's outbox holds for `mobile`. */
async function outboxCode(world: SuiteWorld, mobile: string): Promise<string> {
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

/** A person of the run who signs up and verifies their mobile: their user code (the usd of the calls). */
export const signedUpPerson = (world: SuiteWorld, letter: string): Promise<string> =>
  world.once(`person:${letter}`, async () => {
    const mobile = `27${freshMobile().slice(1)}`;
    const base = registration(mobile, `contract-${world.stamp}${letter}@contract.test`);
    const form = {
      ...base,
      customer_reg: { ...base.customer_reg, u_nm: 'Contract', u_srm: runSurname(world, letter) },
    };
    const registered = expectOk(
      Paths.auth.register,
      (await world.client.call(Paths.auth.register, form, await world.visitor())).body,
    );
    const session: RequestSession = registered.session;
    const otp = { otp: await outboxCode(world, mobile), otp_tp: 1 };
    expectOk(Paths.auth.verifyOtp, (await world.client.call(Paths.auth.verifyOtp, otp, session)).body);
    const details = expectOk(
      Paths.auth.userDetails,
      (await world.client.call(Paths.auth.userDetails, {}, session)).body,
    );
    return String(details.user_details.usrcd);
  });

/** A person of the run added to the demo app and confirmed (a Pending member): their user code. */
export async function addedMember(world: SuiteWorld, letter: string): Promise<string> {
  const usd = await signedUpPerson(world, letter);
  await world.ok(U.add.path, { usd });
  await world.ok(U.confirmAdd.path, { usd });
  return usd;
}

/** The run's member that stays (read, given a group, activated). */
export const keptMember = (world: SuiteWorld): Promise<string> =>
  world.once('keptMember', () => addedMember(world, 'k'));

/** A person of the run made a member, deactivated and then removed (the user delete's): their user code. */
export async function deactivatedMember(world: SuiteWorld): Promise<string> {
  const usd = await addedMember(world, 'l');
  await world.ok(U.status.path, { usd, usr_status: UserStatusChange.DEACTIVATE });
  return usd;
}

/** A user group of the demo app of the run: its ugd. */
export const runUserGroup = (world: SuiteWorld, what = 'Contract users'): Promise<string> =>
  world.once(`userGroup:${what}`, async () => {
    const { ugd } = await world.ok(U.groupAdd.path, { group_name: stamped(world, what) });
    return String(ugd);
  });
