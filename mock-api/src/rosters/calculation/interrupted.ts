/**
 * At start-up no worker runs yet: a roster still Processing was interrupted by a stop or crash of
 * the server and would never finish, so it becomes Failed with that reason.
 */
import { isoAt } from '../../routes/context';
import type { DataStore } from '../../store/dataStore';
import { RosterStatus } from '@times/shared-sdk/schemas';

export const INTERRUPTED_REASON = 'The server restarted during the calculation';

/** Mark every Processing roster Failed; the number marked (nothing is written when 0). */
export async function failInterruptedRosters(store: DataStore, nowMs: number): Promise<number> {
  const interrupted = store.data.rosters.filter((roster) => roster.status === RosterStatus.PROCESSING).length;
  if (interrupted === 0) return 0;
  await store.update((draft) => {
    for (const roster of draft.rosters) {
      if (roster.status !== RosterStatus.PROCESSING) continue;
      roster.status = RosterStatus.FAILED;
      roster.failure_reason = INTERRUPTED_REASON;
      roster.finished_at = isoAt(nowMs);
      roster.result = null;
    }
  });
  return interrupted;
}
