/**
 * Whether the living demo is built on this store, and its record. It is built once per fresh
 * seed (npm run reset-db, POST /dev/reset): never over an app somebody already set up shifts in.
 */
import { isoAt } from '../routes/context';
import type { DataStore } from '../store/dataStore';
import type { DemoRecord } from '../store/types';
import { DEMO_APP } from './demoPlan';

export type DemoStart = 'build' | 'skip' | 'done';

/** What to do on this store: build, skip (an app set up by hand, or no demo app), or nothing (built before). */
export function demoStart(store: DataStore): DemoStart {
  const state = store.data;
  if (state.demo.length > 0) return 'done';
  const app = state.apps.find((candidate) => candidate.app_id === DEMO_APP);
  const setUp = state.shifts.some((shift) => shift.app_id === DEMO_APP);
  return app && !setUp ? 'build' : 'skip';
}

/** Writes the demo's one record. */
export async function recordDemo(store: DataStore, nowMs: number, change: Partial<DemoRecord>): Promise<void> {
  await store.update((draft) => {
    const [previous] = draft.demo;
    const base: DemoRecord = previous ?? {
      id: 1,
      state: 'building',
      started_at: isoAt(nowMs),
      finished_at: '',
      message: '',
    };
    draft.demo = [{ ...base, ...change }];
  });
}

/** A build a stopped server left behind (the record says building) is marked failed at start-up. */
export async function failInterruptedDemo(store: DataStore, nowMs: number): Promise<void> {
  if (store.data.demo[0]?.state !== 'building') return;
  await recordDemo(store, nowMs, {
    state: 'failed',
    finished_at: isoAt(nowMs),
    message: 'The server stopped while the demo was being built; npm run reset-db starts it again.',
  });
}
