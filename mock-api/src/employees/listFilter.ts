/**
 * Which employees a list filter (flt) shows, and the figure it orders them by:
 *  - 0 All: every employee of the app, active and deactivated; no figure (newest first).
 *  - 1 Present: employees with days_present > 0, most present days first.
 *  - 2 Absent: employees with days_absent > 0, most absent days first.
 *  - 3 Perfomance: employees with attendance in the window (present + absent > 0), best first.
 *  - 4 Employee: employees matching srch_word (search.ts); a word under 3 characters lists none.
 * Ties (and filters 0 and 4) are ordered newest first, see paging.ts.
 */
import { EmployeeFilter, EmployeeLimits } from '../contract';
import type { EmployeeRecord } from '../store/types';
import type { Figures } from './attendance';
import { NO_FIGURES } from './attendance';
import { matchesWord, normalizeWord } from './search';

export interface ListRow {
  record: EmployeeRecord;
  figures: Figures;
  /** The figure the filter orders by (0 for All and Employee). */
  value: number;
  createdMs: number;
}

/** The figure a filter orders by. */
export function figureOf(flt: number, figures: Figures): number {
  switch (flt) {
    case EmployeeFilter.PRESENT:
      return figures.days_present;
    case EmployeeFilter.ABSENT:
      return figures.days_absent;
    case EmployeeFilter.PERFORMANCE:
      return figures.perfomance;
    default:
      return 0;
  }
}

function keeps(flt: number, figures: Figures): boolean {
  switch (flt) {
    case EmployeeFilter.PRESENT:
      return figures.days_present > 0;
    case EmployeeFilter.ABSENT:
      return figures.days_absent > 0;
    case EmployeeFilter.PERFORMANCE:
      return figures.days_present + figures.days_absent > 0;
    default:
      return true;
  }
}

/** Employees stored before created_at existed count as the oldest. */
const createdMsOf = (record: EmployeeRecord): number => Date.parse(record.created_at) || 0;

export function listRows(
  employees: readonly EmployeeRecord[],
  figures: ReadonlyMap<string, Figures>,
  { flt, srch_word }: { flt: number; srch_word: string },
): ListRow[] {
  const word = normalizeWord(srch_word);
  if (flt === EmployeeFilter.EMPLOYEE && word.length < EmployeeLimits.LIST_SEARCH_MIN) return [];
  const rows: ListRow[] = [];
  for (const record of employees) {
    if (flt === EmployeeFilter.EMPLOYEE && !matchesWord(record, word)) continue;
    const own = figures.get(record.emd) ?? NO_FIGURES;
    if (!keeps(flt, own)) continue;
    rows.push({ record, figures: own, value: figureOf(flt, own), createdMs: createdMsOf(record) });
  }
  return rows;
}
