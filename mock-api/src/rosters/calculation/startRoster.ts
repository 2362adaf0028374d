/**
 * Starting the calculation of a shift's roster: the setup check, the period's claim, the model and
 * the Processing record are all decided inside one store write, on its newest state, so two starts
 * at once cannot both take a period (the second finds the first's roster Processing). The roster
 * record is created (a new rstd) or refreshed (a recalculation keeps its rstd and counts one more
 * calculation) with the model the engine gets (a recalculation's pins inside the new period
 * included: rosters/pins); the rosters it replaces are deleted (their workers stopped after the
 * write), and the engine starts in the background (launch.ts). A site's calculation writes its
 * rosters the same way and plans them in one job (startSite.ts, siteJob.ts).
 */
import { newPublicId } from '../../apps/apps';
import { Status } from '../../contract';
import { dayOf, isoAt } from '../../routes/context';
import type { RouteContext } from '../../routes/context';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { combinedPrepare } from '../../store/combinedPrepare';
import { readingUser } from '../../users/repository/readingUsers';
import type { DbState, RosterRecord } from '../../store/types';
import { widestPeriodFrom } from '../model/leaveDays';
import { modelRowsOf, withModelRows } from '../model/modelRows';
import type { ModelRows } from '../model/modelRows';
import { acceptedStartDate } from './startDate';
import { readingStartRosters } from '../repository/readingRosters';
import { rostersWindow } from '../model/rostersWindow';
import { RosterStatus, RosterStatusCode } from '@times/shared-sdk/schemas';
import type { RosterModel } from '@times/roster-engine';
import { buildRosterModel, searchLimits } from '../model/buildRosterModel';
import type { RosterShiftKey } from '../model/buildRosterModel';
import { rosterPeriodOf } from '../model/rosterPeriod';
import type { CalculationPeriod } from '../model/rosterPeriod';
import { rosterSeed } from '../model/seed';
import { pinnedForCalculation, pinnedInModel } from '../pins/rosterPins';
import { launchCalculation } from './launch';
import { claimPeriod } from './periodClaim';
import type { ClaimRequest, PeriodClaim, PeriodHeld } from './periodClaim';
import { abortRosterCalculation } from './registry';
import { checkCalculationSetup } from './setupCheck';
import type { SetupCheckRequest, SetupRefusal } from './setupCheck';

export interface RosterStart {
  shift: RosterShiftKey;
  period: CalculationPeriod;
  /** The user who starts it. */
  userId: number;
  /** The roster to recalculate; a new roster when absent. */
  roster?: RosterRecord;
  /** Rosters of the shift that give way (deleted). */
  replaced?: readonly RosterRecord[];
}

/** The starter's id (their public code) and 'name surname'. */
export function starter(state: DbState, userId: number): Pick<RosterRecord, 'created_by_id' | 'created_by'> {
  const user = state.users.find((candidate) => candidate.id === userId);
  return { created_by_id: user?.usrcd ?? String(userId), created_by: user ? `${user.nm} ${user.snm}`.trim() : '' };
}

/** A roster to write Processing: everything worked out from the newest state, inside the write. */
export interface ProcessingRoster {
  rstd: string;
  calculation: number;
  model: RosterModel;
  shift: RosterStart['shift'];
  /** The rosters it replaces (deleted in the same write; their workers are stopped after it). */
  gone: ReadonlySet<string>;
  fields: Omit<RosterRecord, 'id' | 'rstd' | 'app_id' | 'std' | 'sftd'>;
}

/** The roster's model built from `state` (new, or the recalculated one) and the fields to write. */
export function prepareProcessingRoster(state: DbState, ctx: RouteContext, start: RosterStart): ProcessingRoster {
  const { config } = ctx;
  const { shift, period } = start;
  const rstd = start.roster?.rstd ?? newPublicId(state.rosters.map((roster) => roster.rstd));
  const calculation = (start.roster?.calculation ?? 0) + 1;
  const built = buildRosterModel(state, shift, period, {
    seed: rosterSeed(rstd, calculation),
    ...searchLimits(config),
    exceptRstd: rstd,
  });
  const pinned = pinnedInModel(built, pinnedForCalculation(start.roster, new Set(period.days.map((day) => day.date))));
  const model: RosterModel = pinned.length > 0 ? { ...built, pinned } : built;
  const gone = new Set((start.replaced ?? []).map((roster) => roster.rstd));
  const fields = {
    start_date: period.start,
    end_date: period.end,
    period_type: period.periodType,
    status: RosterStatus.PROCESSING,
    failure_reason: '',
    ...starter(state, start.userId),
    started_at: isoAt(ctx.now()),
    finished_at: '',
    calculation,
    calc_owner: ctx.instances.id,
    model,
    result: null,
    pins: pinned.map(({ employeeId, date }) => ({ employeeId, date })),
  } satisfies Partial<RosterRecord>;
  return { rstd, calculation, model, shift, gone, fields };
}

/** Put a prepared roster into the draft (deleting those it replaces); the record as written. */
export function putProcessingRoster(draft: DbState, roster: ProcessingRoster): RosterRecord {
  const { rstd, shift, gone, fields } = roster;
  // Past the replaced ones too: a new roster never takes the id of one removed in the same write.
  const id = nextId(draft.rosters);
  draft.rosters = draft.rosters.filter((candidate) => !gone.has(candidate.rstd));
  const existing = draft.rosters.find((candidate) => candidate.rstd === rstd);
  if (existing) return Object.assign(existing, fields);
  const created: RosterRecord = {
    id,
    rstd,
    app_id: shift.appId,
    std: shift.std,
    sftd: shift.sftd,
    ...fields,
  };
  draft.rosters.push(created);
  return created;
}

/** The roster to start for a claim of a period (new, or recalculated with the rosters that give way). */
export const startOfClaim = (
  start: Omit<RosterStart, 'roster' | 'replaced'>,
  claim: Extract<PeriodClaim, { kind: 'new' | 'recalculate' }>,
): RosterStart => (claim.kind === 'recalculate' ? { ...start, roster: claim.roster, replaced: claim.replaced } : start);

export interface ShiftStartRequest extends SetupCheckRequest, ClaimRequest {
  appId: string;
  /** The user who starts it. */
  userId: number;
}

/** What a start answers: OK with the started roster, a held period with the roster holding it, or a refusal. */
export type ShiftStartAnswer =
  | { status: typeof Status.OK | PeriodHeld; roster_ref: string; roster_start_date: string }
  | { status: SetupRefusal | typeof RosterStatusCode.ROSTER_NOT_FOUND };

/**
 * What the models of these shifts read beside the state (modelRows.ts): the app's leave days over any
 * period a calculation from this start date can have (none for a date refused), and the shifts' employees.
 */
export function modelRowsFrom(
  ctx: RouteContext,
  appId: string,
  sftds: readonly string[],
  startDate: string,
): Promise<ModelRows> {
  const accepted = acceptedStartDate(startDate, ctx.now());
  return modelRowsOf(ctx.repos, appId, sftds, accepted ? [widestPeriodFrom(accepted)] : []);
}

/**
 * What a start from `startDate` decides on beside the state, read in its write (on PostgreSQL, where the state
 * holds no rosters): the site's rosters around any period it may take, locked, the roster a recalculation
 * names, and the other sites' calculated rosters its commitments read (the window from the app's working days the
 * models read). None for a date refused.
 */
export function startRosters(
  ctx: RouteContext,
  rows: Pick<ModelRows, 'shift_working_days'>,
  request: { appId: string; std: string; start_date: string },
  rstd: string,
) {
  const { appId, std } = request;
  const accepted = acceptedStartDate(request.start_date, ctx.now());
  if (!accepted) return undefined;
  const window = rostersWindow(rows, appId, widestPeriodFrom(accepted));
  return readingStartRosters({ appId, std, window, rstd });
}

/**
 * Checks the setup, claims the period, writes the roster Processing and starts its calculation, all
 * decided in one write on the newest state; then stops the workers of the rosters it replaced.
 */
export async function startShiftCalculation(ctx: RouteContext, request: ShiftStartRequest): Promise<ShiftStartAnswer> {
  const shift = { appId: request.appId, std: request.std, sftd: request.sftd };
  // Handed out of the write by reference: the model is large, and the write's answer is copied.
  let started: ProcessingRoster | undefined;
  const rows = await modelRowsFrom(ctx, request.appId, [request.sftd], request.start_date);
  // The rosters only: a write of their own rows on PostgreSQL ('one roster per shift and period' is the table's
  // rule: a start that claims a period another took at the same moment runs again and answers it taken).
  const answer = await ctx.store.updateRows(
    (draft): ShiftStartAnswer => {
      started = undefined;
      const newest = withModelRows(baseOf(draft), rows);
      const setup = checkCalculationSetup(newest, shift.appId, request, ctx.now());
      if (!setup.ok) return { status: setup.status };
      const period = rosterPeriodOf(setup.workingDays, setup.startDate);
      const claim = claimPeriod(newest, shift, period, request);
      if (claim.kind === 'not-found') return { status: RosterStatusCode.ROSTER_NOT_FOUND };
      if (claim.kind === 'taken')
        return {
          status: claim.status,
          roster_ref: claim.roster.rstd,
          roster_start_date: dayOf(claim.roster.started_at),
        };
      started = prepareProcessingRoster(newest, ctx, startOfClaim({ shift, period, userId: request.userId }, claim));
      putProcessingRoster(draft, started);
      return { status: Status.OK, roster_ref: started.rstd, roster_start_date: started.fields.start_date };
    },
    combinedPrepare(startRosters(ctx, rows, request, request.roster_ref), readingUser(request.userId))!,
  );
  if (started) {
    for (const replaced of started.gone) abortRosterCalculation(ctx.store, replaced);
    launchCalculation(ctx, { rstd: started.rstd, calculation: started.calculation, model: started.model });
  }
  return answer;
}
