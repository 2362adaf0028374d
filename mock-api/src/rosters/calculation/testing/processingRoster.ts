/** Test support: a roster record left Processing (as a stopped server leaves it), with any field changed. */
import type { RosterRecord } from '../../../store/types';

export const processingRoster = (fields: Partial<RosterRecord> & Pick<RosterRecord, 'id' | 'rstd'>): RosterRecord => ({
  app_id: 'app',
  std: 'site',
  sftd: 'shift',
  start_date: '2026-04-01',
  end_date: '2026-04-30',
  period_type: 1,
  status: 'Processing',
  failure_reason: '',
  created_by_id: '',
  created_by: 'Thandi Admin',
  started_at: '2026-03-01T07:00:00.000Z',
  finished_at: '',
  calculation: 1,
  model: null,
  result: null,
  ...fields,
});

/** A Successful roster of a shift of its own (`shift<id>`) on the site that rosters `hours` (its Summary's total). */
export const hoursRoster = (id: number, appId: string, std: string, hours: number): RosterRecord =>
  processingRoster({
    id,
    rstd: `hours${id}`,
    app_id: appId,
    std,
    sftd: `shift${id}`,
    status: 'Successful',
    result: { summary: { hours_employees: { total_shift_hours: hours } } } as unknown as RosterRecord['result'],
  });
