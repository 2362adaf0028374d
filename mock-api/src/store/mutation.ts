/**
 * One write, whatever the store: the mutation runs on an Immer draft of the state, so only what it
 * touches is copied (records it leaves alone keep their identity), and the records that changed
 * are found by comparing identities collection by collection. The file store writes the next
 * state whole; the PostgreSQL store writes just the changed records.
 */
import { Immer, current, isDraft, original } from 'immer';
import { recordKey } from './recordKeys';
import type { DbState } from './types';

// A private instance: no freezing (the routes treat state as read-only by convention, as before).
const immer = new Immer({ autoFreeze: false });

type AnyRecord = Readonly<Record<string, unknown>>;

export interface RecordChange {
  collection: string;
  key: string;
  /** The record as it now is; null when it was removed. */
  record: AnyRecord | null;
}

export interface Mutation<R> {
  next: DbState;
  result: R;
  changes: RecordChange[];
}

/** A draft handed back by the mutation (e.g. a record it found) as a plain value. */
function detach<T>(value: T): T {
  if (isDraft(value)) return current(value as object) as T;
  if (Array.isArray(value)) return value.map(detach) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, detach(item)])) as T;
  }
  return value;
}

const recordsOf = (state: DbState, collection: string): readonly AnyRecord[] => {
  const value: unknown = (state as unknown as Record<string, unknown>)[collection];
  return Array.isArray(value) ? (value as AnyRecord[]) : [];
};

function collectionChanges(
  collection: string,
  before: readonly AnyRecord[],
  after: readonly AnyRecord[],
): RecordChange[] {
  const previous = new Map<string, AnyRecord>();
  for (const record of before) previous.set(recordKey(collection, record), record);
  const changes: RecordChange[] = [];
  const kept = new Set<string>();
  for (const record of after) {
    const key = recordKey(collection, record);
    // Every store keys a record by it (the PostgreSQL store's rows): two records cannot share one.
    if (kept.has(key)) throw new Error(`Two ${collection} records have the key ${key}`);
    kept.add(key);
    if (previous.get(key) !== record) changes.push({ collection, key, record });
  }
  for (const key of previous.keys()) if (!kept.has(key)) changes.push({ collection, key, record: null });
  return changes;
}

/** The records that differ between two states (identity per record; unchanged collections are skipped). */
export function changesBetween(before: DbState, after: DbState): RecordChange[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: RecordChange[] = [];
  for (const name of names) {
    const was = recordsOf(before, name);
    const is = recordsOf(after, name);
    if (was !== is) changes.push(...collectionChanges(name, was, is));
  }
  return changes;
}

/**
 * What a draft stood for when the mutation began (the newest stored state), to read many records
 * without making a draft of each: e.g. baseOf(draft.employees) to plan an import of new rows.
 */
export function baseOf<T>(value: T): T {
  return isDraft(value) ? (original(value as object) as T) : value;
}

/**
 * immer's own mark on a draft (Symbol.for('immer-state') since immer 6): whether it changed, what
 * it began from and what it holds. Read by newestOf() alone; without it (another immer) newestOf
 * falls back to current(), which is right but copies every record.
 */
const DRAFT_STATE = Symbol.for('immer-state');
interface DraftState {
  modified_: boolean;
  base_: unknown;
  copy_: unknown;
}

/**
 * What a draft holds now, changes of this mutation included, as plain values: to read or filter a
 * whole collection without making a draft of each record it touches (iterating a draft does, and
 * a collection of thousands of records then costs thousands of proxies and their finalising).
 * Costs nothing for a collection the mutation has not changed yet, a shallow copy otherwise.
 */
export function newestOf<T>(value: T): T {
  if (!isDraft(value)) return value;
  const state = (value as unknown as Record<symbol, DraftState | undefined>)[DRAFT_STATE];
  if (state && !state.modified_) return state.base_ as T;
  // A changed array: its records as they are, those the mutation touched as plain copies, the others
  // themselves (immer's current() would copy every record, and a write would then store them all).
  if (state && Array.isArray(state.copy_))
    return state.copy_.map((item: unknown) => (isDraft(item) ? current(item as object) : item)) as T;
  return current(value as object) as T;
}

/** Run `mutate` on a draft of `state`: the next state, what the mutation returned, and what changed. */
export function mutate<R>(state: DbState, change: (draft: DbState) => R): Mutation<R> {
  const draft = immer.createDraft(state);
  const result = detach(change(draft as DbState));
  const next: DbState = immer.finishDraft(draft);
  return { next, result, changes: next === state ? [] : changesBetween(state, next) };
}
