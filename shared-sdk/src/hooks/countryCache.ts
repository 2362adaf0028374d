/** The country list cached in local storage, prefixed with the 'Select Country' entry (code 00). */
import type { Country } from '../api/types';
import { messages } from '../catalogue/messages';
import { COUNTRIES_STORAGE_KEY, PLACEHOLDER_COUNTRY_CODE } from '../constants/codes';

export const PLACEHOLDER_COUNTRY: Country = {
  id: 0,
  c_nm: messages.auth.selectCountry,
  c_code: PLACEHOLDER_COUNTRY_CODE,
  crnc_code: '',
};

export function withPlaceholder(countries: Country[]): Country[] {
  return [PLACEHOLDER_COUNTRY, ...countries.filter((c) => c.c_code !== PLACEHOLDER_COUNTRY_CODE)];
}

export function readCachedCountries(): Country[] | null {
  try {
    const raw = localStorage.getItem(COUNTRIES_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) && parsed.length > 1 ? (parsed as Country[]) : null;
  } catch {
    return null;
  }
}

export function cacheCountries(countries: Country[]): Country[] {
  const list = withPlaceholder(countries);
  try {
    localStorage.setItem(COUNTRIES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: the list still works for this page
  }
  return list;
}
