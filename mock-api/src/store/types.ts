/** Records of the store, one collection each. Dates are ISO 8601 strings, ids are numbers. */
import type { Country, UserDetails } from '../contract';

export type CountryRecord = Country;

/** A user as stored: the details the API answers (usrcd a 14-digit code, eml lower-cased) plus secrets. */
export interface UserRecord extends Omit<UserDetails, 'status'> {
  id: number;
  /** scrypt$N$r$p$salt$hash, see security/password.ts. Never the clear password. */
  pass_hash: string;
  verified: boolean;
  location_tp?: number;
  lat?: number;
  lng?: number;
  created_at: string;
  verified_at?: string | null;
}

export type SessionKind = 'visitor' | 'user';

export interface SessionRecord {
  id: number;
  sid: string;
  /** sha256 of srm and scd; the clear values only travel to the client. */
  secret_hash: string;
  kind: SessionKind;
  /** A user session from registration whose OTP is not verified yet. */
  pending: boolean;
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

export type OtpPurpose = 'registration' | 'password_reset';

export interface OtpRecord {
  id: number;
  purpose: OtpPurpose;
  user_id: number;
  /** The password reset this code belongs to (password_reset only). */
  reset_id: number | null;
  /** sha256 of the code. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetRecord {
  id: number;
  user_id: number;
  rfd: string;
  rfdd: string;
  tmd: string;
  tmddc: string;
  created_at: string;
}

export interface OutboxMessage {
  id: number;
  /** Mobile number. */
  to: string;
  text: string;
  code: string;
  purpose: OtpPurpose;
  created_at: string;
}

export interface ContactRequestRecord {
  id: number;
  name: string;
  surname: string;
  email: string;
  mobile: string;
  product_id: number;
  user_id: number | null;
  created_at: string;
}

export interface DbState {
  countries: CountryRecord[];
  users: UserRecord[];
  sessions: SessionRecord[];
  otps: OtpRecord[];
  password_resets: PasswordResetRecord[];
  outbox: OutboxMessage[];
  contact_requests: ContactRequestRecord[];
}

export type CollectionName = keyof DbState;

export const emptyState = (): DbState => ({
  countries: [],
  users: [],
  sessions: [],
  otps: [],
  password_resets: [],
  outbox: [],
  contact_requests: [],
});

/** Next numeric id of a collection (1 for an empty one). */
export const nextId = (records: readonly { id: number }[]): number =>
  records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
