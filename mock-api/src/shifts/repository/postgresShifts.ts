/**
 * The shifts repository on PostgreSQL (DATABASE_URL): every read is SQL on the shifts' table and the sites' rows of
 * store_records (shiftSql.ts), the site names and the roster sites' live shifts included; writes
 * are the store's transactions (shiftWrites.ts). Answers are the embedded repository's, row for
 * row (postgresShifts.test.ts compares them).
 */
import type pg from 'pg';
import type { SiteScope } from '../../rights';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { ShiftRecord, SiteRecord } from '../../store/types';
import type { ShiftRepository, ShownShift } from './shiftRepository';
import { ShiftWrites } from './shiftWrites';
import * as sql from './shiftSql';
import { APP_SHIFTS } from './readingShifts';

export class PostgresShifts extends ShiftWrites implements ShiftRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async shown(appId: string, sftd: string): Promise<ShownShift | undefined> {
    const { rows } = await this.query<{ doc: ShiftRecord; site_name: string }>(sql.ONE, [appId, sftd]);
    return rows[0] && { record: rows[0].doc, siteName: rows[0].site_name };
  }

  async ofSite(appId: string, std: string): Promise<ShownShift[] | undefined> {
    const { rows } = await this.query<{ doc: ShiftRecord | null; site_name: string }>(sql.OF_SITE, [appId, std]);
    if (rows.length === 0) return undefined;
    // A site without shifts is one row without a shift.
    return rows.flatMap((row) => (row.doc ? [{ record: row.doc, siteName: row.site_name }] : []));
  }

  async rosterSites(appId: string, sites: SiteScope, cntd: string | null): Promise<SiteRecord[]> {
    const scoped = sites !== 'all';
    const { rows } = await this.query<{ doc: SiteRecord }>(sql.ROSTER_SITES(scoped, cntd !== null), [
      appId,
      scoped ? sites : null,
      cntd,
    ]);
    return rows.map((row) => row.doc);
  }

  async ofApp(appId: string): Promise<ShiftRecord[]> {
    const { rows } = await this.query<{ doc: ShiftRecord }>(APP_SHIFTS, [appId]);
    return rows.map((row) => row.doc);
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
