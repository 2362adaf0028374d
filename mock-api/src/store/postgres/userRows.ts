/**
 * The accounts domain's tables (migrations/*_accounts.sql) as the store sees them: users, their password reset
 * requests and one-time codes. A write's new or changed rows are upserted by id with the ids the write gave them
 * (a sign-up's and a reset's take theirs from the table's sequence in their prepare: store/reservedIds.ts; the
 * seed's and a fixture's are their own, the sequence then moved past them); a removed one is deleted, and its
 * rows of the other tables go with it (foreign keys: a user's codes, requests and sessions, a request's codes).
 * Not counted: nothing caches their rows across calls (a call's opening reads its user by its key).
 */
import type { OtpRecord, PasswordResetRecord, UserRecord } from '../types';
import { upsertJson, writeByIds } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { integerKeyOf, isoText } from './typedTable';
import type { TypedTable } from './typedTable';

/**
 * The row (alias u) as the API's record: the fields a record has (a location and an ID or passport number only
 * when it has them), verified_at null until the code is verified.
 */
export const USER_DOC = (u = 'u'): string => `(json_strip_nulls(json_build_object('id', ${u}.id, 'usrcd', ${u}.usrcd,
  'nm', ${u}.nm, 'snm', ${u}.snm, 'mbl', ${u}.mbl, 'eml', ${u}.eml, 'gender', ${u}.gender,
  'dob', to_char(${u}.dob, 'YYYY-MM-DD'), 'pass_hash', ${u}.pass_hash, 'verified', ${u}.verified,
  'location_tp', ${u}.location_tp, 'lat', ${u}.lat, 'lng', ${u}.lng, 'idOrPass', ${u}.id_or_pass,
  'created_at', ${isoText(`${u}.created_at`)}))::jsonb
  || jsonb_build_object('verified_at', ${isoText(`${u}.verified_at`)}))::json`;

/**
 * The user id a JSON value names, as `===` compares it with a user's id (a number: the string of its digits names
 * nobody), for a join on the users' key; null for anything else.
 */
export const userIdOf = integerKeyOf;

/** The row (alias r) as the API's record. */
export const RESET_DOC = `json_build_object('id', r.id, 'user_id', r.user_id, 'rfd', r.rfd, 'rfdd', r.rfdd,
  'tmd', r.tmd, 'tmddc', r.tmddc, 'created_at', ${isoText('r.created_at')})`;

/** The row (alias c) as the API's record. */
export const CODE_DOC = `json_build_object('id', c.id, 'purpose', c.purpose, 'user_id', c.user_id,
  'reset_id', c.reset_id, 'code_hash', c.code_hash, 'attempts', c.attempts,
  'created_at', ${isoText('c.created_at')}, 'expires_at', ${isoText('c.expires_at')})`;

const USERS: JsonUpsert = {
  table: 'users',
  counted: false,
  conflict: '(id)',
  columns: {
    usrcd: 'text',
    nm: 'text',
    snm: 'text',
    mbl: 'text',
    eml: 'text',
    gender: 'smallint',
    dob: 'date',
    pass_hash: 'text',
    verified: 'boolean',
    location_tp: 'smallint',
    lat: 'double precision',
    lng: 'double precision',
    id_or_pass: 'text',
    created_at: 'timestamptz',
    verified_at: 'timestamptz',
  },
  update: ['nm', 'snm', 'mbl', 'eml', 'gender', 'dob', 'pass_hash', 'verified', 'verified_at'],
};

/** An ID or passport number a record put in by hand holds (sign-up asks for none). */
const idOrPassOf = (user: UserRecord): string | null => {
  const value = (user as unknown as { idOrPass?: unknown }).idOrPass;
  return typeof value === 'string' ? value : null;
};

const userRow = (user: UserRecord): Record<string, unknown> & { id: number } => ({
  id: user.id,
  usrcd: user.usrcd,
  nm: user.nm,
  snm: user.snm,
  mbl: user.mbl,
  eml: user.eml,
  gender: user.gender,
  dob: /^\d{4}-\d{2}-\d{2}$/.test(user.dob) ? user.dob : null,
  pass_hash: user.pass_hash,
  verified: user.verified,
  location_tp: user.location_tp ?? null,
  lat: user.lat ?? null,
  lng: user.lng ?? null,
  id_or_pass: idOrPassOf(user),
  created_at: user.created_at,
  verified_at: user.verified_at ?? null,
});

const RESETS: JsonUpsert = {
  table: 'password_resets',
  counted: false,
  conflict: '(id)',
  columns: { user_id: 'integer', rfd: 'text', rfdd: 'text', tmd: 'text', tmddc: 'text', created_at: 'timestamptz' },
  update: ['rfdd', 'tmd', 'tmddc'],
};

const resetRow = (reset: PasswordResetRecord): Record<string, unknown> & { id: number } => ({ ...reset });

const CODES: JsonUpsert = {
  table: 'one_time_codes',
  counted: false,
  conflict: '(id)',
  columns: {
    purpose: 'text',
    user_id: 'integer',
    reset_id: 'bigint',
    code_hash: 'text',
    attempts: 'integer',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
  },
  // A wrong guess counts on the code.
  update: ['attempts'],
};

const codeRow = (code: OtpRecord): Record<string, unknown> & { id: number } => ({ ...code });

/** The users' table as the store sees it (typedTables.ts). */
export const users: TypedTable = {
  collection: 'users',
  table: 'users',
  counted: false,
  cascades: true,
  docs: `SELECT ${USER_DOC()} AS doc FROM users u ORDER BY u.id`,
  write: (client, changes) => writeByIds(client, USERS, changes, userRow),
  restore: (client, records) => upsertJson(client, USERS, (records as UserRecord[]).map(userRow)),
};

/** The password reset requests' table as the store sees it. */
export const passwordResets: TypedTable = {
  collection: 'password_resets',
  table: 'password_resets',
  counted: false,
  cascades: true,
  docs: `SELECT ${RESET_DOC} AS doc FROM password_resets r ORDER BY r.id`,
  write: (client, changes) => writeByIds(client, RESETS, changes, resetRow),
  restore: (client, records) => upsertJson(client, RESETS, (records as PasswordResetRecord[]).map(resetRow)),
};

/** The one-time codes' table as the store sees it. */
export const oneTimeCodes: TypedTable = {
  collection: 'otps',
  table: 'one_time_codes',
  counted: false,
  docs: `SELECT ${CODE_DOC} AS doc FROM one_time_codes c ORDER BY c.id`,
  write: (client, changes) => writeByIds(client, CODES, changes, codeRow),
  restore: (client, records) => upsertJson(client, CODES, (records as OtpRecord[]).map(codeRow)),
};
