/**
 * The roster's open places (the statistics details' uncovered slots), asked again whenever
 * `version` changes: View Roster passes its loaded details, so a reload of the grid after a swap,
 * a move, a cover or an absence brings the places up to date.
 */
import { rostersApi, useList } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { shiftRequest } from '../roster-period';

export function useOpenPlaces({ std, sftd }: Pick<RosterShift, 'std' | 'sftd'>, rstd: string, version: unknown) {
  return useList(
    (signal) => rostersApi.statisticsDetails({ ...shiftRequest({ std, sftd }), rstd }, { signal }),
    (data) => data.uncovered,
    [std, sftd, rstd, version],
  );
}
