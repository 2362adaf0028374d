/**
 * Who holds a period of a shift when a calculation starts:
 *  - recalculate 0: a roster of the shift whose period overlaps holds it
 *    (ROSTER_CALCULATION_IN_PROGRESS while one of them is Processing, else ROSTER_ALREADY_CREATED);
 *    otherwise a new roster takes it;
 *  - recalculate 1: roster_ref must be a roster of the shift (else ROSTER_NOT_FOUND); it is
 *    recalculated for the period and the shift's other rosters overlapping the period give way.
 */
import type { DbState, RosterRecord } from '../../store/types';
import { Recalculate, RosterStatus, RosterStatusCode } from '@times/shared-sdk/schemas';
import { rostersOfShift } from '../findRoster';
import type { RosterShiftKey } from '../model/buildRosterModel';
import { periodsOverlap } from '../model/rosterPeriod';

/** A period another roster of the shift already holds: still calculating, or calculated. */
export type PeriodHeld =
  typeof RosterStatusCode.ROSTER_CALCULATION_IN_PROGRESS | typeof RosterStatusCode.ROSTER_ALREADY_CREATED;

export type PeriodClaim =
  | { kind: 'taken'; status: PeriodHeld; roster: RosterRecord }
  | { kind: 'not-found' }
  | { kind: 'new' }
  | { kind: 'recalculate'; roster: RosterRecord; replaced: RosterRecord[] };

export interface ClaimRequest {
  roster_ref: string;
  recalculate: number;
}

export function claimPeriod(
  state: DbState,
  shift: RosterShiftKey,
  period: { start: string; end: string },
  request: ClaimRequest,
): PeriodClaim {
  const rosters = rostersOfShift(state, shift.appId, shift.std, shift.sftd);
  const overlapping = rosters.filter((roster) =>
    periodsOverlap(period, { start: roster.start_date, end: roster.end_date }),
  );
  if (request.recalculate === Recalculate.YES) {
    const roster = request.roster_ref ? rosters.find((candidate) => candidate.rstd === request.roster_ref) : undefined;
    if (!roster) return { kind: 'not-found' };
    return { kind: 'recalculate', roster, replaced: overlapping.filter((candidate) => candidate.rstd !== roster.rstd) };
  }
  const processing = overlapping.find((roster) => roster.status === RosterStatus.PROCESSING);
  if (processing) return { kind: 'taken', status: RosterStatusCode.ROSTER_CALCULATION_IN_PROGRESS, roster: processing };
  const [created] = overlapping;
  return created
    ? { kind: 'taken', status: RosterStatusCode.ROSTER_ALREADY_CREATED, roster: created }
    : { kind: 'new' };
}
