/**
 * The clients repository on PostgreSQL (DATABASE_URL): every read is SQL on the client types' and clients' tables
 * (clientSql.ts), the type names and the live totals included; writes are the
 * store's transactions (clientWrites.ts). Answers are the embedded repository's, row for row
 * (postgresClients.test.ts compares them).
 */
import type pg from 'pg';
import { ClientFilter } from '../../contract';
import type { SiteScope } from '../../rights';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { ClientRecord, ClientTypeRecord } from '../../store/types';
import type { ClientRepository, ShownClient } from './clientRepository';
import { ClientWrites } from './clientWrites';
import * as sql from './clientSql';

/** The list filter of a flt, as the embedded list reads it: 0 all, 1 active, any other deactivated. */
const filterOf = (flt: number): sql.ListFilter =>
  flt === ClientFilter.ALL ? 'all' : flt === ClientFilter.ACTIVE ? 'active' : 'deactivated';

interface ShownRow {
  doc: ClientRecord;
  type_name: string;
  sites: number;
  roster_hours: number;
  timesheet_hours: number;
}

const shownOf = (row: ShownRow): ShownClient => ({
  record: row.doc,
  typeName: row.type_name,
  totals: { sites: row.sites, rosterHours: row.roster_hours, timesheetHours: row.timesheet_hours },
});

export class PostgresClients extends ClientWrites implements ClientRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async list(appId: string, flt: number): Promise<ShownClient[]> {
    const { rows } = await this.query<ShownRow>(sql.LIST(filterOf(flt)), [appId]);
    return rows.map(shownOf);
  }

  async shown(appId: string, cntd: string): Promise<ShownClient | undefined> {
    const { rows } = await this.query<ShownRow>(sql.ONE, [appId, cntd]);
    return rows[0] && shownOf(rows[0]);
  }

  async lookup(appId: string, sites: SiteScope): Promise<ClientRecord[]> {
    const scoped = sites !== 'all';
    const { rows } = await this.query<{ doc: ClientRecord }>(sql.LOOKUP(scoped), [appId, scoped ? sites : null]);
    return rows.map((row) => row.doc);
  }

  async types(appId: string): Promise<ClientTypeRecord[]> {
    const { rows } = await this.query<{ doc: ClientTypeRecord }>(sql.TYPES, [appId]);
    return rows.map((row) => row.doc);
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
