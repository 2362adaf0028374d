/**
 * Starting the calculation of every set-up shift of a site for a period (ours): the start date is
 * checked once (INCORRECT_START_DATE); each live shift of the site is checked as a single start
 * would be (setupCheck.ts), and one that is not set up is left out with its status. All or
 * nothing for the others: a period still Processing answers ROSTER_CALCULATION_IN_PROGRESS, one
 * with a roster answers ROSTER_ALREADY_CREATED unless recalculate is 1 (then that roster is
 * recalculated, keeping its reference); no set-up shift at all is INVALID_SHIFT_DETAILS. OK writes
 * every roster Processing and plans them together in one job (siteJob.ts). Each shift's answer
 * carries its status, its roster and, when started, its period's first day (else the day the
 * calculation of the roster holding the period started).
 */
import { Status } from '../../contract';
import { dayOf } from '../../routes/context';
import type { RouteContext } from '../../routes/context';
import { isLive } from '../../shifts/shifts';
import type { DbState, RosterRecord, ShiftRecord } from '../../store/types';
import { Recalculate, RosterStatusCode } from '@times/shared-sdk/schemas';
import type { SiteRosterStart } from '@times/shared-sdk';
import { rosterPeriodOf } from '../model/rosterPeriod';
import type { CalculationPeriod } from '../model/rosterPeriod';
import { claimPeriod } from './periodClaim';
import type { PeriodClaim, PeriodHeld } from './periodClaim';
import { checkCalculationSetup } from './setupCheck';
import { launchSiteCalculation } from './siteJob';
import { acceptedStartDate } from './startDate';
import { prepareProcessingRoster, putProcessingRoster } from './startRoster';
import { abortRosterCalculation } from './registry';

export interface SiteStartRequest {
  appId: string;
  std: string;
  start_date: string;
  recalculate: number;
  userId: number;
}

export interface SiteStartAnswer {
  status:
    typeof Status.OK | typeof Status.INVALID_SHIFT_DETAILS | typeof RosterStatusCode.INCORRECT_START_DATE | PeriodHeld;
  site_rosters: SiteRosterStart[];
}

/** The site's live shifts in the order they are planned: by start time, then name. */
export const siteShifts = (state: DbState, appId: string, std: string): ShiftRecord[] =>
  state.shifts
    .filter((shift) => shift.app_id === appId && shift.std === std && isLive(shift))
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name) || a.id - b.id);

interface Claimed {
  shift: ShiftRecord;
  period: CalculationPeriod;
  claim: PeriodClaim;
}

const row = (shift: ShiftRecord, status: string, roster_ref = '', roster_start_date = ''): SiteRosterStart => ({
  sftd: shift.sftd,
  shift_name: shift.name,
  status,
  roster_ref,
  roster_start_date,
});

export async function startSiteCalculation(ctx: RouteContext, request: SiteStartRequest): Promise<SiteStartAnswer> {
  const state = ctx.store.data;
  const { appId, std } = request;
  if (!acceptedStartDate(request.start_date, ctx.now()))
    return { status: RosterStatusCode.INCORRECT_START_DATE, site_rosters: [] };
  const skipped: SiteRosterStart[] = [];
  const claimed: Claimed[] = [];
  for (const shift of siteShifts(state, appId, std)) {
    const setup = checkCalculationSetup(
      state,
      appId,
      { std, sftd: shift.sftd, start_date: request.start_date },
      ctx.now(),
    );
    if (!setup.ok) {
      skipped.push(row(shift, setup.status));
      continue;
    }
    const key = { appId, std, sftd: shift.sftd };
    const period = rosterPeriodOf(setup.workingDays, setup.startDate);
    let claim = claimPeriod(state, key, period, { roster_ref: '', recalculate: Recalculate.NO });
    if (
      claim.kind === 'taken' &&
      claim.status === RosterStatusCode.ROSTER_ALREADY_CREATED &&
      request.recalculate === Recalculate.YES
    )
      claim = claimPeriod(state, key, period, { roster_ref: claim.roster.rstd, recalculate: Recalculate.YES });
    claimed.push({ shift, period, claim });
  }
  const holding = (status: string) =>
    claimed.flatMap(({ shift, claim }) =>
      claim.kind === 'taken' && claim.status === status
        ? [row(shift, status, claim.roster.rstd, dayOf(claim.roster.started_at))]
        : [],
    );
  if (claimed.length === 0) return { status: Status.INVALID_SHIFT_DETAILS, site_rosters: skipped };
  for (const status of [RosterStatusCode.ROSTER_CALCULATION_IN_PROGRESS, RosterStatusCode.ROSTER_ALREADY_CREATED]) {
    const held = holding(status);
    if (held.length > 0) return { status, site_rosters: [...held, ...skipped] };
  }
  // Every roster of the site is written in one write: all of them Processing, or none.
  const prepared = claimed.map(({ shift, period, claim }) => {
    const start = { shift: { appId, std, sftd: shift.sftd }, period, userId: request.userId };
    const roster =
      claim.kind === 'recalculate'
        ? prepareProcessingRoster(ctx, { ...start, roster: claim.roster, replaced: claim.replaced })
        : prepareProcessingRoster(ctx, start);
    return { shift, period, key: start.shift, roster };
  });
  const records = await ctx.store.update((draft) => prepared.map(({ roster }) => putProcessingRoster(draft, roster)));
  for (const { roster } of prepared) for (const replaced of roster.gone) abortRosterCalculation(ctx.store, replaced);
  const written = prepared.map(({ shift, period, key, roster }, index) => ({
    shift,
    record: records[index] as RosterRecord,
    calculation: roster.calculation,
    period,
    key,
    pinned: roster.model.pinned,
  }));
  launchSiteCalculation(
    ctx,
    written.map(({ record, calculation, period, key, pinned }) => ({
      rstd: record.rstd,
      calculation,
      shift: key,
      period,
      pinned,
    })),
  );
  return {
    status: Status.OK,
    site_rosters: [
      ...written.map(({ shift, record }) => row(shift, Status.OK, record.rstd, record.start_date)),
      ...skipped,
    ],
  };
}
