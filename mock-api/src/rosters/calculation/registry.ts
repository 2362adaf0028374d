/**
 * The calculations running in this process, per store (a test server and the real one never share
 * one): the worker's AbortController and a promise that settles once its outcome is written. A
 * recalculation or a deleted roster aborts the worker; whenRosterSettled lets tests wait.
 */
import type { DataStore } from '../../store/dataStore';

export interface RunningCalculation {
  rstd: string;
  calculation: number;
  controller: AbortController;
  /** Settles (never rejects) once the worker has settled and its outcome was written (or dropped). */
  settled: Promise<void>;
}

const registries = new WeakMap<DataStore, Map<string, RunningCalculation>>();

export function runningCalculations(store: DataStore): Map<string, RunningCalculation> {
  let running = registries.get(store);
  if (!running) {
    running = new Map();
    registries.set(store, running);
  }
  return running;
}

/** Stop the worker of roster `rstd`, if one runs (its late answer is then dropped). */
export function abortRosterCalculation(store: DataStore, rstd: string): void {
  runningCalculations(store).get(rstd)?.controller.abort();
}

/** Resolves when roster `rstd` has no worker running any more (each recalculation waited for too). */
export async function whenRosterSettled(store: DataStore, rstd: string): Promise<void> {
  for (;;) {
    const running = runningCalculations(store).get(rstd);
    if (!running) return;
    await running.settled;
  }
}
