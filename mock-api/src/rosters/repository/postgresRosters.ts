/**
 * The rosters repository on PostgreSQL (DATABASE_URL): every read is SQL on the rosters' own table
 * and the indexed rows of store_records (rosterSql.ts): the lists and headers read each roster's
 * head, never its model and result; a roster opened, or checked against the others, reads the
 * documents it needs.
 * The answers are then made by the same functions as the embedded repository's, so they match it
 * row for row (postgresRosters.test.ts compares them); writes are the store's transactions
 * (rosterWrites.ts).
 */
import { commitmentWindow } from '@times/roster-engine';
import type { RosterModel } from '@times/roster-engine';
import type pg from 'pg';
import type { AvailableRoster, RosterAbsenceLog, RosterHeader, RosterPeriod } from '../../contract';
import { namedQuery } from '../../repositories/namedQuery';
import { inScope } from '../../rights';
import { isLive } from '../../shifts/shifts';
import type { DataStore } from '../../store/dataStore';
import type {
  DbState,
  EmployeeRecord,
  RosterRecord,
  ShiftRecord,
  ShiftWorkingDaysRecord,
  SiteRecord,
} from '../../store/types';
import { withCurrentCommitments } from '../edits/currentCommitments';
import type { RosterHead } from '../header';
import { rosterHeaderFrom } from '../header';
import type { EmployeeNumberOf } from '../views/detailsRows';
import { numbersOf } from '../views/detailsRows';
import { lastAbsenceFrom } from '../views/lastAbsence';
import { openedFrom } from '../views/openRoster';
import type { OpenedRoster, RosterRef } from '../views/openRoster';
import { latestPeriodFirst, newestCalculationFirst, toAvailableRoster, toRosterPeriod } from '../views/rosterLists';
import { inPeriod } from './embeddedRosters';
import type { AvailableQuery, DayWindow, RosterRepository } from './rosterRepository';
import { RosterWrites } from './rosterWrites';
import * as sql from './rosterSql';

/** Every day a date column holds. */
const EVERY_DAY: DayWindow = { from: '0001-01-01', to: '9999-12-31' };

interface SiteShiftRow {
  has_site: boolean;
  site_shift: ShiftRecord | null;
}

/** The shift is the app's on the site (findSiteShift): the first of its sftd there, live when asked. */
const shiftFound = (row: SiteShiftRow, live = false): boolean =>
  row.has_site && row.site_shift !== null && (!live || isLive(row.site_shift));

export class PostgresRosters extends RosterWrites implements RosterRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async available(appId: string, query: AvailableQuery): Promise<AvailableRoster[]> {
    const { rows: siteRows } = await this.query<{ doc: SiteRecord }>(sql.CLIENT_SITES, [appId, query.clntd]);
    const listed = siteRows
      .map((row) => row.doc)
      .filter((site) => (!query.std || site.sd === query.std) && inScope(query.scope, site.sd));
    // Of two sites of one sd, the last written (as a Map of them keeps it).
    const sites = new Map(listed.map((site) => [site.sd, site]));
    if (sites.size === 0) return [];
    const { rows } = await this.query<{ head: RosterHead; shift: ShiftRecord | null }>(sql.SITES_ROSTERS, [
      appId,
      [...sites.keys()],
    ]);
    return rows
      .filter(({ head }) => sites.has(head.std) && inPeriod(head, query))
      .sort((a, b) => newestCalculationFirst(a.head, b.head))
      .map(({ head, shift }) => toAvailableRoster(head, sites.get(head.std)!, shift ?? undefined));
  }

  async periods(appId: string, std: string, sftd: string): Promise<RosterPeriod[] | undefined> {
    const { rows } = await this.query<SiteShiftRow & { heads: RosterHead[] }>(sql.PERIODS, [appId, std, sftd]);
    const row = rows[0]!;
    if (!shiftFound(row)) return undefined;
    return row.heads.sort(latestPeriodFirst).map(toRosterPeriod);
  }

  async header(appId: string, std: string, sftd: string, rstd: string): Promise<RosterHeader | undefined> {
    const { rows } = await this.query<{ head: RosterHead; site: SiteRecord | null; shift: ShiftRecord | null }>(
      sql.HEADER,
      [appId, std, sftd, rstd],
    );
    const row = rows[0];
    return row && rosterHeaderFrom(row.head, row.site ?? undefined, row.shift ?? undefined);
  }

  async open({ appId, std, sftd, rstd, live = false }: RosterRef): Promise<OpenedRoster> {
    const { rows } = await this.query<
      SiteShiftRow & { doc: RosterRecord | null; site: SiteRecord | null; shift: ShiftRecord | null }
    >(sql.OPEN, [appId, std, sftd, rstd]);
    const row = rows[0]!;
    return openedFrom(shiftFound(row, live), row.doc ?? undefined, (record) =>
      rosterHeaderFrom(record, row.site ?? undefined, row.shift ?? undefined),
    );
  }

  async withCurrentCommitments(record: RosterRecord, model: RosterModel): Promise<RosterModel> {
    const appId = record.app_id;
    const period = { start: record.start_date, end: record.end_date };
    const window = commitmentWindow(period, model.workingDays.maxConsecutive, model.workingDays.minRest);
    const [rosters, shifts, sites, workingDays] = await Promise.all([
      this.docs<RosterRecord>(sql.COMMITMENT_ROSTERS, [appId, record.sftd, window.start, window.end]),
      this.docs<ShiftRecord>(sql.APP_SHIFTS, [appId]),
      this.docs<SiteRecord>(sql.APP_SITES, [appId]),
      this.docs<ShiftWorkingDaysRecord>(sql.APP_WORKING_DAYS, [appId]),
    ]);
    // The app's records the commitments read (commitments.ts), in the store's order.
    const state = { rosters, shifts, sites, shift_working_days: workingDays } as unknown as DbState;
    return withCurrentCommitments(state, record, model);
  }

  async employeeNumbers(appId: string, emds: readonly string[]): Promise<EmployeeNumberOf> {
    const { rows } = await this.query<{ emd: string; number: string }>(sql.EMPLOYEE_NUMBERS, [appId, [...emds]]);
    return numbersOf(new Map(rows.map((row) => [row.emd, row.number])));
  }

  async lastAbsence(record: RosterRecord): Promise<RosterAbsenceLog | null> {
    if (!record.last_changes) return null;
    const [employee] = await this.docs<EmployeeRecord>(sql.ABSENT_EMPLOYEE, [
      record.app_id,
      record.last_changes.absent,
    ]);
    return lastAbsenceFrom(record, employee);
  }

  ofEmployees(appId: string, emds: readonly string[], within?: DayWindow): Promise<RosterRecord[]> {
    if (emds.length === 0) return Promise.resolve([]);
    const { from, to } = within ?? EVERY_DAY;
    return this.docs<RosterRecord>(sql.EMPLOYEES_ROSTERS, [appId, [...new Set(emds)], from, to]);
  }

  overlapping(appId: string, { from, to }: DayWindow): Promise<RosterRecord[]> {
    return this.docs<RosterRecord>(sql.APP_ROSTERS, [appId, from, to]);
  }

  ofSite(appId: string, std: string, { from, to }: DayWindow): Promise<RosterRecord[]> {
    return this.docs<RosterRecord>(sql.SITE_ROSTERS, [appId, std, from, to]);
  }

  async ofRstd(rstd: string): Promise<RosterRecord | undefined> {
    return (await this.docs<RosterRecord>(sql.OF_RSTD, [rstd]))[0];
  }

  async calculating(): Promise<Pick<RosterRecord, 'rstd' | 'status' | 'calc_owner'>[]> {
    const { rows } = await this.query<{ rstd: string; calc_owner: string | null }>(sql.CALCULATING, []);
    return rows.map((row) => ({
      rstd: row.rstd,
      status: 'Processing',
      ...(row.calc_owner === null ? {} : { calc_owner: row.calc_owner }),
    }));
  }

  private async docs<T>(text: string, values: unknown[]): Promise<T[]> {
    const { rows } = await this.query<{ doc: T }>(text, values);
    return rows.map((row) => row.doc);
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
