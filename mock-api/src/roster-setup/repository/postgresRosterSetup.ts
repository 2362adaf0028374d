/**
 * The roster setup repository on PostgreSQL (DATABASE_URL): every read is SQL on the indexed rows
 * of store_records (rosterSetupSql.ts); writes are the store's transactions (rosterSetupWrites.ts).
 * Answers are the embedded repository's, row for row (postgresRosterSetup.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { ShiftRecord, ShiftRuleRecord, ShiftWorkingDaysRecord } from '../../store/types';
import type { ShiftEmployeeTotals } from '../shiftRef';
import type { RosterSetupRepository } from './rosterSetupRepository';
import { RosterSetupWrites } from './rosterSetupWrites';
import * as sql from './rosterSetupSql';

export class PostgresRosterSetup extends RosterSetupWrites implements RosterSetupRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async shiftsOnSite(appId: string, std: string, sftd: string): Promise<ShiftRecord[]> {
    const { rows } = await this.query<{ doc: ShiftRecord }>(sql.SHIFTS_ON_SITE, [appId, std, sftd]);
    return rows.map((row) => row.doc);
  }

  async assignedRules(appId: string, sftd: string): Promise<ShiftRuleRecord[]> {
    const { rows } = await this.query<{ doc: ShiftRuleRecord }>(sql.ASSIGNED_RULES, [appId, sftd]);
    return rows.map((row) => row.doc);
  }

  /** In one query: a site's calculation reads the rules of every shift of the site. */
  async assignedRulesOf(appId: string, sftds: readonly string[]): Promise<ShiftRuleRecord[]> {
    const { rows } = await this.query<{ doc: ShiftRuleRecord }>(sql.RULES_OF_SHIFTS, [appId, [...new Set(sftds)]]);
    return rows.map((row) => row.doc);
  }

  async workingDays(appId: string, sftd: string): Promise<ShiftWorkingDaysRecord | undefined> {
    const { rows } = await this.query<{ doc: ShiftWorkingDaysRecord }>(sql.WORKING_DAYS, [appId, sftd]);
    return rows[0]?.doc;
  }

  async appWorkingDays(appId: string): Promise<ShiftWorkingDaysRecord[]> {
    const { rows } = await this.query<{ doc: ShiftWorkingDaysRecord }>(sql.APP_WORKING_DAYS, [appId]);
    return rows.map((row) => row.doc);
  }

  async shiftEmployeeTotals(appId: string, sftds: readonly string[]): Promise<ShiftEmployeeTotals[]> {
    if (sftds.length === 0) return [];
    const { rows } = await this.query<ShiftEmployeeTotals>(sql.SHIFT_EMPLOYEE_TOTALS, [appId, sftds]);
    return rows;
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
