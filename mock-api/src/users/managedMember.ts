/**
 * The member a user call names by usd (the person's user code), with the status to answer
 * otherwise (spec 001 sections 4 and 6):
 *  - USER_NOT_FOUND: no such person, or not a confirmed member of the app. An admin of the
 *    app by organization or ownership (no member record) is never managed.
 *  - CANT_UPDATE_SELF: a change (update, status, delete) naming the caller themselves.
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import type { AppMemberRecord, DbState, UserRecord } from '../store/types';
import { findUserByCode } from './foundUser';
import { findMember, isConfirmedMember } from './members';

/** Why a member cannot be read or changed: no confirmed member with the code, or the caller themself. */
export type MemberRefusal = typeof UserStatusCode.USER_NOT_FOUND | typeof UserStatusCode.CANT_UPDATE_SELF;

interface FoundMember {
  ok: true;
  user: UserRecord;
  member: AppMemberRecord;
}

export type ReadMember = FoundMember | { ok: false; result: { status: typeof UserStatusCode.USER_NOT_FOUND } };
export type ManagedMember = FoundMember | { ok: false; result: { status: MemberRefusal } };

const refused = <S extends MemberRefusal>(status: S) => ({ ok: false as const, result: { status } });

/** The confirmed member of the app holding the code (for reading). */
export function memberToRead(state: DbState, appId: string, usd: string): ReadMember {
  const user = findUserByCode(state, usd);
  const member = user ? findMember(state, appId, user.id) : undefined;
  if (!user || !member || !isConfirmedMember(member)) return refused(UserStatusCode.USER_NOT_FOUND);
  return { ok: true, user, member };
}

/** The confirmed member of the app holding the code, other than the caller (for changing). */
export function memberToChange(state: DbState, appId: string, callerId: number, usd: string): ManagedMember {
  if (findUserByCode(state, usd)?.id === callerId) return refused(UserStatusCode.CANT_UPDATE_SELF);
  return memberToRead(state, appId, usd);
}
