/**
 * People and groups the users-page write calls work on, put straight into the store (so that a
 * broken add route does not hide the rights of the others): a person who is no member of the demo
 * app, a member of it (Zodwa, a group member), and a group of its own with no members.
 */
import { UserType } from '../../contract';
import type { AppMemberRecord, UserRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo, editStore } from '../harness';
import type { TestServer } from '../harness';

const SUPERVISORS = 'Site supervisors';

/** A verified user of the platform (no member of any app): their usrcd. */
export async function addPerson(server: TestServer, usrcd: string, nm: string): Promise<string> {
  // Numbered after the users the database holds (on PostgreSQL the state holds none: issue 33).
  const id = nextId(server.readDb().users);
  await editStore(server, (draft) => {
    const user: UserRecord = {
      id,
      usrcd,
      nm,
      snm: 'Tester',
      mbl: `2782${usrcd.slice(-7)}`,
      eml: `${nm.toLowerCase()}@people.test`,
      gender: 2,
      dob: '1991-06-15',
      pass_hash: 'scrypt$16384$8$1$none$none',
      verified: true,
      created_at: '2026-01-10T00:00:00.000Z',
      verified_at: '2026-01-10T00:00:00.000Z',
    };
    draft.users.push(user);
  });
  return usrcd;
}

/** Zodwa: an Active (or `status`) group member of the demo app, in the supervisors' group: her usrcd (the usd of the calls). */
export async function addMember(server: TestServer, status: AppMemberRecord['status'] = 'Active'): Promise<string> {
  const usrcd = await addPerson(server, '71234567890123', 'Zodwa');
  const user = server.readDb().users.find((candidate) => candidate.usrcd === usrcd)!;
  await editStore(
    server,
    (draft) => {
      const group = draft.user_groups.find(
        (candidate) => candidate.app_id === demo.app.appId && candidate.name === SUPERVISORS,
      );
      draft.app_members.push({
        id: nextId(draft.app_members),
        app_id: demo.app.appId,
        user_id: user.id,
        user_type: UserType.GROUP_MEMBER,
        group_id: group?.id ?? null,
        ops_site_ids: [],
        status,
        added_at: '2026-02-01T08:00:00.000Z',
        confirmed: true,
      });
    },
    { reading: ['user_groups', 'app_members'] },
  );
  return usrcd;
}

/** A user group of the demo app without members or rights ('Night supervisors'): its gdd (the ugd of the calls). */
export async function addGroup(server: TestServer, sites: readonly ('roster' | 'timesheet')[] = []): Promise<string> {
  const gdd = 'nightSupervisors';
  await editStore(
    server,
    (draft) => {
      const id = nextId(draft.user_groups);
      draft.user_groups.push({ id, gdd, app_id: demo.app.appId, name: 'Night supervisors', rights: [] });
      for (const kind of sites) {
        draft.group_sites.push({
          id: nextId(draft.group_sites),
          app_id: demo.app.appId,
          group_id: id,
          std: demo.site.sd,
          kind,
          isCreate: 1,
          isView: 1,
        });
      }
    },
    { reading: ['user_groups', 'group_sites'] },
  );
  return gdd;
}
