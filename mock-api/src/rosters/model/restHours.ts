/** A shift's minimum rest between shifts in hours (0 = no rule; records saved before the field have none). */
import type { ShiftWorkingDaysRecord } from '../../store/types';

export const restHoursOf = (record: Pick<ShiftWorkingDaysRecord, 'min_rest_hours'> | undefined): number => {
  const hours = Number(record?.min_rest_hours);
  return Number.isFinite(hours) && hours > 0 ? hours : 0;
};
