/**
 * The change counters of the typed tables (app_changes: one row per app and table, a missing row
 * is 0): every write of a table moves its app's counter in its own transaction, so an answer an
 * API process read from the table stays valid while the counter it was read at has not moved, on
 * whichever process the writes ran. Apps never share a row, so their writes never wait on each other.
 *
 * A process reads the counters of the apps its caches have asked for (the last WATCHED_APPS), of the
 * tables they asked for (not every typed table: the head's read stays small as tables are added), in the
 * same query as the store head, which every call's opening reads (postgresStore.ts refresh): so a
 * call's cached answers cost no query of their own, and still see every write acknowledged before
 * the call began. An app not read with the last head, or any app after a write of this process
 * (whose own calls may read right after it without a refresh), is read on its own.
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';

/** The typed tables with a counter. */
export type CountedTable =
  | 'employees'
  | 'leave_days'
  | 'attendance_days'
  | 'clock_records'
  | 'timesheet_approvals'
  | 'shift_employees'
  | 'time_off_requests'
  | 'inbox_messages'
  | 'employee_availability'
  | 'calendar_links'
  | 'employee_accounts'
  | 'invitations'
  | 'rosters'
  | 'faces'
  | 'face_descriptors'
  | 'photo_uploads'
  | 'outbox_messages'
  | 'user_groups'
  | 'group_sites'
  | 'site_groups'
  | 'shift_rules'
  | 'app_members'
  | 'apps'
  | 'organizations'
  | 'client_types'
  | 'clients'
  | 'positions'
  | 'shift_working_days'
  | 'shift_positions'
  | 'shifts'
  | 'sites';

/** Apps whose counters are read with the head (the most recently asked for). */
const WATCHED_APPS = 256;

/**
 * Moves the counter of `table` for each app the query (a SELECT of app_id) names: the last
 * statement of a write, so the counter's row lock is held only for the commit.
 */
export const bumpChanges = (table: CountedTable, apps: string): string =>
  `INSERT INTO app_changes (app_id, tbl, n) SELECT DISTINCT apps.app_id, '${table}', 1 FROM (${apps}) AS apps
   ON CONFLICT (app_id, tbl) DO UPDATE SET n = app_changes.n + 1`;

const READ_SOME = 'SELECT tbl, n FROM app_changes WHERE app_id = $1 AND tbl = ANY($2::text[])';

/** The watched apps' ($1) counters of the watched tables ($2), as a json array of [app, table, n], for the head's query. */
export const WATCHED_CHANGES = `coalesce((
    SELECT json_agg(json_build_array(c.app_id, c.tbl, c.n)) FROM app_changes c
    WHERE c.app_id = ANY($1::text[]) AND c.tbl = ANY($2::text[])
  ), '[]'::json)`;

const keyOf = (appId: string, table: CountedTable): string => `${appId}\u0000${table}`;

export class AppChangeCounters {
  /** Watched apps, the most recently asked for last. */
  private readonly watched = new Map<string, true>();
  /** Tables the caches have asked for. */
  private readonly watchedTables = new Set<CountedTable>();
  /** The apps and tables read with the last head, and their counters (a table without a row: 0). */
  private readApps = new Set<string>();
  private readTables = new Set<string>();
  private values = new Map<string, number>();

  constructor(private readonly pool: pg.Pool) {}

  /** This process's writes so far: a head read before the last one does not say what it did. */
  private writes = 0;

  /** What the next head's query is to read: the watched apps and tables (its $1 and $2), stamped with this process's writes. */
  begin(): { apps: string[]; tables: string[]; writes: number } {
    return { apps: [...this.watched.keys()], tables: [...this.watchedTables], writes: this.writes };
  }

  /** What the head's query read for what begin() gave it, unless this process wrote since it began. */
  take(
    begun: { apps: readonly string[]; tables: readonly string[]; writes: number },
    rows: readonly [string, string, number | string][],
  ): void {
    if (begun.writes !== this.writes) return;
    this.readApps = new Set(begun.apps);
    this.readTables = new Set(begun.tables);
    this.values = new Map(rows.map(([app, table, n]) => [`${app}\u0000${table}`, Number(n)]));
  }

  /** This process wrote: its next reads go to the table's counters until the next head. */
  wrote(): void {
    this.writes += 1;
    this.readApps = new Set();
    this.readTables = new Set();
    this.values = new Map();
  }

  /** The app's counter of `table` now: the one read with the head, or read on its own. */
  async of(appId: string, table: CountedTable): Promise<number> {
    return (await this.ofTables(appId, [table]))[0]!;
  }

  /**
   * The app's counters of `tables` now, in their order: those read with the head, or all read in one query (a
   * call's opening keys its rights on five tables: after a write of this process, one query, not five).
   */
  async ofTables(appId: string, tables: readonly CountedTable[]): Promise<number[]> {
    this.watched.delete(appId);
    this.watched.set(appId, true);
    if (this.watched.size > WATCHED_APPS) this.watched.delete(this.watched.keys().next().value as string);
    for (const table of tables) this.watchedTables.add(table);
    if (this.readApps.has(appId) && tables.every((table) => this.readTables.has(table)))
      return tables.map((table) => this.values.get(keyOf(appId, table)) ?? 0);
    const { rows } = await namedQuery<{ tbl: string; n: string }>(this.pool, READ_SOME, [appId, tables]);
    const read = new Map(rows.map((row) => [row.tbl, Number(row.n)]));
    return tables.map((table) => read.get(table) ?? 0);
  }
}
