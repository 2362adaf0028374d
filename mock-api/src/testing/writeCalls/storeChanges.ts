/**
 * What a call wrote: the store's collections whose records differ between two states. The records
 * of `ignoreAppId` (a member of another app working on their own app) may be left out.
 */
import type { DbState } from '../../store/types';

type Records = Record<string, unknown>;

const withoutApp = (records: unknown, appId: string | undefined): unknown =>
  appId && Array.isArray(records) ? records.filter((record) => (record as Records | null)?.app_id !== appId) : records;

export function changedCollections(before: DbState, after: DbState, ignoreAppId?: string): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const old = before as unknown as Records;
  const now = after as unknown as Records;
  return [...keys]
    .filter(
      (key) => JSON.stringify(withoutApp(old[key], ignoreAppId)) !== JSON.stringify(withoutApp(now[key], ignoreAppId)),
    )
    .sort();
}
