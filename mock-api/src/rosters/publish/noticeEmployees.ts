/**
 * The employees a roster's notices may name (rosterNotices.ts: those of its model, and those notified
 * before), read in the store write's transaction on PostgreSQL (employees/readingEmployees.ts).
 */
import { readingEmployees } from '../../employees/readingEmployees';
import type { PrepareWrite } from '../../store/dataStore';
import type { RosterRecord } from '../../store/types';

export function noticeEmployees(
  roster: RosterRecord | undefined,
  model: { employees: readonly { id: string }[] } | null = roster?.model ?? null,
): PrepareWrite | undefined {
  if (!roster) return undefined;
  const emds = new Set([...(model?.employees ?? []).map((one) => one.id), ...Object.keys(roster.notified_days ?? {})]);
  return readingEmployees([...emds].map((emd) => ({ appId: roster.app_id, emd })));
}
