/**
 * Public holidays of the app's country (default South Africa) from the `date-holidays` package
 * (ISC; holiday data CC-BY-SA, see the package's LICENSE).
 *
 * - Only days of type 'public' count. The package also answers observances (Easter Sunday,
 *   Mother's Day, Father's Day, Nelson Mandela Day…), which are normal working days.
 * - Dates are the package's local date strings ('2026-12-25 00:00:00' → '2026-12-25'); its `start`
 *   Date objects are instants in the country's time zone and fall on the day before in UTC.
 * - Substitute days are kept: South Africa's Public Holidays Act makes the Monday after a public
 *   holiday that falls on a Sunday a public holiday too, and the package marks it type 'public'
 *   (e.g. 2026-08-10, "Public Holiday", after National Women's Day on Sunday 2026-08-09). Both the
 *   Sunday and the Monday are holidays of the roster.
 * - An unknown country code gives no holidays (the roster then treats every day by its weekday).
 * - Each country and year is computed once and cached.
 */
import Holidays from 'date-holidays';
import { requireDate } from './dates';

const cache = new Map<string, ReadonlySet<string>>();

function normaliseCountry(country: string | undefined): string {
  return (country || 'ZA').trim().toUpperCase();
}

/** The public holidays of one country and year, as YYYY-MM-DD local dates. */
export function publicHolidaysOfYear(country: string, year: number): ReadonlySet<string> {
  const code = normaliseCountry(country);
  const key = `${code}:${year}`;
  let dates = cache.get(key);
  if (!dates) {
    const calendar = new Holidays(code);
    dates = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    cache.set(key, dates);
  }
  return dates;
}

/**
 * The public holidays from `from` to `to` (both YYYY-MM-DD, both included) in `country`
 * (ISO 3166-1 alpha-2, default 'ZA').
 */
export function publicHolidays(country: string = 'ZA', from: string, to: string): Set<string> {
  const start = requireDate(from, 'start date');
  const end = requireDate(to, 'end date');
  const first = from.slice(0, 10);
  const last = to.slice(0, 10);
  const result = new Set<string>();
  for (let year = start.year; year <= end.year; year += 1) {
    for (const date of publicHolidaysOfYear(country, year)) {
      if (date >= first && date <= last) result.add(date);
    }
  }
  return result;
}

/** Whether the package knows the country (an unknown one gives no holidays). */
export function isSupportedCountry(country: string): boolean {
  const countries = new Holidays().getCountries();
  return Object.prototype.hasOwnProperty.call(countries, normaliseCountry(country));
}
