/**
 * One prepare of several (a write that reads the roster it changes and the accounts of the employees it
 * notifies): each runs in turn in the write's transaction; a step given as `{ after }` is made from the rows
 * read before it (the accounts of the employees of the roster just read). The records of a collection read
 * by two steps are kept once, by id.
 */
import type { PrepareWrite } from './dataStore';
import type { DbState } from './types';

/** A prepare made from the rows the steps before it read (none: nothing more to read). */
export interface LaterPrepare {
  after: (read: Partial<DbState>) => PrepareWrite | undefined;
}

type Step = PrepareWrite | LaterPrepare | undefined;

/** The steps in order, as one prepare; undefined when there is none. */
export function combinedPrepare(...steps: readonly Step[]): PrepareWrite | undefined {
  const present = steps.filter((step): step is PrepareWrite | LaterPrepare => step !== undefined);
  if (present.length === 0) return undefined;
  return async (client) => {
    const read: Record<string, { id: unknown }[]> = {};
    for (const step of present) {
      const prepare = typeof step === 'function' ? step : step.after(read);
      if (!prepare) continue;
      const rows = (await prepare(client)) as Record<string, { id: unknown }[]>;
      for (const [collection, records] of Object.entries(rows)) {
        const held = read[collection] ?? [];
        const ids = new Set(held.map((record) => record.id));
        read[collection] = [...held, ...records.filter((record) => !ids.has(record.id))];
      }
    }
    return read;
  };
}
