/**
 * The shift employees repository on PostgreSQL (DATABASE_URL): every read is SQL, on the shift employees'
 * own table and the indexed rows of store_records (shiftEmployeeSql.ts), the employees, positions,
 * figures and photo marks of the rows included; writes are transactions of their own
 * (postgresShiftEmployeeWrites.ts). The SQL
 * finds the records an answer reads (a shift's employees, an employee's shifts: a few dozen), in
 * the order they were written, and the embedded code answers from them, so the answers are the
 * embedded repository's, row for row (postgresShiftEmployees.test.ts compares them).
 */
import type pg from 'pg';
import { calendarLinkOf, findCalendarLink, tokenHashOf } from '../../../calendar/links';
import { CALENDAR_LINK_OF_TOKEN } from '../../../store/postgres/calendarLinkRows';
import type { EmployeeShiftOption, ShiftEmployeeDetails } from '../../../contract';
import { performanceOf } from '../../../employees/attendance';
import type { Figures } from '../../../employees/attendance';
import { dayAt } from '../../../employees/days';
import { FIGURES, PHOTOS } from '../../../employees/repository/employeeSql';
import { namedQuery } from '../../../repositories/namedQuery';
import type { DataStore } from '../../../store/dataStore';
import { emptyState } from '../../../store/types';
import type {
  CalendarLinkRecord,
  DbState,
  EmployeeAvailabilityRecord,
  EmployeeRecord,
  PositionRecord,
  ShiftEmployeeRecord,
  ShiftPositionRecord,
  ShiftRecord,
  SiteRecord,
} from '../../../store/types';
import type { ShiftEmployeeListQuery } from '@times/shared-sdk/schemas';
import { employeeShifts } from '../../employeeShifts';
import type { ShiftEmployeeCursor } from '../../employees';
import type { ShiftEmployeeListPage, ShiftEmployeeRef, ShiftEmployeeRepository } from './shiftEmployeeRepository';
import { detailsIn, pageIn } from './shiftEmployeeViews';
import type { RowFacts } from './shiftEmployeeViews';
import { PostgresShiftEmployeeWrites } from './postgresShiftEmployeeWrites';
import * as sql from './shiftEmployeeSql';

/** A state holding only the records SQL found (the embedded code reads nothing else). */
const stateOf = (records: Partial<DbState>): DbState => ({ ...emptyState(), ...records });

const unique = (values: readonly string[]): string[] => [...new Set(values)];

export class PostgresShiftEmployees extends PostgresShiftEmployeeWrites implements ShiftEmployeeRepository {
  constructor(store: DataStore, pool: pg.Pool) {
    super(store, pool);
  }

  async liveShift(appId: string, std: string, sftd: string): Promise<boolean> {
    const { rows } = await this.query<{ live: boolean }>(sql.LIVE_SHIFT, [appId, std, sftd]);
    return rows[0]?.live === true;
  }

  async find(appId: string, { std, sftd, rshftempd }: ShiftEmployeeRef): Promise<ShiftEmployeeRecord | undefined> {
    return (await this.docs<ShiftEmployeeRecord>(sql.ONE, [appId, std, sftd, rshftempd]))[0];
  }

  async details(appId: string, record: ShiftEmployeeRecord, nowMs: number): Promise<ShiftEmployeeDetails> {
    const { state, facts } = await this.rowsOf(appId, [record], nowMs);
    return detailsIn(state, appId, record, nowMs, facts);
  }

  async page(
    appId: string,
    query: ShiftEmployeeListQuery,
    cursor: ShiftEmployeeCursor | null,
    nowMs: number,
  ): Promise<ShiftEmployeeListPage> {
    const [records, shiftPositions] = await Promise.all([
      this.docs<ShiftEmployeeRecord>(sql.OF_SHIFT, [appId, query.sftd]),
      this.docs<ShiftPositionRecord>(sql.SHIFT_POSITIONS, [appId, query.sftd]),
    ]);
    const { state, facts } = await this.rowsOf(appId, records, nowMs);
    state.shift_employees = records;
    state.shift_positions = shiftPositions;
    return pageIn(state, appId, query, cursor, nowMs, facts);
  }

  async employeeShifts(appId: string, emd: string): Promise<EmployeeShiftOption[]> {
    const records = await this.docs<ShiftEmployeeRecord>(sql.OF_EMPLOYEE, [appId, emd]);
    const [shifts, sites] = await Promise.all([
      this.docs<ShiftRecord>(sql.SHIFTS, [appId, unique(records.map((record) => record.sftd))]),
      this.docs<SiteRecord>(sql.SITES, [appId, unique(records.map((record) => record.std))]),
    ]);
    return employeeShifts(stateOf({ shift_employees: records, shifts, sites }), appId, emd);
  }

  ofShifts(appId: string, sftds: readonly string[]): Promise<ShiftEmployeeRecord[]> {
    return sftds.length === 0 ? Promise.resolve([]) : this.docs<ShiftEmployeeRecord>(sql.OF_SHIFTS, [appId, sftds]);
  }

  ofEmployees(appId: string, emds: readonly string[]): Promise<ShiftEmployeeRecord[]> {
    return emds.length === 0 ? Promise.resolve([]) : this.docs<ShiftEmployeeRecord>(sql.OF_EMPLOYEES, [appId, emds]);
  }

  availabilitiesOf(appId: string, emds: readonly string[]): Promise<EmployeeAvailabilityRecord[]> {
    return emds.length === 0
      ? Promise.resolve([])
      : this.docs<EmployeeAvailabilityRecord>(sql.AVAILABILITIES, [appId, emds]);
  }

  async availability(appId: string, emd: string): Promise<EmployeeAvailabilityRecord | undefined> {
    return (await this.docs<EmployeeAvailabilityRecord>(sql.AVAILABILITY, [appId, emd]))[0];
  }

  async calendarLink(appId: string, emd: string, nowMs: number): Promise<CalendarLinkRecord | undefined> {
    const links = await this.docs<CalendarLinkRecord>(sql.CALENDAR_LINKS, [appId, emd]);
    return calendarLinkOf(stateOf({ calendar_links: links }), appId, emd, nowMs);
  }

  async calendarLinkOfToken(token: string, nowMs: number): Promise<CalendarLinkRecord | undefined> {
    const hash = tokenHashOf(token);
    if (hash === undefined) return undefined;
    const links = await this.docs<CalendarLinkRecord>(CALENDAR_LINK_OF_TOKEN, [hash]);
    return findCalendarLink(stateOf({ calendar_links: links }), token, nowMs);
  }

  /** The employees and positions the rows of `records` name, with their figures at `nowMs` and photo marks. */
  private async rowsOf(
    appId: string,
    records: readonly ShiftEmployeeRecord[],
    nowMs: number,
  ): Promise<{ state: DbState; facts: RowFacts }> {
    const emds = unique(records.map((record) => record.emd));
    const [employees, positions, counts, photos] = await Promise.all([
      this.docs<EmployeeRecord>(sql.EMPLOYEES, [appId, emds]),
      this.docs<PositionRecord>(sql.POSITIONS, [appId, unique(records.map((record) => record.rld))]),
      this.query<{ emd: string; present: number; absent: number }>(FIGURES, [appId, dayAt(nowMs), emds]),
      this.query<{ emd: string }>(PHOTOS, [appId, emds]),
    ]);
    const figures = new Map<string, Figures>(
      counts.rows.map(({ emd, present, absent }) => [
        emd,
        { days_present: present, days_absent: absent, perfomance: performanceOf(present, absent) },
      ]),
    );
    const withPhoto = new Set(photos.rows.map((row) => row.emd));
    return { state: stateOf({ employees, positions }), facts: { figures, hasImage: (emd) => withPhoto.has(emd) } };
  }

  private async docs<D>(text: string, values: unknown[]): Promise<D[]> {
    const { rows } = await this.query<{ doc: D }>(text, values);
    return rows.map((row) => row.doc);
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
