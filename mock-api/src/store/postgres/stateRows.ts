/**
 * The state a process holds, built from record rows: all of them (a start, a reset), or those
 * another process wrote since (applied without touching the collections they leave alone).
 */
import { recordKey } from '../recordKeys';
import type { RecordChange } from '../mutation';
import { emptyState } from '../types';
import type { DbState } from '../types';
import type { RecordRow } from './recordRows';

type Collections = Record<string, Record<string, unknown>[]>;

/** The state of these live rows (collections none of them name are empty). */
export function stateFromRows(rows: readonly RecordRow[]): DbState {
  const state = emptyState() as unknown as Collections;
  for (const row of rows) if (row.doc) (state[row.collection] ??= []).push(row.doc);
  return state as unknown as DbState;
}

/** The state with these rows applied: changed records replaced in place, new ones appended, removed ones gone. */
export function applyRows(state: DbState, rows: readonly RecordRow[]): DbState {
  if (rows.length === 0) return state;
  const byCollection = new Map<string, RecordRow[]>();
  for (const row of rows) {
    const list = byCollection.get(row.collection) ?? [];
    list.push(row);
    byCollection.set(row.collection, list);
  }
  const next: Collections = { ...(state as unknown as Collections) };
  for (const [collection, changed] of byCollection) {
    const records = [...(next[collection] ?? [])];
    const position = new Map(records.map((record, index) => [recordKey(collection, record), index]));
    const removed = new Set<number>();
    for (const row of changed) {
      const at = position.get(row.key);
      if (row.doc === null) {
        if (at !== undefined) removed.add(at);
      } else if (at !== undefined) {
        records[at] = row.doc;
        removed.delete(at);
      } else {
        position.set(row.key, records.push(row.doc) - 1);
      }
    }
    next[collection] = removed.size === 0 ? records : records.filter((_record, index) => !removed.has(index));
  }
  return next as unknown as DbState;
}

/** The rows of a state's every record (the seed written to an empty database). */
export function changesOfState(state: DbState): RecordChange[] {
  return Object.entries(state as unknown as Collections).flatMap(([collection, records]) =>
    records.map((record) => ({ collection, key: recordKey(collection, record), record })),
  );
}
