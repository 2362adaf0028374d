/** Names and small words of the reasons. */
import type { EngineEmployee } from '../model/types';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** An employee in a sentence about them alone: 'he', 'his'; `plural` for 'they' ('they are', 'they work'). */
export interface Pronoun {
  subject: string;
  possessive: string;
  plural: boolean;
}

export const HE: Pronoun = { subject: 'he', possessive: 'his', plural: false };
export const SHE: Pronoun = { subject: 'she', possessive: 'her', plural: false };
export const THEY: Pronoun = { subject: 'they', possessive: 'their', plural: true };

/** The pronoun of a gender as the app labels them (1 Male, 2 Female); 'they' for any other. */
export function pronounOf(gender: number): Pronoun {
  return gender === 1 ? HE : gender === 2 ? SHE : THEY;
}

/** The employee's first name ("name"), or "name surname" when it is empty. */
export function firstName(employee: Pick<EngineEmployee, 'name' | 'surname'>): string {
  return employee.name.trim() || fullName(employee);
}

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
