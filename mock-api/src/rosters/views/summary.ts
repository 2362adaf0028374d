/**
 * The summary statistics of a calculated roster: the engine's stored figures, the gender colours,
 * the pins kept and the rules they break.
 */
import type { RosterSummaryResponse } from '../../contract';
import type { RosterModel, RosterResult } from '@times/roster-engine';
import { GENDER_COLOURS } from './genderColours';
import { pinConflictsOf } from './pinConflicts';

export type SummaryFigures = Omit<RosterSummaryResponse, 'status' | 'roster'>;

/**
 * The engine's figures, how many pins the last calculation kept (the model's pins: the engine keeps
 * each) and the hard rules pinned assignments break, by rule.
 */
export function summaryFiguresOf({ summary, violations }: RosterResult, model: RosterModel): SummaryFigures {
  return {
    hours_employees: summary.hours_employees,
    hours_roles: summary.hours_roles,
    gender_roles: summary.gender_roles,
    cross_roles_assignment: summary.cross_roles_assignment,
    employees_all: summary.employees_all,
    colors: summary.colors,
    pinned_kept: model.pinned?.length ?? 0,
    pin_conflicts: pinConflictsOf(model, violations),
    ...GENDER_COLOURS,
  };
}
