/**
 * Writing a calculation's outcome on its roster: Successful with the engine's result, or Failed
 * with the reason. Dropped when the roster is gone, was recalculated since (another calculation
 * counter) or is no longer Processing. A recalculated Published roster stays Published: in the
 * same write, the employees whose days changed are notified (publish/rosterNotices.ts); a Failed
 * one sends nothing. It changes the roster and its notices only: on PostgreSQL a write of its own rows
 * (DataStore.updateRows), which reads and locks the roster's row first and waits on nothing else.
 */
import { printMessage } from '../../outbox/outbox';
import { isoAt } from '../../routes/context';
import type { RouteContext } from '../../routes/context';
import { noticeEmployees } from '../publish/noticeEmployees';
import { noteRosterChanges } from '../publish/rosterNotices';
import { combinedPrepare } from '../../store/combinedPrepare';
import type { DataStore } from '../../store/dataStore';
import { lockingRosterOfRstd } from '../repository/readingRosters';
import type { RosterRecord, StoredRosterResult } from '../../store/types';
import { RosterStatus } from '@times/shared-sdk/schemas';
import type { RosterModel } from '@times/roster-engine';

export type CalculationOutcome =
  | {
      status: 'Successful';
      result: StoredRosterResult;
      /** The model it was planned with, when it changed. */ model?: RosterModel;
    }
  | { status: 'Failed'; reason: string };

const isCurrent = (roster: RosterRecord | undefined, calculation: number): roster is RosterRecord =>
  roster !== undefined && roster.calculation === calculation && roster.status === RosterStatus.PROCESSING;

/** True when the outcome was written. */
export async function writeOutcome(
  store: DataStore,
  rstd: string,
  calculation: number,
  outcome: CalculationOutcome,
  nowMs: number,
  /** Where the notices are printed and posted from (none: they are only kept in the outbox). */
  notify?: Pick<RouteContext, 'config'>,
): Promise<boolean> {
  const find = (rosters: RosterRecord[]) => rosters.find((roster) => roster.rstd === rstd);
  // No request may have come since the file last changed (a reset by another process).
  await store.refresh();
  const written = await store.updateRows(
    (draft) => {
      const roster = find(draft.rosters);
      if (!isCurrent(roster, calculation)) return undefined;
      roster.status = outcome.status;
      roster.finished_at = isoAt(nowMs);
      if (outcome.status === RosterStatus.SUCCESSFUL) {
        roster.result = outcome.result;
        roster.failure_reason = '';
        if (outcome.model) roster.model = outcome.model;
      } else {
        roster.result = null;
        roster.failure_reason = outcome.reason;
      }
      return noteRosterChanges(draft, roster.id, isoAt(nowMs));
    },
    combinedPrepare(lockingRosterOfRstd(rstd), {
      after: (read) =>
        noticeEmployees(
          find(read.rosters ?? store.data.rosters),
          outcome.status === RosterStatus.SUCCESSFUL ? outcome.model : undefined,
        ),
    })!,
  );
  if (notify) for (const message of written ?? []) printMessage(notify, message);
  return written !== undefined;
}

/** The reason a failed calculation shows: the error's message. */
export const failureReason = (error: unknown): string =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : 'Roster calculation failed';
