/**
 * Good inputs of the users page's calls (Contract.users) on the run's people and groups
 * (userWorld.ts): a demo user found by their code; the run's kept member read, put in the run's
 * group and activated; a member deactivated and then removed, who is then added and confirmed
 * again; a new group, the run's group renamed with its rights and site access changed, and a
 * spare group and site access made to be deleted.
 */
import { Contract, FormId, RightId, UserType } from '../../../contract';
import { entityPermId, UserStatusChange } from '@times/shared-sdk/schemas';
import { demo } from '../../harness';
import type { SuiteWorld } from '../world';
import type { ExampleTable } from './example';
import { runSite, stamped } from './setupWorld';
import { signedUpPerson } from './authWorld';
import { deactivatedMember, keptMember, runUserGroup } from './userWorld';

const U = Contract.users;
/** The person the delete removes, then the add and the confirm add take back. */
const LEAVING = 'l';

/** Site access of the run's group to the run's setup site, given to be taken away (`add` the access call). */
async function spareSiteAccess(world: SuiteWorld, add: string) {
  const access = { ugd: await runUserGroup(world), std: await runSite(world) };
  await world.ok(add, { ...access, isCreate: 0, isView: 1 });
  return access;
}

/** The run's group with the run's setup site (roster or timesheet access). */
const siteAccess = async (world: SuiteWorld) => ({
  ugd: await runUserGroup(world),
  std: await runSite(world),
  isCreate: 1,
  isView: 1,
});

export const userExamples: ExampleTable = {
  [U.searchByCode.path]: { payload: async () => ({ usrcd: demo.opsd }) },
  [U.list.path]: { payload: async (world) => ({ srch_word: world.stamp }) },
  [U.details.path]: { payload: async (world) => ({ usd: await keptMember(world) }) },
  [U.update.path]: {
    payload: async (world) => ({
      usd: await keptMember(world),
      usr_tp: UserType.GROUP_MEMBER,
      ugd: await runUserGroup(world),
    }),
  },
  [U.delete.path]: { payload: async (world) => ({ usd: await deactivatedMember(world) }) },
  [U.status.path]: {
    payload: async (world) => ({ usd: await keptMember(world), usr_status: UserStatusChange.ACTIVATE }),
  },
  [U.add.path]: { payload: async (world) => ({ usd: await signedUpPerson(world, LEAVING) }) },
  [U.confirmAdd.path]: {
    payload: async (world) => {
      const usd = await signedUpPerson(world, LEAVING);
      await world.ok(U.add.path, { usd });
      return { usd };
    },
  },
  [U.groups.path]: { payload: async () => ({}) },
  [U.groupAdd.path]: { payload: async (world) => ({ group_name: stamped(world, 'New users') }) },
  [U.groupUpdate.path]: {
    payload: async (world) => ({ ugd: await runUserGroup(world), group_name: stamped(world, 'Contract users B') }),
  },
  [U.groupDelete.path]: { payload: async (world) => ({ ugd: await runUserGroup(world, 'Spare users') }) },
  [U.groupRights.path]: { payload: async (world) => ({ ugd: await runUserGroup(world) }) },
  [U.groupRightsSave.path]: {
    payload: async (world) => ({
      ugd: await runUserGroup(world),
      group_rights: [{ right_id: entityPermId(FormId.ROSTER, RightId.ROSTER_VIEW), perm_status: 1 }],
    }),
  },
  [U.groupRosterSites.path]: { payload: async (world) => ({ ugd: await runUserGroup(world) }) },
  [U.groupRosterSiteAdd.path]: { payload: siteAccess },
  [U.groupRosterSiteDelete.path]: { payload: (world) => spareSiteAccess(world, U.groupRosterSiteAdd.path) },
  [U.groupTimesheetSites.path]: { payload: async (world) => ({ ugd: await runUserGroup(world) }) },
  [U.groupTimesheetSiteAdd.path]: { payload: siteAccess },
  [U.groupTimesheetSiteDelete.path]: { payload: (world) => spareSiteAccess(world, U.groupTimesheetSiteAdd.path) },
};
