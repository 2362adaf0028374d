/**
 * The users page's records of one suite run: people of the run who sign up (authWorld.ts) added
 * to the demo app as the demo admin, and user groups of the app, all named with the run's stamp.
 * Their codes are read through the dev routes, so against an API without them the user add,
 * confirm add, details, update, status and delete examples fail their set-up and say so.
 */
import { Contract } from '../../../contract';
import { UserStatusChange } from '@times/shared-sdk/schemas';
import type { SuiteWorld } from '../world';
import { signedUpPerson } from './authWorld';
import { stamped } from './setupWorld';

const U = Contract.users;

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
