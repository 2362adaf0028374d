/** Names and small words of the reasons. */
import type { EngineEmployee } from '../model/types';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "name surname". */
export function fullName(employee: Pick<EngineEmployee, 'name' | 'surname'>): string {
  return `${employee.name} ${employee.surname}`.trim();
}

export function pluralOf(word: string): string {
  return /(s|x|z|ch|sh)$/i.test(word) ? `${word}es` : `${word}s`;
}

/** "1 day", "3 days". */
export function counted(n: number, singular: string, plural = pluralOf(singular)): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Weekday name of a weekday number 1 (Monday) … 7 (Sunday). */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday - 1] ?? `day ${weekday}`;
}

/** At most one decimal, no trailing zero: 2.5, 3. */
export function decimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}
