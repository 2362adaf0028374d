/**
 * Open shifts (issue 34): the open places of an employee's Published rosters (a position on a date the roster leaves
 * short: uncovered after its calculation or a manager's edit; an absence's places go to their best candidate at once)
 * from today on, that the employee may take without breaking a hard rule (roster-engine coverCandidates, against the
 * other rosters as they are now: the same check the manager's 'Who can cover?' makes), best first: by date, then by
 * what the roster's score gains with them on it, then by shift start.
 */
import { coverCandidates } from '@times/roster-engine';
import type { RosterModel } from '@times/roster-engine';
import type { MyOpenShift } from '../contract';
import { isPublished } from '../rosters/publish/publishState';
import type { RosterRecord, ShiftRecord, SiteRecord, TimeOffRequestRecord } from '../store/types';
import { claimsPlace } from './openShiftClaims';

export interface OpenShiftsAsk {
  emd: string;
  /** The first day asked for, not before today. */
  from: string;
  to: string;
}

/** A roster's places short on a day of the span. */
const openSlots = (roster: RosterRecord, from: string, to: string) =>
  (roster.result?.uncovered ?? []).filter((slot) => slot.missing > 0 && slot.date >= from && slot.date <= to);

/**
 * `rosters`: the app's rosters the employee is on over the span; `claims`: the employee's claims (the places of those
 * waiting for a manager are marked waiting); `withCommitments`: a roster's model with the other rosters' commitments
 * as they are now (read only for a roster with an open place).
 */
export async function openShifts(
  {
    rosters,
    shifts,
    sites,
    claims,
  }: {
    rosters: readonly RosterRecord[];
    shifts: ShiftRecord[];
    sites: SiteRecord[];
    claims: readonly TimeOffRequestRecord[];
  },
  { emd, from, to }: OpenShiftsAsk,
  withCommitments: (roster: RosterRecord, model: RosterModel) => Promise<RosterModel>,
): Promise<MyOpenShift[]> {
  const found: (MyOpenShift & { cost: number })[] = [];
  for (const roster of rosters) {
    const slots = openSlots(roster, from, to);
    if (!isPublished(roster) || !roster.model || !roster.result || slots.length === 0) continue;
    const shift = shifts.find((one) => one.sftd === roster.sftd && one.std === roster.std && one.deleted !== 1);
    const times = roster.model.shiftTimes ?? (shift ? { start: shift.start_time, end: shift.end_time } : null);
    if (!shift || !times?.start || !times.end) continue;
    const model = await withCommitments(roster, roster.model);
    const positions = new Map(model.positions.map((one) => [one.id, one.name]));
    for (const slot of slots) {
      const place = { positionId: slot.positionId, date: slot.date };
      const mine = coverCandidates(model, roster.result.assignments, place).candidates.find(
        (candidate) => candidate.employeeId === emd,
      );
      if (!mine) continue;
      found.push({
        std: roster.std,
        sftd: roster.sftd,
        roster_ref: roster.rstd,
        rld: slot.positionId,
        date: slot.date,
        site_name: sites.find((one) => one.sd === roster.std)?.name ?? '',
        shift_name: shift.name,
        start_time: times.start,
        end_time: times.end,
        position_name: positions.get(slot.positionId) ?? '',
        hours: mine.hours,
        relieves: mine.relieves ? 1 : 0,
        waiting: claims.some((claim) => claimsPlace(claim, { rstd: roster.rstd, rld: slot.positionId }, slot.date))
          ? 1
          : 0,
        cost: mine.cost,
      });
    }
  }
  found.sort((a, b) => a.date.localeCompare(b.date) || a.cost - b.cost || a.start_time.localeCompare(b.start_time));
  return found.map(({ cost: _cost, ...open }) => open);
}
