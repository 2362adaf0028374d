/** Days as My Times shows them: 'YYYY-MM-DD' strings, counted in UTC so no device's zone moves them. */
const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Mon 7 Dec'. */
export const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`)).replace(',', '');

const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** '7 Dec, 09:30' in the device's zone: when something was loaded or decided. */
export const momentLabel = (iso: string): string => momentFormat.format(new Date(iso));

/** Whole and half hours: '6', '7.5'. */
export const hoursLabel = (minutes: number): string => String(Math.round((minutes / 60) * 10) / 10);
