/**
 * The roster engine's model of a shift for one period, from the store: the shift's positions,
 * active shift employees, working days, assigned rules, the previous roster's last days, the
 * shift's id and times and the employees' days in the app's other rosters (commitments.ts). See
 * the neighbouring files for each part; the route decides the period (rosterPeriod.ts) and checks
 * the setup (working days saved, positions, enough employees) before building it.
 */
import type { RosterModel } from '@times/roster-engine';
import type { ApiConfig } from '../../config';
import { findWorkingDays } from '../../roster-setup/workingDays';
import type { DbState } from '../../store/types';
import { engineEmployees } from './employees';
import { rosterHistory } from './history';
import { enginePositions } from './positions';
import type { CalculationPeriod } from './rosterPeriod';
import { engineRules } from './rules';
import { engineWorkingDays } from './workingDays';
import { rosterCommitments } from './commitments';
import type { PlannedRoster } from './commitments';
import { shiftTimesOf } from './shiftTimes';

export interface RosterShiftKey {
  appId: string;
  std: string;
  sftd: string;
}

export interface RosterModelOptions {
  /** The engine's seed (rosterSeed of the roster and its calculation). */
  seed: number;
  /** The search time limit (config rosterTimeLimitMs). */
  timeLimitMs: number;
  /** The search's move budget (config rosterIterations; absent: derived from the model's size). */
  maxIterations?: number;
  /** The roster being recalculated: its own previous days are not history. */
  exceptRstd?: string;
  /** Rosters of other shifts planned in the same job (they count as commitments before they are stored). */
  planned?: readonly PlannedRoster[];
}

/** The search's limits of a calculation, from the API's settings. */
export const searchLimits = (
  config: Pick<ApiConfig, 'rosterTimeLimitMs' | 'rosterIterations'>,
): Pick<RosterModelOptions, 'timeLimitMs' | 'maxIterations'> => ({
  timeLimitMs: config.rosterTimeLimitMs,
  ...(config.rosterIterations === null ? {} : { maxIterations: config.rosterIterations }),
});

/** Throws when the shift has no working days (the calls answer ROSTER_WORKING_DAYS_REQUIRED first). */
export function buildRosterModel(
  state: DbState,
  shift: RosterShiftKey,
  period: CalculationPeriod,
  options: RosterModelOptions,
): RosterModel {
  const { appId, std, sftd } = shift;
  const workingDays = findWorkingDays(state, appId, sftd);
  if (!workingDays) throw new Error(`Shift ${sftd} has no working days`);
  const employees = engineEmployees(state, appId, sftd, period);
  const employeeIds = new Set(employees.map((employee) => employee.id));
  return {
    days: period.days,
    positions: enginePositions(state, appId, sftd),
    employees,
    workingDays: engineWorkingDays(workingDays),
    rules: engineRules(state, appId, sftd),
    history: rosterHistory(state, {
      appId,
      std,
      sftd,
      periodStart: period.start,
      workingDays,
      employeeIds,
      exceptRstd: options.exceptRstd,
    }),
    shiftId: sftd,
    shiftTimes: shiftTimesOf(state, appId, sftd),
    commitments: rosterCommitments(state, {
      appId,
      std,
      sftd,
      period,
      maxConsecutive: workingDays.max_cons_days,
      minRest: workingDays.min_rest_days,
      employeeIds,
      planned: options.planned,
    }),
    seed: options.seed,
    timeLimitMs: options.timeLimitMs,
    ...(options.maxIterations === undefined ? {} : { maxIterations: options.maxIterations }),
  };
}
