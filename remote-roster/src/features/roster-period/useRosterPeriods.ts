/** The shift's rosters for 'Select Period' (latest period first), reloaded when the shift changes. */
import { rostersApi, useList } from '@times/shared-sdk/app';
import type { RosterShift } from './rosterShift';
import { shiftRequest } from './rosterShift';

export function useRosterPeriods(shift: RosterShift) {
  return useList(
    (signal) => rostersApi.periods(shiftRequest(shift), { signal }),
    (data) => data.roster_period ?? [],
    [shift.std, shift.sftd],
  );
}
