/**
 * A person's country, derived from the dial code their mobile number starts with (stored with
 * it, e.g. 27821234567): the country list entry with the longest matching c_code (the first by
 * id when several share it). South Africa (209) when none matches.
 */
import type { CountryRecord, DbState, UserRecord } from '../store/types';

export const DEFAULT_COUNTRY = { id: 209, name: 'South Africa' } as const;

export function countryOfUser(state: DbState, user: Pick<UserRecord, 'mbl'>): CountryRecord | undefined {
  const mobile = user.mbl.replace(/\D/g, '');
  let best: CountryRecord | undefined;
  for (const country of state.countries) {
    const code = country.c_code.replace(/\D/g, '');
    // '00' is the list's placeholder entry, not a dial code.
    if (!code || /^0+$/.test(code) || !mobile.startsWith(code)) continue;
    if (!best || code.length > best.c_code.replace(/\D/g, '').length) best = country;
  }
  return best;
}

/** The id of a person's country (countryOfUser), South Africa's without one. */
export const countryIdOf = (country: CountryRecord | undefined): number => country?.id ?? DEFAULT_COUNTRY.id;

/** The name of a person's country (countryOfUser), South Africa without one. */
export const countryNameOf = (country: CountryRecord | undefined): string => country?.c_nm ?? DEFAULT_COUNTRY.name;

export const countryIdOfUser = (state: DbState, user: Pick<UserRecord, 'mbl'>): number =>
  countryIdOf(countryOfUser(state, user));

export const countryNameOfUser = (state: DbState, user: Pick<UserRecord, 'mbl'>): string =>
  countryNameOf(countryOfUser(state, user));
