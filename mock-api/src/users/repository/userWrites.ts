/**
 * The users domain's writes, the same on both stores: one store update each (one transaction on
 * PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (the last seat of the user licence, a member
 * confirmed, changed or removed meanwhile, a group removed or a site unassigned meanwhile). On PostgreSQL each
 * reads the person the call names by code into its draft first (the users have a table of their own; an add also the
 * app's organization, whose administrators are no members), and the
 * membership it decides on (readingMembers.ts: an add or a confirm the app's, under its lock; a change the one
 * member's, its row locked); a change to a group member the group, its row locked for share (its removal at the
 * same moment waits, then finds the member). All but a removal (which also clears the member's sites' manager, a
 * store record) are writes of the members' rows only (updateRows).
 */
import { MemberStatus, UserStatusCode } from '@times/shared-sdk/schemas';
import type { MemberStatusName } from '@times/shared-sdk/schemas';
import { UserType } from '../../contract';
import { findGroup } from '../../groups/groups';
import { isAdminByOwnership } from '../../rights';
import { isoAt } from '../../routes/context';
import type { DataStore } from '../../store/dataStore';
import { readingPersonOfCode } from './readingUsers';
import { readingGroupToJoin } from '../../groups/repository/readingGroups';
import { combinedPrepare } from '../../store/combinedPrepare';
import { ReservedIds } from '../../store/reservedIds';
import { readingAppMembers, readingMemberOfCode } from './readingMembers';
import { readingOrganization } from '../../apps/repository/readingApps';
import { baseOf } from '../../store/mutation';
import type { AppMemberRecord, AppRecord, DbState, UserRecord, UserTypeCode } from '../../store/types';
import { opsSitesOf } from '../appUsers';
import { findUserByCode } from '../foundUser';
import { memberToChange } from '../managedMember';
import { findMember, isConfirmedMember, memberStatusOf, userLicenceFull } from '../members';
import type {
  MemberRefusal,
  UserAdd,
  UserConfirm,
  UserRemove,
  UserRepository,
  UserStatusChange,
  UserTypeChange,
} from './userRepository';
import { lockingManagedSites, readingSites } from '../../sites/repository/readingSites';

type Writes = Pick<UserRepository, 'add' | 'confirm' | 'setType' | 'setStatus' | 'remove'>;

/** The confirmed member of the app holding the code, not the caller, on the newest state (managedMember.ts). */
function changed(
  state: DbState,
  appId: string,
  callerId: number,
  usd: string,
): { refused: MemberRefusal } | { member: AppMemberRecord; user: UserRecord } {
  const found = memberToChange(state, appId, callerId, usd);
  if (found.ok) return found;
  return { refused: found.result.status === UserStatusCode.CANT_UPDATE_SELF ? 'self' : 'not-found' };
}

/** The draft of the member record (the same record of the newest state). */
const drafted = (draft: DbState, member: AppMemberRecord): AppMemberRecord | undefined =>
  draft.app_members.find((candidate) => candidate.id === member.id);

export class UserWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(app: AppRecord, usd: string, nowMs: number): Promise<UserAdd> {
    const appId = app.app_id;
    const ids = new ReservedIds({ app_members: 1 });
    return this.store.updateRows(
      (draft): UserAdd => {
        // On the newest state: an add never replaces a member confirmed meanwhile, nor takes a seat filled meanwhile.
        const newest = baseOf(draft);
        const user = findUserByCode(newest, usd);
        if (!user) return { status: 'no-user' };
        const member = findMember(newest, appId, user.id);
        if ((member && isConfirmedMember(member)) || isAdminByOwnership(newest, app, user.id))
          return { status: 'exists' };
        if (userLicenceFull(newest, app)) return { status: 'licence-full' };
        draft.app_members = draft.app_members.filter(
          (candidate) => !(candidate.app_id === appId && candidate.user_id === user.id),
        );
        draft.app_members.push({
          id: ids.next('app_members', draft.app_members),
          app_id: appId,
          user_id: user.id,
          user_type: UserType.GROUP_MEMBER,
          group_id: null,
          ops_site_ids: [],
          status: MemberStatus.PENDING,
          added_at: isoAt(nowMs),
          confirmed: false,
        });
        return { status: 'added', usd: user.usrcd };
      },
      combinedPrepare(readingPersonOfCode(usd), readingAppMembers(appId), readingOrganization(app.cmpd), ids.prepare)!,
    );
  }

  confirm(app: AppRecord, usd: string): Promise<UserConfirm> {
    return this.store.updateRows(
      (draft): UserConfirm => {
        // On the newest state: two confirms at once cannot both take the last seat; an add made meanwhile
        // replaced the record, so the member is found here.
        const newest = baseOf(draft);
        const user = findUserByCode(newest, usd);
        const member = user ? findMember(newest, app.app_id, user.id) : undefined;
        if (!user || !member) return { status: 'not-found' };
        if (isConfirmedMember(member)) return { status: 'confirmed', usd: user.usrcd };
        if (userLicenceFull(newest, app)) return { status: 'licence-full' };
        const stored = drafted(draft, member);
        if (stored) stored.confirmed = true;
        return { status: 'confirmed', usd: user.usrcd };
      },
      combinedPrepare(readingPersonOfCode(usd), readingAppMembers(app.app_id))!,
    );
  }

  setType(appId: string, callerId: number, usd: string, type: UserTypeCode, ugd: string): Promise<UserTypeChange> {
    return this.store.updateRows(
      (draft): UserTypeChange => {
        const newest = baseOf(draft);
        const found = changed(newest, appId, callerId, usd);
        if ('refused' in found) return found.refused;
        // On the newest state: a group removed, or the last operations site taken away, meanwhile.
        const group = type === UserType.GROUP_MEMBER ? findGroup(newest, appId, ugd) : undefined;
        if (type === UserType.GROUP_MEMBER && !group) return 'no-group';
        if (type === UserType.OPERATION_MANAGER && opsSitesOf(newest, found.member).length === 0) return 'no-ops-sites';
        const member = drafted(draft, found.member);
        if (member) Object.assign(member, { user_type: type, group_id: group?.id ?? null });
        return 'changed';
      },
      combinedPrepare(
        readingPersonOfCode(usd),
        readingMemberOfCode(appId, usd),
        type === UserType.GROUP_MEMBER ? readingGroupToJoin(appId, ugd) : undefined,
        // The sites an operations manager is given (a table of their own on PostgreSQL), for share.
        { after: (read) => readingSites(appId, read.app_members?.[0]?.ops_site_ids ?? []) },
      )!,
    );
  }

  setStatus(appId: string, callerId: number, usd: string, status: MemberStatusName): Promise<UserStatusChange> {
    return this.store.updateRows(
      (draft): UserStatusChange => {
        const found = changed(baseOf(draft), appId, callerId, usd);
        if ('refused' in found) return found.refused;
        const member = drafted(draft, found.member);
        if (member) member.status = status;
        return 'changed';
      },
      combinedPrepare(readingPersonOfCode(usd), readingMemberOfCode(appId, usd))!,
    );
  }

  remove(appId: string, callerId: number, usd: string): Promise<UserRemove> {
    return this.store.update(
      (draft): UserRemove => {
        // On the newest state: a member activated meanwhile stays.
        const found = changed(baseOf(draft), appId, callerId, usd);
        if ('refused' in found) return found.refused;
        if (memberStatusOf(found.member) !== MemberStatus.DEACTIVATED) return 'not-deactivated';
        const { member, user } = found;
        draft.app_members = draft.app_members.filter((candidate) => candidate.id !== member.id);
        for (const site of draft.sites) if (site.app_id === appId && site.ops === user.id) site.ops = null;
        return 'removed';
      },
      combinedPrepare(readingPersonOfCode(usd), readingMemberOfCode(appId, usd), {
        // The sites they manage (a table of their own on PostgreSQL), locked: their manager is cleared.
        after: (read) => {
          const user = read.users?.[0];
          return user && lockingManagedSites(appId, user.id);
        },
      }),
    );
  }
}
