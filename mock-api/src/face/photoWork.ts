/**
 * Photo work that must not interleave, run one at a time per storage: a commit writes the blob
 * and then the record naming it, and a sweep reads the records and then removes the blobs they do
 * not name; a sweep run between a commit's two steps would remove the blob just committed.
 */
import type { PhotoStorage } from './storage/photoStorage';

const queues = new WeakMap<PhotoStorage, Promise<unknown>>();

/** Run `work` once the storage's earlier work has settled; its result. */
export function oneAtATime<T>(storage: PhotoStorage, work: () => Promise<T>): Promise<T> {
  const earlier = queues.get(storage) ?? Promise.resolve();
  const result = earlier.then(work);
  // The next work waits for this one whether it succeeds or fails; the caller sees its failure.
  queues.set(
    storage,
    result.catch(() => undefined),
  );
  return result;
}
