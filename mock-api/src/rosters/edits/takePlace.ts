/**
 * An employee takes an open place of a roster (a position on a date): when they are one of its candidates (roster-engine
 * coverCandidates, against the other rosters as they are now), the day is added, the roster re-validated and stored
 * as after a move (the day pinned; a Published roster notifies the employee). The manager's cover (assignCover.ts)
 * and an employee's claim of an open shift (issue 34: routes/myTimes/openShiftClaim.ts) both take a place so.
 */
import { coverCandidates, revalidate } from '@times/roster-engine';
import type { RosterModel } from '@times/roster-engine';
import type { RouteContext } from '../../routes/context';
import type { RosterRecord, StoredRosterResult } from '../../store/types';
import { isoAt } from '../../routes/context';
import { saveRosterEdit } from './saveRosterEdit';

export interface PlaceTaken {
  roster: RosterRecord;
  /** Its stored model with the other rosters' commitments as they are now (withCurrentCommitments). */
  model: RosterModel;
  result: StoredRosterResult;
  place: { positionId: string; date: string };
  employeeId: string;
}

/**
 * 'not-allowed': the employee is no candidate (not on the roster, not qualified, not free, or a hard rule would
 * break); 'changed': another edit or a calculation changed the roster's days since they were read (nothing written).
 */
export type TakePlace = 'taken' | 'not-allowed' | 'changed';

/** Whether the employee may take the place now (one of its candidates), without taking it. */
export function mayTakePlace({ model, result, place, employeeId }: Omit<PlaceTaken, 'roster'>): boolean {
  const { candidates } = coverCandidates(model, result.assignments, place);
  return candidates.some((candidate) => candidate.employeeId === employeeId);
}

export async function takePlace(ctx: RouteContext, ask: PlaceTaken): Promise<TakePlace> {
  const { model, result, place, employeeId } = ask;
  const { assignments } = result;
  const employee = model.employees.find((one) => one.id === employeeId);
  if (!employee || !mayTakePlace(ask)) return 'not-allowed';
  const next = [
    ...assignments,
    { employeeId, date: place.date, positionId: place.positionId, gender: employee.gender, dayType: 'normal' as const },
  ];
  const saved = await saveRosterEdit(ctx, {
    rosterId: ask.roster.id,
    assignments,
    revalidation: revalidate(model, next),
    model,
    editedAt: isoAt(ctx.now()),
  });
  return saved ? 'taken' : 'changed';
}
