/** The device's wall clock as the clock records carry it: 'YYYY-MM-DDTHH:MM' in its own time zone. */
const two = (value: number): string => String(value).padStart(2, '0');

export const wallClockOf = (date: Date): string =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;

/** 'HH:MM' of a wall time. */
export const timeOfDay = (at: string): string => at.slice(11, 16);
