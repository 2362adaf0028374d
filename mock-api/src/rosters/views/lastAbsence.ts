/**
 * The last absence recorded on a roster (routes/rosters/cover/markAbsent.ts stores it) as the
 * summary lists it: who, from and to which date, when, and each day removed or cover added.
 */
import type { RosterAbsenceLog } from '../../contract';
import { minuteOf } from '../../routes/context';
import type { DbState, RosterRecord } from '../../store/types';

export function lastAbsenceOf(state: DbState, record: RosterRecord): RosterAbsenceLog | null {
  const log = record.last_changes;
  if (!log) return null;
  const employee = state.employees.find((candidate) => candidate.emd === log.absent);
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
