/**
 * The roster engine's model of a shift for one period, from the store: the shift's positions,
 * active shift employees, working days, assigned rules and the previous roster's last days. See
 * the neighbouring files for each part; the route decides the period (rosterPeriod.ts) and checks
 * the setup (working days saved, positions, enough employees) before building it.
 */
import type { RosterModel } from '@times/roster-engine';
import { findWorkingDays } from '../../roster-setup/workingDays';
import type { DbState } from '../../store/types';
import { engineEmployees } from './employees';
import { rosterHistory } from './history';
import { enginePositions } from './positions';
import type { CalculationPeriod } from './rosterPeriod';
import { engineRules } from './rules';
import { engineWorkingDays } from './workingDays';

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
  /** The roster being recalculated: its own previous days are not history. */
  exceptRstd?: string;
}

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
      employeeIds: new Set(employees.map((employee) => employee.id)),
      exceptRstd: options.exceptRstd,
    }),
    seed: options.seed,
    timeLimitMs: options.timeLimitMs,
  };
}
