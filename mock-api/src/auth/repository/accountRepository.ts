/**
 * The accounts domain's records (users, their sessions, one-time codes and password resets), as
 * the sign-up, sign-in and password routes reach them: never the store object directly. Two
 * implementations: the embedded one over the store's state (embeddedAccounts.ts) and PostgreSQL,
 * whose reads are SQL on indexed rows (postgresAccounts.ts). Writes are the same on both: one
 * store update each, deciding on the newest state inside it (accountWrites.ts). The throttles
 * stay in ctx.throttles.
 */
import type { RequestSession, SessionGrant, Status } from '../../contract';
import type { RouteContext } from '../../routes/context';
import type { OtpCheck } from '../../security/otp';
import type { SessionNeed } from '../../sessions/sessions';
import type { OutboxMessage, PasswordResetRecord, SessionRecord, UserRecord } from '../../store/types';

/** A call's session and its user (none for a visitor's session). */
export interface CallSession {
  session: SessionRecord;
  user: UserRecord | undefined;
}

/** The clock and settings a session or a code is issued with (the route's context). */
export type AccountClock = RouteContext;

/** What registration writes (the e-mail normalized, the password hashed). */
export interface Registration {
  nm: string;
  snm: string;
  mbl: string;
  eml: string;
  gender: 1 | 2;
  dob: string;
  pass_hash: string;
  location_tp: number;
  lat: number;
  lng: number;
}

/** A code sent: when it expires and the message that carries it. */
export interface CodeSent {
  expiresAt: string;
  message: OutboxMessage;
}

/** The four reference values of a password reset request. */
export type ResetReference = Pick<PasswordResetRecord, 'rfd' | 'rfdd' | 'tmd' | 'tmddc'>;

/** What an OTP verification of a registration decided. */
export type RegistrationCheck = OtpCheck | typeof Status.INVALID | typeof Status.USER_EXIST;

/** What checking a reset's code decided (with the code's id when it matched). */
export type ResetCodeCheck =
  { status: 'OK'; otpId: number } | { status: Exclude<OtpCheck, 'OK'> | typeof Status.INVALID_USER };

export interface AccountRepository {
  /** The live session the request names (its secrets, not expired) when it is of the kind needed. */
  session(request: RequestSession, need: SessionNeed, nowMs: number): Promise<SessionRecord | undefined>;
  /** The user of that id. */
  user(userId: number): Promise<UserRecord | undefined>;
  /**
   * The live session the request names when it is of the kind needed, with its user (none for a visitor's):
   * what every signed-in call's opening reads, in one read.
   */
  sessionUser(request: RequestSession, need: SessionNeed, nowMs: number): Promise<CallSession | undefined>;
  /** The first user written with that mobile number. */
  byMobile(mobile: string): Promise<UserRecord | undefined>;
  /** The first user written with that e-mail (normalized); none for an empty one. */
  byEmail(email: string): Promise<UserRecord | undefined>;
  /** The verified user of the open reset request the reference names (all four values its own). */
  resetOwner(reference: ResetReference): Promise<UserRecord | undefined>;

  /** A new visitor session, room made for it (the oldest visitor sessions go past the limit). */
  openVisitorSession(clock: AccountClock): Promise<SessionGrant>;
  /** A user session, if the user still has the password hash the sign-in was checked with. */
  openUserSession(userId: number, passHash: string, clock: AccountClock): Promise<SessionGrant | undefined>;
  /**
   * An unverified user with a pending session and a code sent, replacing an unverified
   * registration of the mobile; undefined when a verified user holds the mobile or e-mail.
   */
  register(
    registration: Registration,
    clock: AccountClock,
  ): Promise<(CodeSent & { session: SessionGrant }) | undefined>;
  /** Checks the registration's last code and, when it matches, verifies the user and makes the session full. */
  verifyRegistration(sessionId: number, userId: number, otp: string, clock: AccountClock): Promise<RegistrationCheck>;
  /**
   * A reset request of the verified user of the mobile with a code sent, the user's earlier
   * requests dropped; undefined when no verified user has it.
   */
  requestReset(mobile: string, clock: AccountClock): Promise<(CodeSent & { reference: ResetReference }) | undefined>;
  /** Checks the code of the open request (a wrong one is counted on the code). */
  checkResetCode(reference: ResetReference, otp: string, clock: AccountClock): Promise<ResetCodeCheck>;
  /**
   * Stores the new hash if the request and its checked code are still open, closing the request
   * and ending the user's sessions.
   */
  setPassword(
    reference: ResetReference,
    otpId: number,
    passHash: string,
  ): Promise<typeof Status.OK | typeof Status.INVALID_USER>;
}
