/**
 * The last absence recorded on a roster (routes/rosters/cover/markAbsent.ts stores it) as the
 * summary lists it: who, from and to which date, when, and each day removed or cover added.
 */
import type { RosterAbsenceLog } from '../../contract';
import { minuteOf } from '../../routes/context';
import type { DbState, EmployeeRecord, RosterRecord } from '../../store/types';

/** The employee of the roster's app an absence names. */
export const absentEmployee = (state: DbState, appId: string, emd: string): EmployeeRecord | undefined =>
  state.employees.find((candidate) => candidate.app_id === appId && candidate.emd === emd);

export const lastAbsenceOf = (state: DbState, record: RosterRecord): RosterAbsenceLog | null =>
  record.last_changes
    ? lastAbsenceFrom(record, absentEmployee(state, record.app_id, record.last_changes.absent))
    : null;

/** The roster's last absence with the employee it names (undefined: unknown, no name). */
export function lastAbsenceFrom(
  record: RosterRecord,
  employee: Pick<EmployeeRecord, 'name' | 'surname'> | undefined,
): RosterAbsenceLog | null {
  const log = record.last_changes;
  if (!log) return null;
  return {
    recorded_at: minuteOf(log.at),
    empd: log.absent,
    name: employee?.name ?? '',
    surname: employee?.surname ?? '',
    from_date: log.from_date,
    to_date: log.to_date,
    changes: log.changes,
  };
}
