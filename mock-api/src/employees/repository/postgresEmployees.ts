/**
 * The employees repository on PostgreSQL (DATABASE_URL): every read is SQL on the employees' own
 * table and the domain's others (employeeSql.ts), so a list page costs its page, not the app's
 * employees; the employees' writes are transactions of their own (postgresEmployeeWrites.ts), and so
 * are the leave days' (leaveDaySql.ts). Answers are the embedded repository's, row for row
 * (postgresEmployees.test.ts compares them).
 */
import type pg from 'pg';
import { EmployeeFilter, EmployeeLimits, EMPLOYEE_PAGE_SIZE, EmployeePage as PageNumber } from '../../contract';
import { namedQuery } from '../../repositories/namedQuery';
import type { EmployeeRecord, LeaveRecord } from '../../store/types';
import { NO_FIGURES, performanceOf } from '../attendance';
import type { Figures } from '../attendance';
import { dayAt } from '../days';
import type { Cursor } from '../paging';
import { echoMarks, firstAfter } from '../paging';
import { normalizeWord } from '../search';
import { ageGroups, genderTotals } from '../statistics';
import type {
  EmployeeListQuery,
  EmployeePage,
  EmployeeRepository,
  EmployeeStatistics,
  ShownEmployee,
} from './employeeRepository';
import { PostgresEmployeeWrites } from './postgresEmployeeWrites';
import * as sql from './employeeSql';
import { ReadCache } from '../../repositories/readCache';
import { freshId } from '../publicIds';
import type { LeaveAdd } from './employeeRepository';
import * as leaveSql from './leaveDaySql';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

interface Counts {
  present: number;
  absent: number;
}

const figuresOf = ({ present, absent }: Counts): Figures => ({
  days_present: present,
  days_absent: absent,
  perfomance: performanceOf(present, absent),
});

const isFigureFilter = (flt: number): flt is 1 | 2 | 3 =>
  flt === EmployeeFilter.PRESENT || flt === EmployeeFilter.ABSENT || flt === EmployeeFilter.PERFORMANCE;

const isoOf = (ms: number): string => new Date(ms).toISOString();

/** A row of a figure filter, in list order (at: created_at, rank: id). */
interface FigureRow extends Counts {
  emd: string;
  value: number;
  at: string;
  rank: number;
}

/** The row comes strictly after the cursor in list order (by figure, created_at, id, all descending). */
const isAfter = (row: FigureRow, cursor: Cursor): boolean => {
  const at = isoOf(cursor.dateMs);
  return (
    row.value < cursor.value || (row.value === cursor.value && (row.at < at || (row.at === at && row.rank < cursor.id)))
  );
};

/** The answer's marks from the page's last row, or the query's own cursor for an empty page. */
function pageOf(ttl: number, employees: ShownEmployee[], query: EmployeeListQuery): EmployeePage {
  const last = employees.at(-1);
  if (!last) return { ...echoMarks(ttl, query), employees };
  return {
    ttl,
    lst_count: last.record.id,
    lst_date: isoOf(Date.parse(last.record.created_at) || 0),
    lst_total_present: last.figures.days_present,
    lst_total_absent: last.figures.days_absent,
    lst_total_perfomance: last.figures.perfomance,
    employees,
  };
}

export class PostgresEmployees extends PostgresEmployeeWrites implements EmployeeRepository {
  /** The figure filters' rows and the filters' totals, kept while the records they read are unchanged. */
  private readonly cache = new ReadCache();
  /** Whole pages, apart: paging through a long list must not push out the rows above. */
  private readonly pages = new ReadCache();

  async find(appId: string, emd: string): Promise<EmployeeRecord | undefined> {
    const { rows } = await this.query<{ doc: EmployeeRecord }>(sql.FIND, [appId, emd]);
    return rows[0]?.doc;
  }

  async ofEmds(appId: string, emds: readonly string[]): Promise<EmployeeRecord[]> {
    if (emds.length === 0) return [];
    return (await this.query<{ doc: EmployeeRecord }>(sql.OF_EMDS, [appId, emds])).rows.map((row) => row.doc);
  }

  async shown(appId: string, emd: string, nowMs: number): Promise<ShownEmployee | undefined> {
    const record = await this.find(appId, emd);
    if (!record) return undefined;
    const [figures, photos] = await Promise.all([this.figures(appId, nowMs, [emd]), this.photos(appId, [emd])]);
    return { record, figures: figures.get(emd) ?? NO_FIGURES, hasImage: photos.has(emd) ? 1 : 0 };
  }

  /**
   * Pages are kept while the records they read are unchanged (a page read by many at once, or
   * again, costs no query); a page not kept costs one query, or two for a filter's first total.
   */
  async page(appId: string, query: EmployeeListQuery, cursor: Cursor | null, nowMs: number): Promise<EmployeePage> {
    const [[employees, attendance, leaves], photos] = await Promise.all([
      this.figureChanges(appId),
      this.counters.of(appId, 'photo_uploads'),
    ]);
    const { flt, pg, lst_count, lst_date, lst_value, srch_word } = query;
    const key = JSON.stringify([
      appId,
      dayAt(nowMs),
      flt,
      pg,
      lst_count,
      lst_date,
      lst_value,
      normalizeWord(srch_word),
    ]);
    return this.pages.read([employees, attendance, leaves, photos], key, () =>
      this.readPage(appId, query, cursor, nowMs),
    );
  }

  private async readPage(
    appId: string,
    query: EmployeeListQuery,
    cursor: Cursor | null,
    nowMs: number,
  ): Promise<EmployeePage> {
    const after = query.pg === PageNumber.NEXT ? cursor : null;
    const { flt } = query;
    if (isFigureFilter(flt)) return this.figurePage(appId, flt, query, after, nowMs);
    const word = normalizeWord(query.srch_word);
    const withWord = flt === EmployeeFilter.EMPLOYEE;
    if (withWord && word.length < EmployeeLimits.LIST_SEARCH_MIN) return { ...echoMarks(0, query), employees: [] };
    const pattern = withWord ? sql.holding(word) : null;
    const [ttl, figures, { rows }] = await Promise.all([
      this.cache.read([await this.counters.of(appId, 'employees')], `count|${appId}|${pattern ?? ''}`, async () => {
        const { rows: counted } = await this.query<{ ttl: number }>(sql.COUNT_NEWEST(withWord), [appId, pattern]);
        return counted[0]?.ttl ?? 0;
      }),
      this.appFigures(appId, nowMs),
      this.query<{ doc: EmployeeRecord; photo: boolean }>(sql.NEWEST_PAGE(withWord), [
        appId,
        pattern,
        after ? isoOf(after.dateMs) : null,
        after?.id ?? null,
        EMPLOYEE_PAGE_SIZE,
      ]),
    ]);
    const shown = rows.map((row) => ({
      record: row.doc,
      figures: figures.get(row.doc.emd) ?? NO_FIGURES,
      hasImage: row.photo ? (1 as const) : (0 as const),
    }));
    return pageOf(ttl, shown, query);
  }

  /**
   * A page of a figure filter: the filter's rows in list order (kept until employees, attendance
   * or leave days change: the aggregate over the window is the costly part), the page after the
   * cursor, and the page's records and photos.
   */
  private async figurePage(
    appId: string,
    flt: 1 | 2 | 3,
    query: EmployeeListQuery,
    after: Cursor | null,
    nowMs: number,
  ): Promise<EmployeePage> {
    const today = dayAt(nowMs);
    const [employees, attendance, leaves] = await this.figureChanges(appId);
    const all = await this.cache.read([employees, attendance, leaves], `figures|${appId}|${flt}|${today}`, async () => {
      const { rows } = await this.query<FigureRow>(sql.FIGURE_ROWS(flt), [appId, today, null]);
      return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
    });
    const from = after ? firstAfter(all, (row) => isAfter(row, after)) : 0;
    const page = all.slice(from, from + EMPLOYEE_PAGE_SIZE);
    const emds = page.map((row) => row.emd);
    const { rows } = await this.query<{ doc: EmployeeRecord; photo: boolean }>(sql.EMPLOYEES, [appId, emds]);
    const records = new Map(rows.map((row) => [row.doc.emd, row]));
    const shown = page.flatMap((row) => {
      const found = records.get(row.emd);
      return found
        ? [{ record: found.doc, figures: figuresOf(row), hasImage: found.photo ? (1 as const) : (0 as const) }]
        : [];
    });
    return pageOf(all.length, shown, query);
  }

  async search(appId: string, word: string, limit: number): Promise<EmployeeRecord[]> {
    if (!word) return [];
    const { rows } = await this.query<{ doc: EmployeeRecord }>(sql.SEARCH, [appId, sql.holding(word), limit]);
    return rows.map((row) => row.doc);
  }

  async statistics(appId: string, today: string): Promise<EmployeeStatistics> {
    const { rows } = await this.query<{ date_of_birth: string; gender: string; n: number }>(sql.STATISTICS, [appId]);
    const counted = rows.map((row) => ({ date_of_birth: row.date_of_birth, gender: row.gender, count: row.n }));
    return {
      total_employees: rows.reduce((sum, row) => sum + row.n, 0),
      age_group: ageGroups(counted, today),
      gender_totals: genderTotals(counted),
    };
  }

  async isKnownCountry(countryId: number): Promise<boolean> {
    const { rowCount } = await this.query(sql.COUNTRY, [String(countryId)]);
    return (rowCount ?? 0) > 0;
  }

  async leaves(appId: string, emd: string): Promise<LeaveRecord[] | undefined> {
    if (!(await this.find(appId, emd))) return undefined;
    return (await this.query<LeaveRecord>(leaveSql.OF_EMPLOYEE, [appId, emd])).rows;
  }

  async leaveDaysIn(appId: string, from: string, to: string): Promise<LeaveRecord[]> {
    return (await this.query<LeaveRecord>(leaveSql.IN_PERIOD, [appId, from, to])).rows;
  }

  /** One statement of its own (leaveDaySql.ts), not the store's write: it waits on no other employee's. */
  override async addLeave(appId: string, emd: string, day: string): Promise<LeaveAdd> {
    for (let tries = 1; ; tries += 1) {
      try {
        const { rows } = await this.query<{ employee: boolean; added: boolean }>(leaveSql.ADD, [
          appId,
          emd,
          freshId(new Set()),
          day,
        ]);
        this.counters.wrote();
        const [answer] = rows;
        if (!answer?.employee) return 'no-employee';
        return answer.added ? 'added' : 'exists';
      } catch (error) {
        // The fresh public id (96 random bits) is another leave day's: another one.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION || tries === 3) throw error;
      }
    }
  }

  override async removeLeave(appId: string, lvdd: string): Promise<boolean> {
    const { rows } = await this.query<{ removed: boolean }>(leaveSql.REMOVE, [appId, lvdd]);
    this.counters.wrote();
    return rows[0]?.removed === true;
  }

  /** The app's employees', attendance and leave days' change counters: answers that read them are kept while they have not moved. */
  private figureChanges(appId: string): Promise<[number, number, number]> {
    return Promise.all([
      this.counters.of(appId, 'employees'),
      this.counters.of(appId, 'attendance_days'),
      this.counters.of(appId, 'leave_days'),
    ]);
  }

  /** The figures of every employee of the app with attendance in the window, kept while attendance and leave days are unchanged. */
  private async appFigures(appId: string, nowMs: number): Promise<ReadonlyMap<string, Figures>> {
    const [, attendance, leaves] = await this.figureChanges(appId);
    return this.cache.read([attendance, leaves], `app-figures|${appId}|${dayAt(nowMs)}`, async () => {
      const { rows } = await this.query<{ emd: string } & Counts>(sql.FIGURES, [appId, dayAt(nowMs), null]);
      return new Map(rows.map((row) => [row.emd, figuresOf(row)]));
    });
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }

  private async figures(appId: string, nowMs: number, emds: string[]): Promise<Map<string, Figures>> {
    const { rows } = await this.query<{ emd: string } & Counts>(sql.FIGURES, [appId, dayAt(nowMs), emds]);
    return new Map(rows.map((row) => [row.emd, figuresOf(row)]));
  }

  private async photos(appId: string, emds: string[]): Promise<Set<string>> {
    const { rows } = await this.query<{ emd: string }>(sql.PHOTOS, [appId, emds]);
    return new Set(rows.map((row) => row.emd));
  }
}
