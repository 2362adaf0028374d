/**
 * Which API processes are alive, so a roster left Processing by one that died is marked Failed by
 * another (rosters/calculation/interrupted.ts) while the calculations of the living ones go on.
 * Each process has an id; a roster's calculation records the id of the process running it
 * (RosterRecord.calc_owner). On the embedded store only this process exists. On PostgreSQL every
 * process heartbeats its row of api_instances (postgresInstances.ts).
 */
export interface ApiInstances {
  /** This process's id. */
  readonly id: string;
  /** Register this process (before its first calculation). */
  start(): Promise<void>;
  /** The ids of the processes alive now, this one included. */
  live(): Promise<ReadonlySet<string>>;
  /** Forget this process (a clean stop): its rosters are then interrupted at once, not after the lease. */
  stop(): Promise<void>;
}

/** The embedded store: one process, so nothing else is ever alive. */
export function singleInstance(id: string): ApiInstances {
  const live = new Set([id]);
  return {
    id,
    start: () => Promise.resolve(),
    live: () => Promise.resolve(live),
    stop: () => Promise.resolve(),
  };
}
