/**
 * Photo work that must not interleave, run one at a time by every API process sharing the store
 * (DataStore.exclusive): a commit writes the blob and then the record naming it, and a sweep reads
 * the records and then removes the blobs they do not name; a sweep run between a commit's two
 * steps, in this process or another, would remove the blob just committed.
 */
import type { DataStore } from '../store/dataStore';

const PHOTO_WORK = 'photo-work';

/** Run `work` once no other photo work runs; its result. */
export const oneAtATime = <T>(store: DataStore, work: () => Promise<T>): Promise<T> =>
  store.exclusive(PHOTO_WORK, work);
