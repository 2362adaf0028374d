/**
 * Matching employees to a search word (the list's Employee filter and the leave type-ahead):
 * the word, trimmed with inner spaces collapsed, is found in any case inside the name, the
 * surname, "name surname", the employee number or the mobile number.
 */
import type { EmployeeFields } from '../contract';

export const normalizeWord = (word: string): string => word.trim().replace(/\s+/g, ' ').toLowerCase();

type Searchable = Pick<EmployeeFields, 'name' | 'surname' | 'employee_number' | 'mobile'>;

/** `word` must already be normalized (normalizeWord). */
export function matchesWord(employee: Searchable, word: string): boolean {
  if (!word) return false;
  const name = normalizeWord(employee.name);
  const surname = normalizeWord(employee.surname);
  return [
    name,
    surname,
    `${name} ${surname}`,
    normalizeWord(employee.employee_number),
    normalizeWord(employee.mobile),
  ].some((field) => field.includes(word));
}
