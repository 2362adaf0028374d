/**
 * The availability dialog's lists as the admin edits them (EmployeeAvailability): pure changes,
 * each list kept in date (or weekday) order, and the context the add forms validate against.
 */
import type { AvailabilityFormContext, DayRequest, EmployeeAvailability } from '@times/shared-sdk';
import { AVAILABILITY_WEEKDAYS, AvailabilityLimits } from '@times/shared-sdk/app';
import type { AvailabilityWeekday } from '@times/shared-sdk/app';

const byDate = (a: DayRequest, b: DayRequest) => a.entry_date.localeCompare(b.entry_date);

export const withDate = (draft: EmployeeAvailability, date: string): EmployeeAvailability => ({
  ...draft,
  unavailable_dates: [...new Set([...draft.unavailable_dates, date])].sort(),
});

export const withoutDate = (draft: EmployeeAvailability, date: string): EmployeeAvailability => ({
  ...draft,
  unavailable_dates: draft.unavailable_dates.filter((candidate) => candidate !== date),
});

export const withRequest = (draft: EmployeeAvailability, request: DayRequest): EmployeeAvailability => ({
  ...draft,
  requests: [...draft.requests.filter((candidate) => candidate.entry_date !== request.entry_date), request].sort(
    byDate,
  ),
});

export const withoutRequest = (draft: EmployeeAvailability, date: string): EmployeeAvailability => ({
  ...draft,
  requests: draft.requests.filter((candidate) => candidate.entry_date !== date),
});

export const withWeekday = (
  draft: EmployeeAvailability,
  day: AvailabilityWeekday,
  on: boolean,
): EmployeeAvailability => {
  const days = new Set(draft.unavailable_days);
  if (on) days.add(day);
  else days.delete(day);
  return { ...draft, unavailable_days: AVAILABILITY_WEEKDAYS.filter((candidate) => days.has(candidate)) };
};

/** Today in the user's calendar, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const formContext = (draft: EmployeeAvailability, today: string): AvailabilityFormContext => ({
  today,
  unavailable: draft.unavailable_dates,
  requested: draft.requests.map((request) => request.entry_date),
});

export const isStrong = (request: DayRequest): boolean => request.weight >= AvailabilityLimits.STRONG_WEIGHT;
