/**
 * Reading collections that may not exist yet: the setup and roster data later issues add
 * (positions, employees, rosters, timesheets, shift_* ...). A missing collection reads as empty.
 */
import type { DbState } from './types';

export type LooseRecord = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is LooseRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function recordsOf(state: DbState, collection: string): readonly LooseRecord[] {
  const value: unknown = (state as unknown as Record<string, unknown>)[collection];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
