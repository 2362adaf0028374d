/** Tiny hand-made instances and rosters, for the tests of the reader, the checker and the CSV. */
import type { NrpInstance, NrpRoster } from './model';
import { readInstance } from './readInstance';

export interface TinyParts {
  horizon?: number;
  /** Staff lines; default one employee A with every limit loose. */
  staff?: string[];
  daysOff?: string[];
  on?: string[];
  off?: string[];
  cover?: string[];
}

/** A loose staff line: MaxShifts D=14|N=14, minutes 0..99999, consecutive 1..14, days off 1, weekends 2. */
export const looseStaff = (
  id: string,
  overrides: Partial<Record<'max' | 'maxMin' | 'minMin' | 'maxCons' | 'minCons' | 'minOff' | 'weekends', string>> = {},
): string =>
  [
    id,
    overrides.max ?? 'D=14|N=14',
    overrides.maxMin ?? '99999',
    overrides.minMin ?? '0',
    overrides.maxCons ?? '14',
    overrides.minCons ?? '1',
    overrides.minOff ?? '1',
    overrides.weekends ?? '2',
  ].join(',');

/** Instance text with shifts D (480 min) and N (600 min, D may not follow it). */
export function tinyText(parts: TinyParts = {}): string {
  return [
    '# tiny',
    'SECTION_HORIZON',
    String(parts.horizon ?? 14),
    '',
    'SECTION_SHIFTS',
    'D,480,',
    'N,600,D',
    '',
    'SECTION_STAFF',
    ...(parts.staff ?? [looseStaff('A')]),
    '',
    'SECTION_DAYS_OFF',
    ...(parts.daysOff ?? []),
    '',
    'SECTION_SHIFT_ON_REQUESTS',
    ...(parts.on ?? []),
    '',
    'SECTION_SHIFT_OFF_REQUESTS',
    ...(parts.off ?? []),
    '',
    'SECTION_COVER',
    ...(parts.cover ?? []),
    '',
  ].join('\n');
}

export const tiny = (parts: TinyParts = {}): NrpInstance => readInstance(tinyText(parts));

/** A roster from one string per employee: a character per day, '.' for off, else the shift ID. */
export const rosterOf = (...lines: string[]): NrpRoster =>
  lines.map((line) => [...line].map((c) => (c === '.' ? null : c)));
