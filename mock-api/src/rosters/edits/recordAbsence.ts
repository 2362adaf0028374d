/**
 * An absence recorded on a calculated roster (ours, issue 17; issue 31's approved time off too):
 * the employee's days from today on inside the absence are taken out and each freed place goes to
 * its best candidate, nothing else changing (roster-engine rerosterAfterAbsence); the roster keeps
 * the absence in its model (unavailable dates) and the changes (`last_changes`, listed by the
 * summary). A Published roster notifies the employees whose days changed. ENTRY_NOT_FOUND (nothing
 * written) when the employee is not on the roster, or its days changed since they were read.
 */
import { rerosterAfterAbsence, revalidate } from '@times/roster-engine';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import type { RosterChangeRow } from '../../contract';
import type { RouteContext } from '../../routes/context';
import { isoAt } from '../../routes/context';
import type { CalculatedRoster } from '../views/openRoster';
import { coverNames } from './coverPeople';
import { saveRosterEdit } from './saveRosterEdit';

export interface Absence {
  empd: string;
  from_date: string;
  to_date: string;
}

export interface OpenPlace {
  entry_date: string;
  rld: string;
  position_name: string;
}

export type AbsenceOutcome =
  | { ok: true; changes: RosterChangeRow[]; open: OpenPlace[] }
  | { ok: false; status: typeof RosterStatusCode.ABSENCE_OUTSIDE_PERIOD | typeof RosterStatusCode.ENTRY_NOT_FOUND };

export async function recordAbsence(
  ctx: RouteContext,
  roster: CalculatedRoster,
  { empd, from_date, to_date }: Absence,
): Promise<AbsenceOutcome> {
  const { record } = roster;
  if (to_date < from_date || from_date < record.start_date || to_date > record.end_date)
    return { ok: false, status: RosterStatusCode.ABSENCE_OUTSIDE_PERIOD };
  const model = await ctx.repos.rosters.withCurrentCommitments(record, roster.model);
  if (!model.employees.some((one) => one.id === empd)) return { ok: false, status: RosterStatusCode.ENTRY_NOT_FOUND };
  const now = isoAt(ctx.now());
  const today = now.slice(0, 10);
  const { assignments } = roster.result;
  const answer = rerosterAfterAbsence(model, assignments, { employeeId: empd, from: from_date, to: to_date }, today);
  const names = coverNames(model);
  const changes = answer.changes.map((change) => ({
    kind: change.kind,
    empd: change.employeeId,
    ...names.person(change.employeeId),
    entry_date: change.date,
    rld: change.positionId,
    position_name: names.position(change.positionId),
  }));
  const revalidation = revalidate(answer.model, answer.assignments);
  // The days, the absence's model and its log in one write.
  const saved = await saveRosterEdit(ctx, {
    rosterId: record.id,
    assignments,
    revalidation,
    model: answer.model,
    editedAt: now,
    lastChanges: { at: now, absent: empd, from_date, to_date, changes },
  });
  if (!saved) return { ok: false, status: RosterStatusCode.ENTRY_NOT_FOUND };
  const open = answer.open.map((place) => ({
    entry_date: place.date,
    rld: place.positionId,
    position_name: names.position(place.positionId),
  }));
  return { ok: true, changes, open };
}
