/** A place to cover (a position on a date) and the call payloads that name it. */
import type { AssignCoverRequest, CoverPlaceRequest, RosterUncoveredSlot } from '@times/shared-sdk';
import type { RosterShift } from '../roster-period';

export type CoverPlace = Pick<RosterUncoveredSlot, 'rld' | 'role_name' | 'entry_date' | 'missing'>;

export const coverPlaceRequest = (
  { std, sftd }: Pick<RosterShift, 'std' | 'sftd'>,
  rosterRef: string,
  place: CoverPlace,
): CoverPlaceRequest => ({ std, sftd, roster_ref: rosterRef, entry_date: place.entry_date, rld: place.rld });

export const assignRequest = (
  shift: Pick<RosterShift, 'std' | 'sftd'>,
  rosterRef: string,
  place: CoverPlace,
  empd: string,
): AssignCoverRequest => ({ ...coverPlaceRequest(shift, rosterRef, place), empd });
