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
import { baseOf } from '../../store/mutation';
import type { DbState, ShiftRecord } from '../../store/types';
import { Recalculate, RosterStatusCode } from '@times/shared-sdk/schemas';
import type { SiteRosterStart } from '@times/shared-sdk';
import { rosterPeriodOf } from '../model/rosterPeriod';
import type { CalculationPeriod } from '../model/rosterPeriod';
import { claimPeriod } from './periodClaim';
import type { PeriodClaim, PeriodHeld } from './periodClaim';
import { checkCalculationSetup } from './setupCheck';
import { launchSiteCalculation } from './siteJob';
import { acceptedStartDate } from './startDate';
import { modelRowsFrom, prepareProcessingRoster, putProcessingRoster, startOfClaim, startRosters } from './startRoster';
import { withModelRows } from '../model/modelRows';
import type { ModelRows } from '../model/modelRows';
import type { ProcessingRoster } from './startRoster';
import { combinedPrepare } from '../../store/combinedPrepare';
import { readingUser } from '../../users/repository/readingUsers';
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
export const siteShifts = (state: Pick<DbState, 'shifts'>, appId: string, std: string): ShiftRecord[] =>
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
  if (!acceptedStartDate(request.start_date, ctx.now()))
    return { status: RosterStatusCode.INCORRECT_START_DATE, site_rosters: [] };
  // Handed out of the write by reference: the models are large, and the write's answer is copied.
  let written: Written[] = [];
  const shifts = await ctx.repos.shifts.ofApp(request.appId);
  const sftds = siteShifts({ shifts }, request.appId, request.std).map((shift) => shift.sftd);
  const rows = await modelRowsFrom(ctx, request.appId, sftds, request.start_date);
  // The rosters only: a write of their own rows on PostgreSQL (startRoster.ts).
  const answer = await ctx.store.updateRows(
    (draft) => {
      written = [];
      return claimAndWrite(draft, ctx, request, rows, (entry) => written.push(entry));
    },
    combinedPrepare(startRosters(ctx, rows, request, ''), readingUser(request.userId))!,
  );
  for (const { roster } of written) for (const replaced of roster.gone) abortRosterCalculation(ctx.store, replaced);
  if (written.length > 0)
    launchSiteCalculation(
      ctx,
      written.map(({ roster, period }) => ({
        rstd: roster.rstd,
        calculation: roster.calculation,
        shift: roster.shift,
        period,
        pinned: roster.model.pinned,
      })),
    );
  return answer;
}

/** A roster the site's start wrote Processing. */
interface Written {
  roster: ProcessingRoster;
  period: CalculationPeriod;
}

/**
 * Inside the write, on its newest state: checks every live shift of the site, claims their
 * periods and, when all can start, writes every roster Processing (all of them, or none).
 */
function claimAndWrite(
  draft: DbState,
  ctx: RouteContext,
  request: SiteStartRequest,
  rows: ModelRows,
  wrote: (entry: Written) => void,
): SiteStartAnswer {
  const state = withModelRows(baseOf(draft), rows);
  const { appId, std } = request;
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
  const started = claimed.map(({ shift, period, claim }) => {
    if (claim.kind === 'taken' || claim.kind === 'not-found') throw new Error('a held period was claimed');
    const start = startOfClaim({ shift: { appId, std, sftd: shift.sftd }, period, userId: request.userId }, claim);
    const roster = prepareProcessingRoster(state, ctx, start);
    putProcessingRoster(draft, roster);
    wrote({ roster, period });
    return row(shift, Status.OK, roster.rstd, roster.fields.start_date);
  });
  return { status: Status.OK, site_rosters: [...started, ...skipped] };
}
