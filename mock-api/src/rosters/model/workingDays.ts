/** The engine's working days of a shift from its shift_working_days record (overtime only when enabled). */
import { restHoursOf } from './restHours';
import type { WorkingDays } from '@times/roster-engine';
import type { ShiftWorkingDaysRecord } from '../../store/types';
import { perDayOf } from './perDay';

export const engineWorkingDays = (record: ShiftWorkingDaysRecord): WorkingDays => ({
  maxConsecutive: record.max_cons_days,
  minRest: record.min_rest_days,
  minRestHours: restHoursOf(record),
  required: perDayOf(record),
  overtime: record.hasOvertime === 1 ? perDayOf(record, 'overtime_') : null,
});
