/**
 * The write calls of the USERS form (right 1), TimesPaths.users: users of the app (add, confirm
 * add, update, status, delete), user groups (add, rename, delete), group rights and group site
 * access for rosters and timesheets. Never an operations manager's.
 */
import { FormId, Paths, RightId, UserType } from '../../contract';
import { entityPermId } from '@times/shared-sdk/schemas';
import { demo } from '../harness';
import { addGroup, addMember, addPerson } from './people';
import type { WriteCall, WriteCallWorld } from './types';
import { okField } from './types';

const right = { formId: FormId.USERS, rightId: RightId.MANAGE };
const u = Paths.users;
const SITE = demo.site.sd;

/** A person found by their user code (the user code search), ready to add: their usrd. */
async function foundPerson({ server, admin }: WriteCallWorld): Promise<string> {
  const usrcd = await addPerson(server, '79876543210987', 'Ayanda');
  return okField<{ usrd: string }>(await admin(u.searchByCode, { usrcd }), 'usr', 'user search by code').usrd;
}

export const userWriteCalls: readonly WriteCall[] = [
  {
    name: 'user add',
    path: u.add,
    right,
    ops: false,
    ownAppAdd: true,
    payload: async (world) => ({ usd: await foundPerson(world) }),
  },
  {
    name: 'user confirm add',
    path: u.confirmAdd,
    right,
    ops: false,
    payload: async (world) => {
      const usrd = await foundPerson(world);
      const added = await world.admin(u.add, { usd: usrd });
      return { usd: okField<string | undefined>(added, 'usd', 'user add') ?? usrd };
    },
  },
  {
    name: 'user update',
    path: u.update,
    right,
    ops: false,
    payload: async ({ server }) => ({ usd: await addMember(server), usr_tp: UserType.ADMIN, ugd: '' }),
  },
  {
    name: 'user status',
    path: u.status,
    right,
    ops: false,
    payload: async ({ server }) => ({ usd: await addMember(server), usr_status: 10 }),
  },
  {
    name: 'user delete',
    path: u.delete,
    right,
    ops: false,
    payload: async ({ server }) => ({ usd: await addMember(server, 'Deactivated') }),
  },
  {
    name: 'group add',
    path: u.groupAdd,
    right,
    ops: false,
    ownAppAdd: true,
    payload: async () => ({ group_name: 'Weekend supervisors' }),
  },
  {
    name: 'group update',
    path: u.groupUpdate,
    right,
    ops: false,
    payload: async ({ server }) => ({ ugd: await addGroup(server), group_name: 'Late supervisors' }),
  },
  {
    name: 'group delete',
    path: u.groupDelete,
    right,
    ops: false,
    payload: async ({ server }) => ({ ugd: await addGroup(server) }),
  },
  {
    name: 'group rights save',
    path: u.groupRightsSave,
    right,
    ops: false,
    payload: async ({ server }) => ({
      ugd: await addGroup(server),
      group_rights: [{ right_id: entityPermId(FormId.ROSTER, RightId.ROSTER_VIEW), perm_status: 1 }],
    }),
  },
  {
    name: 'group roster site add',
    path: u.groupRosterSiteAdd,
    right,
    ops: false,
    payload: async ({ server }) => ({ ugd: await addGroup(server), std: SITE, isCreate: 1, isView: 1 }),
  },
  {
    name: 'group roster site delete',
    path: u.groupRosterSiteDelete,
    right,
    ops: false,
    payload: async ({ server }) => ({ ugd: await addGroup(server, ['roster']), std: SITE }),
  },
  {
    name: 'group timesheet site add',
    path: u.groupTimesheetSiteAdd,
    right,
    ops: false,
    payload: async ({ server }) => ({ ugd: await addGroup(server), std: SITE, isCreate: 0, isView: 1 }),
  },
  {
    name: 'group timesheet site delete',
    path: u.groupTimesheetSiteDelete,
    right,
    ops: false,
    payload: async ({ server }) => ({ ugd: await addGroup(server, ['timesheet']), std: SITE }),
  },
];
