/**
 * Finding a person by their 14-digit user code (the usd of the user calls, the usrcd of the
 * code search) and the answer of the code search (/api/reg/47337).
 */
import type { FoundUser } from '../contract';
import type { LooseRecord } from '../store/collections';
import type { DbState, UserRecord } from '../store/types';
import { countryIdOfUser } from './userCountry';

/** A verified user holding the code; unverified registrations are nobody yet. */
export const findUserByCode = (state: DbState, usrcd: string): UserRecord | undefined =>
  usrcd ? state.users.find((user) => user.verified && user.usrcd === usrcd) : undefined;

/** The ID or passport number of a user record that has one ('' otherwise: sign-up does not ask for it). */
export function idOrPassOf(user: UserRecord): string {
  const value = (user as unknown as LooseRecord).idOrPass;
  return typeof value === 'string' ? value : '';
}

export const toFoundUser = (state: DbState, user: UserRecord): FoundUser => ({
  usrd: user.usrcd,
  nm: user.nm,
  srm: user.snm,
  language_id: 1,
  country_id: countryIdOfUser(state, user),
  date_of_birth: user.dob,
  idOrPassport: idOrPassOf(user),
  isIDORPass: 1,
  gender: user.gender,
});
