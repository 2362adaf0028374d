/**
 * A roster left Processing by an API process that is gone would never finish, so it becomes
 * Failed. Each calculation records the process running it (RosterRecord.calc_owner): at start-up a
 * process fails the Processing rosters of every process that is not alive (on the embedded store,
 * all of them: no other process exists), and on PostgreSQL each process keeps watching for the
 * rosters of processes that died while it runs (watchInterruptedRosters), so the calculations of
 * the living ones go on untouched. The rosters calculating are read first without a lock (most rounds
 * find none to fail); a round that finds some fails them in a write that locks them.
 */
import type { ApiInstances } from '../../instances/apiInstances';
import { isoAt } from '../../routes/context';
import type { DataStore } from '../../store/dataStore';
import type { RosterRecord } from '../../store/types';
import { lockingProcessing } from '../repository/readingRosters';
import type { RosterRepository } from '../repository/rosterRepository';

/** Where the rosters still calculating are read. */
type Calculations = Pick<RosterRepository, 'calculating'>;
import { RosterStatus } from '@times/shared-sdk/schemas';

export const INTERRUPTED_REASON = 'The server restarted during the calculation';
/** A roster whose process died while the others kept running. */
export const OWNER_GONE_REASON =
  'The calculation stopped: the server running it went away before it finished. Calculate again.';

const interrupted = (live: ReadonlySet<string>) => (roster: Pick<RosterRecord, 'status' | 'calc_owner'>) =>
  roster.status === RosterStatus.PROCESSING && !(roster.calc_owner !== undefined && live.has(roster.calc_owner));

/**
 * Mark Failed every Processing roster whose process is not in `live`; the number marked (nothing is
 * written when 0). The mutation decides again on the newest state, so a roster another process
 * finished meanwhile is left alone.
 */
export async function failInterruptedRosters(
  store: DataStore,
  rosters: Calculations,
  nowMs: number,
  live: ReadonlySet<string> = new Set(),
  reason = INTERRUPTED_REASON,
): Promise<number> {
  const isInterrupted = interrupted(live);
  // Read without a lock first: most rounds find none, and write nothing.
  if (!(await rosters.calculating()).some(isInterrupted)) return 0;
  // The rosters only: a write of their own rows on PostgreSQL, which locks the ones calculating.
  return await store.updateRows((draft) => {
    let marked = 0;
    for (const roster of draft.rosters) {
      if (!isInterrupted(roster)) continue;
      roster.status = RosterStatus.FAILED;
      roster.failure_reason = reason;
      roster.finished_at = isoAt(nowMs);
      roster.result = null;
      marked += 1;
    }
    return marked;
  }, lockingProcessing());
}

export interface InterruptWatch {
  /**
   * Stops watching; resolves once a round already under way has ended, so that its beat (instances.live) never
   * writes this process's row again after the caller deletes it.
   */
  stop(): Promise<void>;
}

/**
 * Every `everyMs`: beat this process's heartbeat and fail the rosters of the processes that died.
 * A round that fails (the database briefly away) is logged and the next one tries again.
 */
export function watchInterruptedRosters(
  store: DataStore,
  rosters: Calculations,
  instances: ApiInstances,
  now: () => number,
  everyMs: number,
  onError: (error: unknown) => void,
): InterruptWatch {
  let round: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    round = round.then(async () => {
      try {
        await store.refresh();
        await failInterruptedRosters(store, rosters, now(), await instances.live(), OWNER_GONE_REASON);
      } catch (error) {
        onError(error);
      }
    });
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return round;
    },
  };
}
