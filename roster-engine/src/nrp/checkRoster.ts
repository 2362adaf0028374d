/**
 * Prices a roster with the benchmark's own objective and lists its hard violations, with the readings
 * of readInstance.ts. Written from the format alone: it shares no code with any solver nor with the HiGHS
 * reference (highsReference.ts) it is proven against, only the model's types.
 */
import type { NrpInstance, NrpRoster } from './model';

export type NrpRule =
  | 'DAY_OFF'
  | 'FORBIDDEN_SUCCESSION'
  | 'MAX_SHIFTS'
  | 'MAX_TOTAL_MINUTES'
  | 'MIN_TOTAL_MINUTES'
  | 'MAX_CONSECUTIVE_SHIFTS'
  | 'MIN_CONSECUTIVE_SHIFTS'
  | 'MIN_CONSECUTIVE_DAYS_OFF'
  | 'MAX_WEEKENDS';

export interface NrpViolation {
  rule: NrpRule;
  employee: string;
  /** The days concerned (from 0): the day, the pair, the run, or the days worked of that kind. */
  days: number[];
  detail: string;
}

export interface NrpCheck {
  objective: number;
  /** The objective's parts: unmet shift-on and shift-off request weights, cover under and over penalties. */
  parts: { onRequests: number; offRequests: number; coverUnder: number; coverOver: number };
  violations: NrpViolation[];
}

interface Run {
  start: number;
  length: number;
}

/** Maximal runs of days where `inRun(day)` holds. */
function runs(horizon: number, inRun: (day: number) => boolean): Run[] {
  const found: Run[] = [];
  for (let d = 0; d < horizon; d++) {
    if (!inRun(d)) continue;
    const start = d;
    while (d + 1 < horizon && inRun(d + 1)) d++;
    found.push({ start, length: d - start + 1 });
  }
  return found;
}

const range = (start: number, length: number): number[] => Array.from({ length }, (_, i) => start + i);

/** Checks every hard rule of one employee's line. */
function employeeViolations(instance: NrpInstance, e: number, line: ReadonlyArray<string | null>): NrpViolation[] {
  const staff = instance.staff[e]!;
  const employee = staff.id;
  const H = instance.horizon;
  const out: NrpViolation[] = [];
  const add = (rule: NrpRule, days: number[], detail: string): void => {
    out.push({ rule, employee, days, detail });
  };
  const shiftOf = new Map(instance.shifts.map((s) => [s.id, s]));
  const works = (d: number): boolean => line[d] !== null && line[d] !== undefined;

  for (const d of [...new Set(instance.daysOff[employee] ?? [])].sort((a, b) => a - b))
    if (works(d)) add('DAY_OFF', [d], `works ${line[d]} on a day off`);

  for (let d = 0; d + 1 < H; d++) {
    const today = line[d];
    const tomorrow = line[d + 1];
    if (!today || !tomorrow) continue;
    if (shiftOf.get(today)?.forbiddenNext.includes(tomorrow))
      add('FORBIDDEN_SUCCESSION', [d, d + 1], `${tomorrow} may not follow ${today}`);
  }

  for (const shift of instance.shifts) {
    const limit = staff.maxShifts[shift.id];
    if (limit === undefined) continue;
    const days = range(0, H).filter((d) => line[d] === shift.id);
    if (days.length > limit) add('MAX_SHIFTS', days, `${days.length} ${shift.id} shifts, at most ${limit}`);
  }

  const worked = range(0, H).filter(works);
  const minutes = worked.reduce((sum, d) => sum + (shiftOf.get(line[d]!)?.minutes ?? 0), 0);
  if (minutes > staff.maxTotalMinutes)
    add('MAX_TOTAL_MINUTES', worked, `${minutes} minutes, at most ${staff.maxTotalMinutes}`);
  if (minutes < staff.minTotalMinutes)
    add('MIN_TOTAL_MINUTES', worked, `${minutes} minutes, at least ${staff.minTotalMinutes}`);

  const touchesEnd = (run: Run): boolean => run.start === 0 || run.start + run.length === H;
  for (const run of runs(H, works)) {
    const days = range(run.start, run.length);
    if (run.length > staff.maxConsecutiveShifts)
      add('MAX_CONSECUTIVE_SHIFTS', days, `${run.length} shifts in a row, at most ${staff.maxConsecutiveShifts}`);
    if (run.length < staff.minConsecutiveShifts && !touchesEnd(run))
      add('MIN_CONSECUTIVE_SHIFTS', days, `${run.length} shifts in a row, at least ${staff.minConsecutiveShifts}`);
  }
  for (const run of runs(H, (d) => !works(d)))
    if (run.length < staff.minConsecutiveDaysOff && !touchesEnd(run))
      add(
        'MIN_CONSECUTIVE_DAYS_OFF',
        range(run.start, run.length),
        `${run.length} days off in a row, at least ${staff.minConsecutiveDaysOff}`,
      );

  // Day 0 is a Monday: day d falls on weekend floor(d / 7) when d % 7 is 5 (Saturday) or 6 (Sunday).
  const weekendDaysWorked = worked.filter((d) => d % 7 >= 5);
  const weekends = new Set(weekendDaysWorked.map((d) => Math.floor(d / 7))).size;
  if (weekends > staff.maxWeekends)
    add('MAX_WEEKENDS', weekendDaysWorked, `${weekends} weekends worked, at most ${staff.maxWeekends}`);
  return out;
}

/** Prices the roster (objective) and lists its hard violations. Throws when the roster does not fit the instance. */
export function checkRoster(instance: NrpInstance, roster: NrpRoster): NrpCheck {
  if (roster.length !== instance.staff.length)
    throw new Error(`the roster has ${roster.length} employees, the instance ${instance.staff.length}`);
  const shiftIds = new Set(instance.shifts.map((s) => s.id));
  roster.forEach((line, e) => {
    if (line.length !== instance.horizon)
      throw new Error(`employee ${instance.staff[e]!.id} has ${line.length} days, the horizon is ${instance.horizon}`);
    line.forEach((shift, d) => {
      if (shift !== null && !shiftIds.has(shift))
        throw new Error(`employee ${instance.staff[e]!.id} works unknown shift '${shift}' on day ${d}`);
    });
  });
  const index = new Map(instance.staff.map((s, e) => [s.id, e]));
  const shiftOn = (employee: string, day: number): string | null => roster[index.get(employee)!]![day] ?? null;

  const onRequests = instance.onRequests
    .filter((r) => shiftOn(r.employee, r.day) !== r.shift)
    .reduce((sum, r) => sum + r.weight, 0);
  const offRequests = instance.offRequests
    .filter((r) => shiftOn(r.employee, r.day) === r.shift)
    .reduce((sum, r) => sum + r.weight, 0);
  let coverUnder = 0;
  let coverOver = 0;
  for (const c of instance.cover) {
    const count = roster.filter((line) => line[c.day] === c.shift).length;
    coverUnder += Math.max(0, c.requirement - count) * c.underWeight;
    coverOver += Math.max(0, count - c.requirement) * c.overWeight;
  }
  const violations = roster.flatMap((line, e) => employeeViolations(instance, e, line));
  return {
    objective: onRequests + offRequests + coverUnder + coverOver,
    parts: { onRequests, offRequests, coverUnder, coverOver },
    violations,
  };
}
