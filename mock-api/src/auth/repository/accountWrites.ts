/**
 * The accounts domain's writes, the same on both stores: one write each, deciding inside it, so two calls at once
 * on any API process cannot both pass a check that only one may (a mobile or e-mail taken by a verified user, a
 * code used once, a reset request still open, the password a sign-in was checked with still the user's). On
 * PostgreSQL each is a transaction of its own rows (issue 33: no store head lock): its prepare reads and locks the
 * rows its rule decides on (accountSql.ts), and the tables' keys hold the rest (one user per mobile number, a
 * verified user's e-mail theirs alone), a key taken at the same moment running the write again.
 */
import type { SessionGrant } from '../../contract';
import { Status } from '../../contract';
import { issueOtp } from '../../outbox/issueOtp';
import { isoAt } from '../../routes/context';
import { checkOtp } from '../../security/otp';
import { randomToken, sameText } from '../../security/tokens';
import { createSession } from '../../sessions/sessions';
import { makeRoomForVisitor } from '../../sessions/visitorSessions';
import type { DataStore } from '../../store/dataStore';
import { combinedPrepare } from '../../store/combinedPrepare';
import { ReservedIds } from '../../store/reservedIds';
import { makingRoomForVisitor } from '../../sessions/sessionSql';
import type { DbState, PasswordResetRecord, UserRecord } from '../../store/types';
import { readingUser } from '../../users/repository/readingUsers';
import { readingRegistration, readingReset, readingResetRequest, readingVerification } from './accountSql';
import { findByMobile, newUserCode, removeUser, verifiedHolder } from '../../users/users';
import type {
  AccountClock,
  AccountRepository,
  CodeSent,
  RegistrationCheck,
  Registration,
  ResetCodeCheck,
  ResetReference,
} from './accountRepository';

type Writes = Pick<
  AccountRepository,
  | 'openVisitorSession'
  | 'openUserSession'
  | 'register'
  | 'verifyRegistration'
  | 'requestReset'
  | 'checkResetCode'
  | 'setPassword'
>;

/** The open reset request the reference names: its rfd (the first written), and the other three its own. */
export const findReset = (state: DbState, reference: ResetReference): PasswordResetRecord | undefined => {
  const reset = state.password_resets.find((candidate) => candidate.rfd === reference.rfd);
  return reset && isResetOf(reset, reference) ? reset : undefined;
};

/** The reset's other three values are the reference's (compared in constant time). */
export const isResetOf = (reset: PasswordResetRecord, reference: ResetReference): boolean =>
  [
    sameText(reset.rfdd, reference.rfdd),
    sameText(reset.tmd, reference.tmd),
    sameText(reset.tmddc, reference.tmddc),
  ].every(Boolean);

/** The verified user a reset request is for. */
export const resetUser = (state: DbState, reset: PasswordResetRecord): UserRecord | undefined =>
  state.users.find((candidate) => candidate.id === reset.user_id && candidate.verified);

export class AccountWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  /** A session only: a write of its own rows on PostgreSQL (no store head lock), which makes room first. */
  openVisitorSession(clock: AccountClock): Promise<SessionGrant> {
    return this.store.updateRows(
      (draft) => {
        makeRoomForVisitor(draft, clock);
        return createSession(draft, clock, { kind: 'visitor' });
      },
      makingRoomForVisitor(isoAt(clock.now()), clock.config.maxVisitorSessions),
    );
  }

  /** A session only, if the user still has the password hash the sign-in checked: a write of its own rows. */
  openUserSession(userId: number, passHash: string, clock: AccountClock): Promise<SessionGrant | undefined> {
    return this.store.updateRows(
      (draft) =>
        draft.users.some((candidate) => candidate.id === userId && candidate.pass_hash === passHash)
          ? createSession(draft, clock, { kind: 'user', userId })
          : undefined,
      readingUser(userId),
    );
  }

  register(
    registration: Registration,
    clock: AccountClock,
  ): Promise<(CodeSent & { session: SessionGrant }) | undefined> {
    const ids = new ReservedIds({ users: 1, otps: 1 });
    return this.store.updateRows(
      (draft) => {
        if (verifiedHolder(draft, registration.mbl, registration.eml)) return undefined;
        // Numbered before the earlier registration goes: a new user never takes a removed one's number.
        const userId = ids.next('users', draft.users);
        const earlier = findByMobile(draft, registration.mbl);
        if (earlier) removeUser(draft, earlier.id);

        const nowMs = clock.now();
        draft.users.push({
          id: userId,
          usrcd: newUserCode(draft),
          nm: registration.nm,
          snm: registration.snm,
          mbl: registration.mbl,
          eml: registration.eml,
          gender: registration.gender,
          dob: registration.dob,
          pass_hash: registration.pass_hash,
          verified: false,
          location_tp: registration.location_tp,
          lat: registration.lat,
          lng: registration.lng,
          created_at: isoAt(nowMs),
          verified_at: null,
        });
        const session = createSession(draft, clock, { kind: 'user', userId, pending: true });
        const sent = issueOtp(draft, clock, { purpose: 'registration', userId, to: registration.mbl, ids });
        return { session, ...sent };
      },
      combinedPrepare(ids.prepare, readingRegistration(registration.mbl, registration.eml))!,
    );
  }

  verifyRegistration(sessionId: number, userId: number, otp: string, clock: AccountClock): Promise<RegistrationCheck> {
    return this.store.updateRows(
      (draft): RegistrationCheck => {
        const user = draft.users.find((candidate) => candidate.id === userId);
        if (!user) return Status.INVALID;
        const code = draft.otps
          .filter((candidate) => candidate.purpose === 'registration' && candidate.user_id === userId)
          .pop();
        if (!code) return Status.OTP_EXPIRED;
        const check = checkOtp(code, otp, clock.now(), clock.config.otpMaxAttempts);
        if (check !== 'OK') return check;
        if (verifiedHolder(draft, user.mbl, user.eml, user.id)) return Status.USER_EXIST;

        user.verified = true;
        user.verified_at = isoAt(clock.now());
        draft.otps = draft.otps.filter((candidate) => candidate.id !== code.id);
        const session = draft.sessions.find((candidate) => candidate.id === sessionId);
        if (session) session.pending = false;
        return Status.OK;
      },
      readingVerification(userId, sessionId),
    );
  }

  requestReset(mobile: string, clock: AccountClock): Promise<(CodeSent & { reference: ResetReference }) | undefined> {
    const ids = new ReservedIds({ password_resets: 1, otps: 1 });
    return this.store.updateRows(
      (draft) => {
        const user = findByMobile(draft, mobile);
        if (!user?.verified) return undefined;
        const nowMs = clock.now();
        const earlier = new Set(
          draft.password_resets.filter((reset) => reset.user_id === user.id).map((reset) => reset.id),
        );
        draft.password_resets = draft.password_resets.filter((reset) => !earlier.has(reset.id));
        draft.otps = draft.otps.filter((code) => code.reset_id === null || !earlier.has(code.reset_id));

        const reference = { rfd: randomToken(16), rfdd: randomToken(16), tmd: randomToken(16), tmddc: randomToken(16) };
        const resetId = ids.next('password_resets', draft.password_resets);
        draft.password_resets.push({ id: resetId, user_id: user.id, ...reference, created_at: isoAt(nowMs) });
        const sent = issueOtp(draft, clock, { purpose: 'password_reset', userId: user.id, resetId, to: user.mbl, ids });
        return { reference, ...sent };
      },
      combinedPrepare(ids.prepare, readingResetRequest(mobile))!,
    );
  }

  checkResetCode(reference: ResetReference, otp: string, clock: AccountClock): Promise<ResetCodeCheck> {
    return this.store.updateRows((draft): ResetCodeCheck => {
      const open = findReset(draft, reference);
      if (!open || !resetUser(draft, open)) return { status: Status.INVALID_USER };
      const code = draft.otps.find((candidate) => candidate.reset_id === open.id);
      if (!code) return { status: Status.OTP_EXPIRED };
      const status = checkOtp(code, otp, clock.now(), clock.config.otpMaxAttempts);
      return status === 'OK' ? { status, otpId: code.id } : { status };
    }, readingReset(reference.rfd));
  }

  setPassword(
    reference: ResetReference,
    otpId: number,
    passHash: string,
  ): Promise<typeof Status.OK | typeof Status.INVALID_USER> {
    return this.store.updateRows(
      (draft) => {
        // Still the same open request and code (nothing used them while the hash was computed).
        const open = findReset(draft, reference);
        const user = open && resetUser(draft, open);
        if (!open || !user || !draft.otps.some((candidate) => candidate.id === otpId)) return Status.INVALID_USER;

        user.pass_hash = passHash;
        draft.password_resets = draft.password_resets.filter((candidate) => candidate.id !== open.id);
        draft.otps = draft.otps.filter((candidate) => candidate.reset_id !== open.id);
        // On PostgreSQL the prepare read the user's sessions (the state holds none).
        draft.sessions = draft.sessions.filter((session) => session.user_id !== user.id);
        return Status.OK;
      },
      readingReset(reference.rfd, true),
    );
  }
}
