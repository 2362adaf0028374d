/**
 * An open place of a Published roster as an employee's claim meets it (issue 34): still open (the day not gone by,
 * the roster still published, the position still short that day) and theirs to take (roster-engine coverCandidates,
 * against the other rosters as they are now). Taken at once by a claim when the app's changes do not wait, and by a
 * manager's approval when they do (routes/requests/requestDecide.ts): both take it as the manager's cover does
 * (rosters/edits/takePlace.ts), so a claim that became invalid since it was made is refused and nothing changes.
 */
import { mayTakePlace, takePlace } from '../rosters/edits/takePlace';
import { isPublished } from '../rosters/publish/publishState';
import type { OpenPlace } from '../store/types';
import type { RouteContext } from '../routes/context';
import { isoAt } from '../routes/context';

/** 'gone': no longer open (taken first, the day gone by, the roster changed or unpublished); 'not-allowed': a rule would break. */
export type OpenPlaceOutcome = 'taken' | 'may-take' | 'gone' | 'not-allowed';

export interface OpenPlaceAsk {
  appId: string;
  emd: string;
  place: OpenPlace;
  date: string;
  /** Take it (true), or only check that the employee may (a claim that waits). */
  take: boolean;
}

export async function openPlaceFor(ctx: RouteContext, ask: OpenPlaceAsk): Promise<OpenPlaceOutcome> {
  const { appId, emd, place, date } = ask;
  const { rosters } = ctx.repos;
  const roster = await rosters.open({ appId, std: place.std, sftd: place.sftd, rstd: place.rstd, live: true });
  if (!roster.ok || !isPublished(roster.record) || date < isoAt(ctx.now()).slice(0, 10)) return 'gone';
  const open = roster.result.uncovered.some(
    (slot) => slot.date === date && slot.positionId === place.rld && slot.missing > 0,
  );
  if (!open) return 'gone';
  const ready = {
    roster: roster.record,
    model: await rosters.withCurrentCommitments(roster.record, roster.model),
    result: roster.result,
    place: { positionId: place.rld, date },
    employeeId: emd,
  };
  if (!ask.take) return mayTakePlace(ready) ? 'may-take' : 'not-allowed';
  const taken = await takePlace(ctx, ready);
  return taken === 'taken' ? 'taken' : taken === 'changed' ? 'gone' : 'not-allowed';
}
