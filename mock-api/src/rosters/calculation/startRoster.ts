/**
 * Starting a calculation once the call's checks passed: the roster record is created (a new rstd)
 * or refreshed (a recalculation keeps its rstd and counts one more calculation) as Processing with
 * the model the engine gets (a recalculation's pins inside the new period included: rosters/pins), the rosters it replaces are deleted (their workers stopped), and the
 * engine starts in the background (launch.ts). A site's calculation writes its rosters the same way
 * and plans them in one job (siteJob.ts).
 */
import { newPublicId } from '../../apps/apps';
import { isoAt } from '../../routes/context';
import type { RouteContext } from '../../routes/context';
import { nextId } from '../../store/types';
import type { DbState, RosterRecord } from '../../store/types';
import { RosterStatus } from '@times/shared-sdk/schemas';
import type { RosterModel } from '@times/roster-engine';
import { buildRosterModel } from '../model/buildRosterModel';
import type { RosterShiftKey } from '../model/buildRosterModel';
import type { CalculationPeriod } from '../model/rosterPeriod';
import { rosterSeed } from '../model/seed';
import { pinnedForCalculation, pinnedInModel } from '../pins/rosterPins';
import { launchCalculation } from './launch';
import { abortRosterCalculation } from './registry';

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

/** The roster as written Processing, the calculation it counts and the model built for it. */
export interface WrittenRoster {
  record: RosterRecord;
  calculation: number;
  model: RosterModel;
}

/** Writes the Processing roster and starts its worker; answers the record as written. */
export async function startRosterCalculation(ctx: RouteContext, start: RosterStart): Promise<RosterRecord> {
  const { record, calculation, model } = await writeProcessingRoster(ctx, start);
  launchCalculation(ctx, { rstd: record.rstd, calculation, model });
  return record;
}

/** A roster to write Processing: everything worked out from the store before the write. */
export interface ProcessingRoster {
  rstd: string;
  calculation: number;
  model: RosterModel;
  shift: RosterStart['shift'];
  /** The rosters it replaces (deleted in the same write; their workers are stopped after it). */
  gone: ReadonlySet<string>;
  fields: Omit<RosterRecord, 'id' | 'rstd' | 'app_id' | 'std' | 'sftd'>;
}

/** The roster's model built from the store now (new, or the recalculated one) and the fields to write. */
export function prepareProcessingRoster(ctx: RouteContext, start: RosterStart): ProcessingRoster {
  const { store, config } = ctx;
  const { shift, period } = start;
  const state = store.data;
  const rstd = start.roster?.rstd ?? newPublicId(state.rosters.map((roster) => roster.rstd));
  const calculation = (start.roster?.calculation ?? 0) + 1;
  const built = buildRosterModel(state, shift, period, {
    seed: rosterSeed(rstd, calculation),
    timeLimitMs: config.rosterTimeLimitMs,
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
  draft.rosters = draft.rosters.filter((candidate) => !gone.has(candidate.rstd));
  const existing = draft.rosters.find((candidate) => candidate.rstd === rstd);
  if (existing) return Object.assign(existing, fields);
  const created: RosterRecord = {
    id: nextId(draft.rosters),
    rstd,
    app_id: shift.appId,
    std: shift.std,
    sftd: shift.sftd,
    ...fields,
  };
  draft.rosters.push(created);
  return created;
}

/**
 * Writes the roster as Processing with the model built from the store now (new, or the recalculated
 * one), deletes the rosters it replaces and stops their workers; no worker is started here.
 */
export async function writeProcessingRoster(ctx: RouteContext, start: RosterStart): Promise<WrittenRoster> {
  const prepared = prepareProcessingRoster(ctx, start);
  const record = await ctx.store.update((draft) => putProcessingRoster(draft, prepared));
  for (const replaced of prepared.gone) abortRosterCalculation(ctx.store, replaced);
  return { record, calculation: prepared.calculation, model: prepared.model };
}
