/** The country of an employee or an import file must be one of the country list (the countries call). */
import type { DbState } from '../store/types';

export const isKnownCountry = (state: DbState, countryId: number): boolean =>
  state.countries.some((country) => country.id === countryId);
