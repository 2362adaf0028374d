/** The hours a roster rosters: its result's total shift hours (the Summary's), 0 without a result. */
import type { RosterRecord } from '../store/types';

export const rosterShiftHours = (record: Pick<RosterRecord, 'result'>): number => {
  const hours = record.result?.summary?.hours_employees?.total_shift_hours;
  return typeof hours === 'number' && Number.isFinite(hours) ? hours : 0;
};
