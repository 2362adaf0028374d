/**
 * The availability as the employee edits it on the page (a draft until saved): dates, weekdays and
 * requests added and removed, lists kept sorted as the API keeps them; and which of its items are
 * part of the change that waits for the manager (marked 'Waits').
 */
import type { AvailabilityChange, AvailabilityWeekday, MyAvailability, MyDayRequest } from '@times/shared-sdk';

export const WEEKDAYS: readonly AvailabilityWeekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const byDay = (a: MyDayRequest, b: MyDayRequest) =>
  a.entry_date.localeCompare(b.entry_date) || a.sftd.localeCompare(b.sftd);

export const addDate = (draft: MyAvailability, date: string): MyAvailability => ({
  ...draft,
  unavailable_dates: [...new Set([...draft.unavailable_dates, date])].sort(),
});

export const removeDate = (draft: MyAvailability, date: string): MyAvailability => ({
  ...draft,
  unavailable_dates: draft.unavailable_dates.filter((one) => one !== date),
});

export const toggleWeekday = (draft: MyAvailability, day: AvailabilityWeekday): MyAvailability => {
  const days = draft.unavailable_days.includes(day)
    ? draft.unavailable_days.filter((one) => one !== day)
    : [...draft.unavailable_days, day];
  return { ...draft, unavailable_days: WEEKDAYS.filter((one) => days.includes(one)) };
};

export const addRequest = (draft: MyAvailability, request: MyDayRequest): MyAvailability => ({
  ...draft,
  requests: [...draft.requests, request].sort(byDay),
});

export const removeRequest = (draft: MyAvailability, request: MyDayRequest): MyAvailability => ({
  ...draft,
  requests: draft.requests.filter((one) => !(one.entry_date === request.entry_date && one.sftd === request.sftd)),
});

/** Whether an item of the page is added by the change that waits. */
export function waitsFor(changes: readonly AvailabilityChange[]) {
  const added = changes.filter((change) => change.op === 'add');
  return {
    date: (date: string) => added.some((change) => change.what === 'date' && change.date === date),
    weekday: (day: AvailabilityWeekday) => added.some((change) => change.what === 'weekday' && change.day === day),
    request: (request: MyDayRequest) =>
      added.some(
        (change) => change.what === 'request' && change.date === request.entry_date && change.sftd === request.sftd,
      ),
  };
}
