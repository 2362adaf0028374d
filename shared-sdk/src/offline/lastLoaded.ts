/**
 * The last answer a screen loaded, kept in the browser's storage with the moment it was made, so
 * the screen still shows it (with 'as of') when the API cannot be reached. Per signed-in person:
 * the key names them.
 */
import type { QueueStorage } from './storedQueue';

export interface LastLoaded<T> {
  data: T;
  /** The answer's moment (an ISO timestamp). */
  asOf: string;
}

export function saveLastLoaded<T>(storage: QueueStorage, key: string, data: T, asOf: string): void {
  try {
    storage.setItem(key, JSON.stringify({ data, asOf }));
  } catch {
    // A full or closed storage only loses the offline copy.
  }
}

export function readLastLoaded<T>(storage: QueueStorage, key: string): LastLoaded<T> | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as LastLoaded<T> | null;
    return stored && typeof stored.asOf === 'string' && 'data' in stored ? stored : null;
  } catch {
    return null;
  }
}
