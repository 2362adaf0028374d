/**
 * The attendance record of an employee's day (employees/attendance.ts reads them for the list's
 * P, A and Perf), as clocking or the timesheet decides it: one record per employee and day, the
 * decision replacing whatever was there (the seed's included), except that clocking never changes a
 * day the timesheet approved.
 */
import type { AttendanceRecord, DbState } from '../store/types';
import { nextId } from '../store/types';
import { newestOf } from '../store/mutation';

export interface DayDecision {
  appId: string;
  emd: string;
  day: string;
  present: 0 | 1;
  std: string;
  sftd: string;
}

/** Who decided a day: the site's clock records, or a manager's approval on the timesheet. */
export type DaySource = NonNullable<AttendanceRecord['source']>;

const ofDay = (record: AttendanceRecord, decision: Pick<DayDecision, 'appId' | 'emd' | 'day'>): boolean =>
  record.app_id === decision.appId && record.emd === decision.emd && record.day === decision.day;

const lastOf = (records: readonly AttendanceRecord[]): AttendanceRecord | undefined =>
  records.reduce<AttendanceRecord | undefined>((max, r) => (!max || r.id > max.id ? r : max), undefined);

/** Whether the stored records of the day already say what `decision` says, or clocking may not change them. */
export function isDecided(
  records: readonly AttendanceRecord[],
  decision: DayDecision,
  source: DaySource = 'clock',
): boolean {
  const ofThisDay = records.filter((record) => ofDay(record, decision));
  const last = lastOf(ofThisDay);
  if (source === 'clock' && last?.source === 'timesheet') return true;
  return ofThisDay.length === 1 && last?.present === decision.present && last.source === source;
}

/** Writes the decision as the day's one record (keeping the id of the record it replaces). */
export function writeDay(draft: DbState, decision: DayDecision, source: DaySource = 'clock'): void {
  const records = newestOf(draft.attendance);
  if (isDecided(records, decision, source)) return;
  const previous = records.filter((record) => ofDay(record, decision));
  const id = previous.length > 0 ? Math.max(...previous.map((record) => record.id)) : nextId(records);
  draft.attendance = records.filter((record) => !ofDay(record, decision));
  draft.attendance.push({
    id,
    app_id: decision.appId,
    emd: decision.emd,
    day: decision.day,
    present: decision.present,
    source,
    std: decision.std,
    sftd: decision.sftd,
  });
}
