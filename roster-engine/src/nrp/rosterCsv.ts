/**
 * The exchange format of rosters: CSV with the header `employee,day,shift` and one line per assignment
 * (the instance's employee and shift IDs, day from 0), so that anyone can price a roster with their own checker.
 */
import type { NrpInstance, NrpRoster } from './model';
import { emptyRoster } from './model';

export const ROSTER_CSV_HEADER = 'employee,day,shift';

/** The roster as CSV, employees in instance order, days ascending. */
export function writeRosterCsv(instance: NrpInstance, roster: NrpRoster): string {
  const lines = [ROSTER_CSV_HEADER];
  roster.forEach((line, e) =>
    line.forEach((shift, day) => {
      if (shift !== null) lines.push(`${instance.staff[e]!.id},${day},${shift}`);
    }),
  );
  return `${lines.join('\n')}\n`;
}

export class RosterCsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'RosterCsvError';
  }
}

/** Reads a roster CSV against the instance; throws RosterCsvError (with the line number) on bad input. */
export function readRosterCsv(instance: NrpInstance, text: string): NrpRoster {
  const roster = emptyRoster(instance);
  const employeeIndex = new Map(instance.staff.map((s, e) => [s.id, e]));
  const shiftIds = new Set(instance.shifts.map((s) => s.id));
  const lines = text.split(/\r?\n/);
  if ((lines[0] ?? '').trim().replace(/\s*,\s*/g, ',') !== ROSTER_CSV_HEADER)
    throw new RosterCsvError(`the header must be '${ROSTER_CSV_HEADER}', got '${lines[0] ?? ''}'`, 1);
  lines.slice(1).forEach((raw, i) => {
    const no = i + 2;
    if (raw.trim() === '') return;
    const fields = raw.split(',').map((f) => f.trim());
    if (fields.length !== 3) throw new RosterCsvError(`expected employee,day,shift, got '${raw}'`, no);
    const [employee = '', dayText = '', shift = ''] = fields;
    const e = employeeIndex.get(employee);
    if (e === undefined) throw new RosterCsvError(`unknown employee '${employee}'`, no);
    const day = Number(dayText);
    if (dayText === '' || !Number.isInteger(day) || day < 0 || day >= instance.horizon)
      throw new RosterCsvError(`day '${dayText}' is not a day of the horizon 0..${instance.horizon - 1}`, no);
    if (!shiftIds.has(shift)) throw new RosterCsvError(`unknown shift '${shift}'`, no);
    const line = roster[e]!;
    const already = line[day];
    if (already !== null && already !== undefined)
      throw new RosterCsvError(`employee ${employee} has two shifts on day ${day} (${already} and ${shift})`, no);
    line[day] = shift;
  });
  return roster;
}
