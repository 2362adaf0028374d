/**
 * Ids for the records a write adds to typed tables whose ids other records of the same write refer to (a new user's,
 * named by their session and code; a reset request's, named by its code; a code's, which the new-password call
 * names later). On PostgreSQL the process does not hold those tables, so the next after the highest it holds would
 * be a number already taken: the write's prepare takes them from the tables' sequences instead (`prepare`), so two
 * writes at once, on any process, never take one; a write run again takes new ones. The embedded store never runs
 * a prepare: its write numbers the next after the highest, as before.
 */
import type { PrepareWrite } from './dataStore';
import { nextId } from './types';

/** A table whose ids a write may take before its mutation runs, by the collection it stores. */
const SEQUENCES = {
  users: 'users',
  password_resets: 'password_resets',
  otps: 'one_time_codes',
  user_groups: 'user_groups',
  group_sites: 'group_sites',
  site_groups: 'site_groups',
  shift_rules: 'shift_rules',
  app_members: 'app_members',
  organizations: 'organizations',
  apps: 'apps',
  client_types: 'client_types',
  clients: 'clients',
  positions: 'positions',
  shift_working_days: 'shift_working_days',
  shift_positions: 'shift_positions',
  shifts: 'shifts',
  sites: 'sites',
} as const;

type Reservable = keyof typeof SEQUENCES;

export class ReservedIds {
  private taken = new Map<Reservable, number[]>();

  /** `wanted`: how many ids of each table the write may add. */
  constructor(private readonly wanted: Partial<Record<Reservable, number>>) {}

  /** Takes the ids (PostgreSQL: in the write's own transaction). */
  readonly prepare: PrepareWrite = async (client) => {
    this.taken = new Map();
    for (const [collection, count] of Object.entries(this.wanted) as [Reservable, number][]) {
      const { rows } = await client.query<{ id: string }>(
        `SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id FROM generate_series(1, $2::integer)`,
        [SEQUENCES[collection], count],
      );
      this.taken.set(
        collection,
        rows.map((row) => Number(row.id)),
      );
    }
    return {};
  };

  /** The id of the next record of `collection`: one taken by the prepare, or the next after the highest of `records`. */
  next(collection: Reservable, records: readonly { id: number }[]): number {
    const ids = this.taken.get(collection);
    const id = ids?.shift();
    if (id !== undefined) return id;
    if (ids) throw new Error(`A write added more ${collection} records than it reserved ids for`);
    return nextId(records);
  }
}
