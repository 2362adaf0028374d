/**
 * A user as the store holds one, for tests that put people in directly: every field the users' table requires
 * (issue 33: on PostgreSQL they are rows of a table with keys, so each has its own code and mobile).
 */
import type { UserRecord } from '../store/types';

export const testUser = (id: number, fields: Partial<UserRecord> = {}): UserRecord => ({
  id,
  usrcd: String(80_000_000_000_000 + id),
  nm: `Person${id}`,
  snm: 'Tester',
  mbl: `2779${String(id).padStart(7, '0')}`,
  eml: '',
  gender: 1,
  dob: '1990-01-31',
  pass_hash: 'scrypt$16384$8$1$none$none',
  verified: true,
  created_at: '2026-01-10T00:00:00.000Z',
  verified_at: '2026-01-10T00:00:00.000Z',
  ...fields,
});
