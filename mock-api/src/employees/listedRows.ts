/**
 * The rows a list filter shows, in list order, computed once per state, filter, search word and
 * day (store/snapshotMemo.ts): the 50 callers paging through an app of 20,000 employees share one
 * filter and sort until the next write of employees, attendance or leave days.
 */
import type { DbState } from '../store/types';
import { snapshotMemo } from '../store/snapshotMemo';
import { figuresByEmployee } from './attendance';
import { dayAt } from './days';
import { appEmployees } from './employees';
import { listRows } from './listFilter';
import type { ListRow } from './listFilter';
import { sortedRows } from './paging';
import { normalizeWord } from './search';

export function listedRows(
  state: DbState,
  appId: string,
  nowMs: number,
  { flt, srch_word }: { flt: number; srch_word: string },
): readonly ListRow[] {
  const key = [appId, flt, normalizeWord(srch_word), dayAt(nowMs)].join('|');
  return snapshotMemo([state.employees, state.attendance, state.leaves], key, () =>
    sortedRows(listRows(appEmployees(state, appId), figuresByEmployee(state, appId, nowMs), { flt, srch_word })),
  );
}
