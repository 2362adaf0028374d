/**
 * The employees a roster's notices may name (rosterNotices.ts: those of its model, and those notified
 * before), with their accounts (whether a notice goes by text too), and the notices the roster sent before
 * (their keys are not sent again), read in the store write's transaction on PostgreSQL
 * (selfService/readingAccounts.ts, outbox/repository/readingOutbox.ts).
 */
import { readingSentNotices } from '../../outbox/repository/readingOutbox';
import { readingAccounts } from '../../selfService/readingAccounts';
import { combinedPrepare } from '../../store/combinedPrepare';
import type { PrepareWrite } from '../../store/dataStore';
import type { RosterRecord } from '../../store/types';

export function noticeEmployees(
  roster: RosterRecord | undefined,
  model: { employees: readonly { id: string }[] } | null = roster?.model ?? null,
): PrepareWrite | undefined {
  if (!roster) return undefined;
  const emds = new Set([...(model?.employees ?? []).map((one) => one.id), ...Object.keys(roster.notified_days ?? {})]);
  return combinedPrepare(readingAccounts(roster.app_id, [...emds]), readingSentNotices(roster.rstd));
}
