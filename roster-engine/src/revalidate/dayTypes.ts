/**
 * Day types and genders of a roster's assignments (SCORING.md "Day types of the answer"): the
 * assignments of a day beyond max(W(d), Σp r(p, d)), the last ones in order, are 'overtime';
 * the others 'holiday' on a public holiday, 'sunday' on a Sunday, else 'normal'. The gender is
 * the employee's. Entries the checker could not place keep what they had.
 */
import type { CheckContext } from '../checker/context';
import type { Assignment, DayType } from '../model/types';

export function withDayTypes({ index, grid, assignments }: CheckContext): Assignment[] {
  const { model } = index;
  const next = assignments.slice();
  grid.dayEntries.forEach((entries, d) => {
    const day = model.days[d]!;
    const regular: DayType = day.holiday ? 'holiday' : day.weekday === 7 ? 'sunday' : 'normal';
    const base = index.base[d] ?? 0;
    entries.forEach((i, k) => {
      const assignment = assignments[i]!;
      const dayType: DayType = k >= base ? 'overtime' : regular;
      const gender = model.employees[grid.entryEmployee[i]!]!.gender;
      if (assignment.dayType !== dayType || assignment.gender !== gender) next[i] = { ...assignment, dayType, gender };
    });
  });
  return next;
}
