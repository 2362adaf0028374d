/** The summary statistics of a calculated roster: the engine's stored figures and the gender colours. */
import type { RosterSummaryResponse } from '../../contract';
import type { RosterModel, RosterResult } from '@times/roster-engine';
import { GENDER_COLOURS } from './genderColours';

export type SummaryFigures = Omit<RosterSummaryResponse, 'status' | 'roster'>;

/** The engine's figures, and how many pins the last calculation kept (the model's pins: the engine keeps each). */
export function summaryFiguresOf({ summary }: RosterResult, model?: RosterModel): SummaryFigures {
  return {
    hours_employees: summary.hours_employees,
    hours_roles: summary.hours_roles,
    gender_roles: summary.gender_roles,
    cross_roles_assignment: summary.cross_roles_assignment,
    employees_all: summary.employees_all,
    colors: summary.colors,
    pinned_kept: model?.pinned?.length ?? 0,
    ...GENDER_COLOURS,
  };
}
