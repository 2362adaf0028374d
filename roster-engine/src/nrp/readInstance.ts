/**
 * Reads an instance of the Curtois and Qu shift scheduling benchmark ("Instances 1-24",
 * schedulingbenchmarks.org) into an NrpInstance. Format: roster-engine/benchmarks/nrp/README.md
 * (sections SECTION_HORIZON, _SHIFTS, _STAFF, _DAYS_OFF, _SHIFT_ON_REQUESTS, _SHIFT_OFF_REQUESTS, _COVER;
 * `#` starts a comment line; blank lines are ignored).
 *
 * Readings chosen (checked by highsReference.test.ts: the MIP written with them reaches the published
 * best-known values, and checkRoster.ts prices its roster at that value with no violation):
 * - Days are indexed from 0; day 0 is a Monday, so weekend k is days 7k + 5 and 7k + 6, and a weekend
 *   counts as worked when either day is.
 * - Min consecutive shifts and min consecutive days off bind only runs with a boundary on both sides
 *   inside the horizon: a run of shifts (or of days off) that touches day 0 or the last day is never too
 *   short, as the days outside the horizon may extend it. Proven by HiGHS: binding off runs at the ends puts
 *   Instance1's optimum at 807 (best-known 607), binding shift runs puts Instance2's at 833 (best-known 828).
 * - Max consecutive shifts binds every run, including those touching day 0 or the last day (nothing is
 *   known to have been worked before day 0).
 * - Total minutes are the sum of the worked shifts' lengths; both bounds are hard.
 * - A staff line that leaves a shift type out of MaxShifts may work it without limit.
 * - Cover penalties are counted per (day, shift) line of SECTION_COVER; a (day, shift) with no line has
 *   no requirement.
 */
import type { NrpCover, NrpInstance, NrpRequest, NrpShift, NrpStaff } from './model';

const SECTIONS = [
  'SECTION_HORIZON',
  'SECTION_SHIFTS',
  'SECTION_STAFF',
  'SECTION_DAYS_OFF',
  'SECTION_SHIFT_ON_REQUESTS',
  'SECTION_SHIFT_OFF_REQUESTS',
  'SECTION_COVER',
] as const;
type Section = (typeof SECTIONS)[number];

export class NrpFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'NrpFormatError';
  }
}

interface Line {
  no: number;
  fields: string[];
}

function integer(text: string | undefined, what: string, no: number, min = 0): number {
  const value = text === undefined ? NaN : Number(text.trim());
  if (text === undefined || text.trim() === '' || !Number.isInteger(value))
    throw new NrpFormatError(`${what} must be an integer, got '${text ?? ''}'`, no);
  if (value < min) throw new NrpFormatError(`${what} must be at least ${min}, got ${value}`, no);
  return value;
}

function expectFields(line: Line, count: number, what: string): void {
  if (line.fields.length !== count)
    throw new NrpFormatError(`${what} needs ${count} comma-separated fields, got ${line.fields.length}`, line.no);
}

/** Splits the text into sections of non-blank, non-comment lines. */
function sectionsOf(text: string): Map<Section, Line[]> {
  const sections = new Map<Section, Line[]>();
  let current: Line[] | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const no = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (trimmed.startsWith('SECTION_')) {
      if (!(SECTIONS as readonly string[]).includes(trimmed))
        throw new NrpFormatError(`unknown section '${trimmed}'`, no);
      if (sections.has(trimmed as Section)) throw new NrpFormatError(`section '${trimmed}' appears twice`, no);
      current = [];
      sections.set(trimmed as Section, current);
      return;
    }
    if (current === null) throw new NrpFormatError(`data before any SECTION_ line: '${trimmed}'`, no);
    current.push({ no, fields: trimmed.split(',').map((f) => f.trim()) });
  });
  return sections;
}

/** Parses instance text; throws NrpFormatError (with the line number) on malformed input. */
export function readInstance(text: string): NrpInstance {
  const sections = sectionsOf(text);
  const lines = (section: Section): Line[] => sections.get(section) ?? [];
  for (const required of ['SECTION_HORIZON', 'SECTION_SHIFTS', 'SECTION_STAFF'] as const)
    if (!sections.has(required)) throw new NrpFormatError(`missing ${required}`, text.split(/\r?\n/).length);

  const horizonLines = lines('SECTION_HORIZON');
  const first = horizonLines[0];
  if (!first || horizonLines.length !== 1)
    throw new NrpFormatError('SECTION_HORIZON holds exactly one number', first?.no ?? 1);
  expectFields(first, 1, 'the horizon');
  const horizon = integer(first.fields[0], 'the horizon', first.no, 1);

  const shifts: NrpShift[] = [];
  const shiftIds = new Set<string>();
  for (const line of lines('SECTION_SHIFTS')) {
    expectFields(line, 3, 'a shift');
    const [id = '', minutes, next = ''] = line.fields;
    if (id === '') throw new NrpFormatError('a shift needs an ID', line.no);
    if (shiftIds.has(id)) throw new NrpFormatError(`shift '${id}' is defined twice`, line.no);
    shiftIds.add(id);
    const forbiddenNext = next === '' ? [] : next.split('|').map((s) => s.trim());
    shifts.push({ id, minutes: integer(minutes, `shift ${id}'s length`, line.no, 1), forbiddenNext });
  }
  if (!shifts.length) throw new NrpFormatError('SECTION_SHIFTS defines no shift', 1);
  const shiftLine = new Map(lines('SECTION_SHIFTS').map((l) => [l.fields[0], l.no]));
  for (const shift of shifts)
    for (const next of shift.forbiddenNext)
      if (!shiftIds.has(next))
        throw new NrpFormatError(`shift ${shift.id} forbids unknown shift '${next}'`, shiftLine.get(shift.id) ?? 1);

  const knownShift = (id: string, no: number): string => {
    if (!shiftIds.has(id)) throw new NrpFormatError(`unknown shift '${id}'`, no);
    return id;
  };
  const dayIndex = (text: string | undefined, no: number): number => {
    const day = integer(text, 'a day', no);
    if (day >= horizon) throw new NrpFormatError(`day ${day} is outside the horizon 0..${horizon - 1}`, no);
    return day;
  };

  const staff: NrpStaff[] = [];
  const staffIds = new Set<string>();
  for (const line of lines('SECTION_STAFF')) {
    expectFields(line, 8, 'a staff line');
    const [id = '', max = '', ...numbers] = line.fields;
    if (id === '') throw new NrpFormatError('an employee needs an ID', line.no);
    if (staffIds.has(id)) throw new NrpFormatError(`employee '${id}' is defined twice`, line.no);
    staffIds.add(id);
    const maxShifts: Record<string, number> = {};
    for (const part of max === '' ? [] : max.split('|')) {
      const [shift = '', limit, extra] = part.split('=').map((s) => s.trim());
      if (extra !== undefined || limit === undefined)
        throw new NrpFormatError(`MaxShifts entry '${part}' is not ShiftID=number`, line.no);
      maxShifts[knownShift(shift, line.no)] = integer(limit, `MaxShifts of ${shift}`, line.no);
    }
    const [maxTotal, minTotal, maxCons, minCons, minOff, maxWeekends] = numbers.map((n, i) =>
      integer(n, STAFF_FIELDS[i] ?? 'a number', line.no),
    ) as [number, number, number, number, number, number];
    staff.push({
      id,
      maxShifts,
      maxTotalMinutes: maxTotal,
      minTotalMinutes: minTotal,
      maxConsecutiveShifts: maxCons,
      minConsecutiveShifts: minCons,
      minConsecutiveDaysOff: minOff,
      maxWeekends,
    });
  }
  const knownEmployee = (id: string | undefined, no: number): string => {
    if (id === undefined || !staffIds.has(id)) throw new NrpFormatError(`unknown employee '${id ?? ''}'`, no);
    return id;
  };

  const daysOff: Record<string, number[]> = {};
  for (const line of lines('SECTION_DAYS_OFF')) {
    if (line.fields.length < 2) throw new NrpFormatError('a days-off line needs an employee and days', line.no);
    const employee = knownEmployee(line.fields[0], line.no);
    const days = (daysOff[employee] ??= []);
    for (const text of line.fields.slice(1)) days.push(dayIndex(text, line.no));
  }

  const requests = (section: Section): NrpRequest[] =>
    lines(section).map((line) => {
      expectFields(line, 4, 'a request');
      const [employee, day, shift = '', weight] = line.fields;
      return {
        employee: knownEmployee(employee, line.no),
        day: dayIndex(day, line.no),
        shift: knownShift(shift, line.no),
        weight: integer(weight, 'a request weight', line.no),
      };
    });

  const coverKeys = new Set<string>();
  const cover: NrpCover[] = lines('SECTION_COVER').map((line) => {
    expectFields(line, 5, 'a cover line');
    const [dayText, shiftText = '', requirement, under, over] = line.fields;
    const day = dayIndex(dayText, line.no);
    const shift = knownShift(shiftText, line.no);
    const key = `${day}|${shift}`;
    if (coverKeys.has(key)) throw new NrpFormatError(`cover of day ${day} shift ${shift} is given twice`, line.no);
    coverKeys.add(key);
    return {
      day,
      shift,
      requirement: integer(requirement, 'a cover requirement', line.no),
      underWeight: integer(under, 'a weight for under', line.no),
      overWeight: integer(over, 'a weight for over', line.no),
    };
  });

  return {
    horizon,
    shifts,
    staff,
    daysOff,
    onRequests: requests('SECTION_SHIFT_ON_REQUESTS'),
    offRequests: requests('SECTION_SHIFT_OFF_REQUESTS'),
    cover,
  };
}

const STAFF_FIELDS = [
  'MaxTotalMinutes',
  'MinTotalMinutes',
  'MaxConsecutiveShifts',
  'MinConsecutiveShifts',
  'MinConsecutiveDaysOff',
  'MaxWeekends',
];
