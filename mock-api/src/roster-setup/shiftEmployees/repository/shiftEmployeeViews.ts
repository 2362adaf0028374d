/**
 * What a shift employee's list and details answer, from a state: the whole store's (the embedded
 * repository) or one holding only the records the answer reads, as SQL found them (the PostgreSQL
 * repository), so both answer with the same code. `figures` and `hasImage` are the employees'
 * list figures and photo marks, read by each repository its own way.
 */
import type { ShiftEmployeeDetails } from '../../../contract';
import type { Figures } from '../../../employees/attendance';
import type { DbState, ShiftEmployeeRecord } from '../../../store/types';
import type { ShiftEmployeeListQuery } from '@times/shared-sdk/schemas';
import type { ShiftEmployeeCursor } from '../../employees';
import {
  pageOfShiftEmployees,
  rowContext,
  shiftSummary,
  toShiftEmployee,
  toShiftEmployeeDetails,
} from '../../employees';
import { shiftEmployeesOf } from '../../positions';
import type { ShiftEmployeeListPage } from './shiftEmployeeRepository';

export interface RowFacts {
  figures: ReadonlyMap<string, Figures>;
  hasImage: (emd: string) => boolean;
}

export function detailsIn(
  state: DbState,
  appId: string,
  record: ShiftEmployeeRecord,
  nowMs: number,
  { figures, hasImage }: RowFacts,
): ShiftEmployeeDetails {
  return toShiftEmployeeDetails(record, rowContext(state, appId, nowMs, figures, hasImage));
}

export function pageIn(
  state: DbState,
  appId: string,
  query: ShiftEmployeeListQuery,
  cursor: ShiftEmployeeCursor | null,
  nowMs: number,
  { figures, hasImage }: RowFacts,
): ShiftEmployeeListPage {
  const rows = rowContext(state, appId, nowMs, figures, hasImage);
  const { records, ...marks } = pageOfShiftEmployees(
    shiftEmployeesOf(state, appId, query.sftd),
    rows.employees,
    query,
    cursor,
  );
  return {
    ...marks,
    summary: shiftSummary(state, appId, query.sftd, rows.employees),
    rows: records.map((record) => toShiftEmployee(record, rows)),
  };
}
