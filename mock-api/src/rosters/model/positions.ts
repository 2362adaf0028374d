/**
 * The engine's positions of a shift: its shift positions (roster_shift_positions), named after the
 * app position (rld), highest priority first; the per-day minimums are the required counts.
 */
import type { EnginePosition } from '@times/roster-engine';
import { positionsByRld, shiftPositionsOf } from '../../roster-setup/positions';
import type { DbState } from '../../store/types';
import { perDayOf } from './perDay';

export function enginePositions(state: DbState, appId: string, sftd: string): EnginePosition[] {
  const roles = positionsByRld(state, appId);
  return shiftPositionsOf(state, appId, sftd)
    .map((record) => {
      const role = roles.get(record.rld);
      return {
        id: record.rld,
        name: role?.name ?? '',
        abbr: role?.abbr ?? '',
        priority: record.priority_level,
        required: perDayOf(record),
        relieverId: null,
      };
    })
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
