/**
 * The sites repository on PostgreSQL (DATABASE_URL): every read is SQL on the indexed rows of
 * store_records (siteSql.ts), the names, operations managers and employee totals of a row
 * included; writes are the store's transactions (siteWrites.ts). Answers are the embedded
 * repository's, row for row (postgresSites.test.ts compares them).
 */
import type pg from 'pg';
import { SiteFilter, SITE_PAGE_SIZE } from '../../contract';
import type { OpsManager } from '../../contract';
import { namedQuery } from '../../repositories/namedQuery';
import type { SiteScope } from '../../rights';
import type { DataStore } from '../../store/dataStore';
import type { SiteGroupRecord, SiteRecord, UserRecord } from '../../store/types';
import type { SiteQuery } from '../siteList';
import { toOpsManager } from '../sites';
import type { ShownSite, ShownSitePage, SiteRepository } from './siteRepository';
import * as sql from './siteSql';
import { SiteWrites } from './siteWrites';
import { APP_SITES } from './readingSites';

/** The list filter of a query and its values, as filterSites reads it: any other flt lists all. */
function filterOf(query: SiteQuery): { filter: sql.ListFilter; values: unknown[] } {
  switch (query.flt) {
    case SiteFilter.CLIENT:
      return { filter: 'client', values: [query.flt_id] };
    case SiteFilter.GROUP:
      return { filter: 'group', values: [query.flt_id] };
    case SiteFilter.OPS_MANAGER:
      // findOpsManager finds nobody for '' (the route refuses it first), whatever a user's code: null matches none.
      return { filter: 'ops', values: [query.flt_id || null] };
    case SiteFilter.LOCATION:
      return { filter: 'box', values: [query.n_lat, query.n_lng, query.s_lat, query.s_lng] };
    default:
      return { filter: 'all', values: [] };
  }
}

/** The latest time toISOString writes with four digits of year (a later one begins with '+'). */
const LAST_FOUR_DIGIT_MS = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * A cursor's created_at as the list compares it (siteSql.ts AT): its toISOString(); after year
 * 9999, a text after every one of four digits (as the time is after every site's).
 */
const atOf = (ms: number): string => (ms > LAST_FOUR_DIGIT_MS ? '~' : new Date(ms).toISOString());

interface ShownRow {
  doc: SiteRecord;
  at: string;
  client_name: string;
  group_name: string;
  ops_manager: UserRecord | null;
  total: number;
  males: number;
  females: number;
}

const shownOf = (row: ShownRow): ShownSite => ({
  record: row.doc,
  clientName: row.client_name,
  groupName: row.group_name,
  opsManager: row.ops_manager ? toOpsManager(row.ops_manager) : undefined,
  employees: { total: row.total, males: row.males, females: row.females },
});

export class PostgresSites extends SiteWrites implements SiteRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  /**
   * The page and the filter's marks in two queries at once; the answer's cursor as pageOfSites
   * makes it: after the page's last site, counting the sites of its created_at sent so far (those
   * of the cursor's own created_at skipped before the page, when it is the same).
   */
  async page(appId: string, query: SiteQuery): Promise<ShownSitePage> {
    const { filter, values } = filterOf(query);
    const next = query.pg === 2;
    const cursorMs = next ? Date.parse(query.lst_date) : NaN;
    // A cursor without a time (the route refuses it) has no site before it: the page is the first.
    const cursorAt = Number.isNaN(cursorMs) ? null : atOf(cursorMs);
    // OFFSET takes a bigint: past the filter's total, any count skips the same.
    const sent = Math.min(query.lst_count, Number.MAX_SAFE_INTEGER);
    const [marks, page] = await Promise.all([
      this.query<{ ttl: number; same: number }>(sql.MARKS(filter), [appId, cursorAt, ...values]),
      cursorAt !== null
        ? this.query<ShownRow>(sql.NEXT_PAGE(filter), [appId, SITE_PAGE_SIZE, cursorAt, sent, ...values])
        : this.query<ShownRow>(sql.FIRST_PAGE(filter), [appId, SITE_PAGE_SIZE, ...values]),
    ]);
    const { ttl, same } = marks.rows[0]!;
    const rows = page.rows;
    const last = rows.at(-1);
    if (!last) {
      const cursor = next ? { lst_date: query.lst_date, lst_count: query.lst_count } : { lst_date: '', lst_count: 0 };
      return { ttl, ...cursor, sites: [] };
    }
    const skipped = last.at === cursorAt ? Math.min(query.lst_count, same) : 0;
    return {
      ttl,
      lst_date: last.doc.created_at,
      lst_count: skipped + rows.filter((row) => row.at === last.at).length,
      sites: rows.map(shownOf),
    };
  }

  async shown(appId: string, sd: string): Promise<ShownSite | undefined> {
    const { rows } = await this.query<ShownRow>(sql.ONE, [appId, sd]);
    return rows[0] && shownOf(rows[0]);
  }

  async lookup(appId: string, sites: SiteScope): Promise<SiteRecord[]> {
    const scoped = sites !== 'all';
    const { rows } = await this.query<{ doc: SiteRecord }>(sql.LOOKUP(scoped), [appId, scoped ? sites : null]);
    return rows.map((row) => row.doc);
  }

  async ofApp(appId: string): Promise<SiteRecord[]> {
    const { rows } = await this.query<{ doc: SiteRecord }>(APP_SITES, [appId]);
    return rows.map((row) => row.doc);
  }

  async groups(appId: string): Promise<SiteGroupRecord[]> {
    const { rows } = await this.query<{ doc: SiteGroupRecord }>(sql.GROUPS, [appId]);
    return rows.map((row) => row.doc);
  }

  async opsManagers(appId: string): Promise<OpsManager[]> {
    const { rows } = await this.query<{ doc: UserRecord }>(sql.OPS_MANAGERS, [appId]);
    return rows.map((row) => toOpsManager(row.doc));
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
