/**
 * Finding a person by their 14-digit user code (the usd of the user calls, the usrcd of the
 * code search) and the answer of the code search (/api/reg/47337).
 */
import type { FoundUser } from '../contract';
import type { LooseRecord } from '../store/collections';
import type { CountryRecord, DbState, UserRecord } from '../store/types';
import { countryIdOf, countryOfUser } from './userCountry';

/** A verified user holding the code; unverified registrations are nobody yet. */
export const findUserByCode = (state: DbState, usrcd: string): UserRecord | undefined =>
  usrcd ? state.users.find((user) => user.verified && user.usrcd === usrcd) : undefined;

/** The ID or passport number of a user record that has one ('' otherwise: sign-up does not ask for it). */
export function idOrPassOf(user: UserRecord): string {
  const value = (user as unknown as LooseRecord).idOrPass;
  return typeof value === 'string' ? value : '';
}

/** The code search's answer for a person and their country (userCountry.ts countryOfUser). */
export const foundUserOf = (user: UserRecord, country: CountryRecord | undefined): FoundUser => ({
  usrd: user.usrcd,
  nm: user.nm,
  srm: user.snm,
  language_id: 1,
  country_id: countryIdOf(country),
  date_of_birth: user.dob,
  idOrPassport: idOrPassOf(user),
  isIDORPass: 1,
  gender: user.gender,
});

export const toFoundUser = (state: DbState, user: UserRecord): FoundUser =>
  foundUserOf(user, countryOfUser(state, user));
