/** Roster details' daily_totals and daily_gender_totals: people rostered per day, and by gender. */
import type { CheckContext } from '../checker/context';
import { buildModelIndex } from '../checker/modelIndex';
import { buildRosterGrid } from '../checker/rosterGrid';
import type { Assignment, RosterModel } from '../model/types';
import type { DailyTotals } from './types';

/** Counts the placed assignments (each employee once a day, known employees and dates only). */
export function dailyTotals(model: RosterModel, assignments: readonly Assignment[]): DailyTotals {
  const index = buildModelIndex(model);
  return dailyTotalsOf({ index, grid: buildRosterGrid(index, assignments), assignments });
}

export function dailyTotalsOf({ index, grid }: CheckContext): DailyTotals {
  const { model } = index;
  const totals: DailyTotals = { daily_totals: [], daily_gender_totals: [] };
  model.days.forEach((day, d) => {
    let males = 0;
    let females = 0;
    for (const i of grid.dayEntries[d] ?? []) {
      if (model.employees[grid.entryEmployee[i]!]?.gender === 2) females += 1;
      else males += 1;
    }
    totals.daily_totals.push({ entry_date: day.date, employee_count: males + females });
    totals.daily_gender_totals.push({ entry_date: day.date, male_count: males, female_count: females });
  });
  return totals;
}
