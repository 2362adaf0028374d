/**
 * The employees a roster's notices may name (rosterNotices.ts: those of its model, and those notified
 * before), with their accounts (whether a notice goes by text too), read in the store write's transaction
 * on PostgreSQL (selfService/readingAccounts.ts).
 */
import { readingAccounts } from '../../selfService/readingAccounts';
import type { PrepareWrite } from '../../store/dataStore';
import type { RosterRecord } from '../../store/types';

export function noticeEmployees(
  roster: RosterRecord | undefined,
  model: { employees: readonly { id: string }[] } | null = roster?.model ?? null,
): PrepareWrite | undefined {
  if (!roster) return undefined;
  const emds = new Set([...(model?.employees ?? []).map((one) => one.id), ...Object.keys(roster.notified_days ?? {})]);
  return readingAccounts(roster.app_id, [...emds]);
}
