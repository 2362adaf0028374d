/**
 * Answers of SQL reads kept while the records they read are unchanged: the store's state is never
 * changed in place, and it catches up with every other process's writes before each call, so a
 * collection's array stands for its content (store/snapshotMemo.ts). An answer is keyed by the
 * arrays of the collections it read (or, for a typed table out of the state, its app's change
 * counter: store/postgres/appChanges.ts) and a string for everything else; a failed read is not kept.
 */
interface Entry {
  sources: readonly unknown[];
  value: Promise<unknown>;
}

/** Answers kept at once by default: enough for the filters and words in use. */
const MAX_ENTRIES = 64;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  /** `maxEntries`: how many answers are kept at once (the oldest kept goes first). */
  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  read<T>(sources: readonly unknown[], key: string, query: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.sources.every((source, index) => source === sources[index])) return kept.value as Promise<T>;
    const value = query();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { sources, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
