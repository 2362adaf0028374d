/**
 * Whether the living demo is built on this store, and its record. It is built once per fresh
 * seed (npm run reset-db, POST /dev/reset): never over an app somebody already set up shifts in.
 */
import { isoAt } from '../routes/context';
import type { DataStore } from '../store/dataStore';
import type { DbState, DemoRecord } from '../store/types';
import { DEMO_APP } from './demoPlan';
import { readingApps } from '../apps/repository/readingApps';
import { readingAppShifts } from '../shifts/repository/readingShifts';
import { combinedPrepare } from '../store/combinedPrepare';

export type DemoStart = 'build' | 'skip' | 'done';

/** What to do on this state: build, skip (an app set up by hand, or no demo app), or nothing (built before). */
export function demoStart(state: DbState): DemoStart {
  if (state.demo.length > 0) return 'done';
  const app = state.apps.find((candidate) => candidate.app_id === DEMO_APP);
  const setUp = state.shifts.some((shift) => shift.app_id === DEMO_APP);
  return app && !setUp ? 'build' : 'skip';
}

const INTERRUPTED_MESSAGE = 'The server stopped while the demo was being built; npm run reset-db starts it again.';

const demoRecord = (nowMs: number, change: Partial<DemoRecord>): DemoRecord => ({
  id: 1,
  state: 'building',
  started_at: isoAt(nowMs),
  finished_at: '',
  message: '',
  ...change,
});

/** Writes the demo's one record. */
export async function recordDemo(store: DataStore, nowMs: number, change: Partial<DemoRecord>): Promise<void> {
  await store.update((draft) => {
    const [previous] = draft.demo;
    draft.demo = [{ ...demoRecord(nowMs, {}), ...previous, ...change }];
  });
}

/**
 * Decides in one write whether this process builds the demo, so of several API processes on one
 * database only one does. A build whose process is not alive (`live`) is marked failed first (a
 * stopped server); one a living process is building is left to it. True: this process
 * (`builder`) builds, its record says building.
 */
export async function claimDemo(
  store: DataStore,
  nowMs: number,
  builder: string,
  live: ReadonlySet<string>,
): Promise<boolean> {
  return await store.update(
    (draft) => {
      const [previous] = draft.demo;
      if (previous?.state === 'building' && !(previous.builder !== undefined && live.has(previous.builder)))
        draft.demo = [{ ...previous, state: 'failed', finished_at: isoAt(nowMs), message: INTERRUPTED_MESSAGE }];
      const start = demoStart(draft);
      if (start === 'skip') draft.demo = [demoRecord(nowMs, { state: 'skipped', finished_at: isoAt(nowMs) })];
      if (start !== 'build') return false;
      draft.demo = [demoRecord(nowMs, { builder })];
      return true;
      // The demo app and its shifts: tables of their own on PostgreSQL (issue 33).
    },
    combinedPrepare(readingApps([DEMO_APP]), readingAppShifts(DEMO_APP)),
  );
}
