/**
 * The attendance record of an employee's day (employees/attendance.ts reads them for the list's
 * P, A and Perf), as clocking decides it: one record per employee and day, the clock's decision
 * replacing whatever was there (the seed's included).
 */
import type { AttendanceRecord, DbState } from '../store/types';
import { nextId } from '../store/types';

export interface DayDecision {
  appId: string;
  emd: string;
  day: string;
  present: 0 | 1;
  std: string;
  sftd: string;
}

const ofDay = (record: AttendanceRecord, decision: Pick<DayDecision, 'appId' | 'emd' | 'day'>): boolean =>
  record.app_id === decision.appId && record.emd === decision.emd && record.day === decision.day;

/** Whether the stored records of the day already say what `decision` says. */
export function isDecided(records: readonly AttendanceRecord[], decision: DayDecision): boolean {
  const ofThisDay = records.filter((record) => ofDay(record, decision));
  const last = ofThisDay.reduce<AttendanceRecord | undefined>((max, r) => (!max || r.id > max.id ? r : max), undefined);
  return ofThisDay.length === 1 && last?.present === decision.present && last.source === 'clock';
}

/** Writes the decision as the day's one record (keeping the id of the record it replaces). */
export function writeDay(draft: DbState, decision: DayDecision): void {
  if (isDecided(draft.attendance, decision)) return;
  const previous = draft.attendance.filter((record) => ofDay(record, decision));
  const id = previous.length > 0 ? Math.max(...previous.map((record) => record.id)) : nextId(draft.attendance);
  draft.attendance = draft.attendance.filter((record) => !ofDay(record, decision));
  draft.attendance.push({
    id,
    app_id: decision.appId,
    emd: decision.emd,
    day: decision.day,
    present: decision.present,
    source: 'clock',
    std: decision.std,
    sftd: decision.sftd,
  });
}
