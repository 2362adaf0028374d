/**
 * The days of other rosters a model of a period reads (its history: the shift's previous roster; its
 * commitments: the app's other shifts' rosters around it): the engine's commitment window, which holds the
 * history window, for the longest consecutive run and rest any shift of the app has. On PostgreSQL a start
 * reads the rosters overlapping it, not every roster of the app (issue 33).
 */
import { commitmentWindow } from '@times/roster-engine';
import type { DbState } from '../../store/types';

export function rostersWindow(
  state: Pick<DbState, 'shift_working_days'>,
  appId: string,
  period: { start: string; end: string },
): { start: string; end: string } {
  let maxConsecutive = 0;
  let minRest = 0;
  for (const days of state.shift_working_days) {
    if (days.app_id !== appId) continue;
    maxConsecutive = Math.max(maxConsecutive, Number(days.max_cons_days) || 0);
    minRest = Math.max(minRest, Number(days.min_rest_days) || 0);
  }
  return commitmentWindow(period, maxConsecutive, minRest);
}
