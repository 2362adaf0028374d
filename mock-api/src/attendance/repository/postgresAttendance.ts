/**
 * The attendance repository on PostgreSQL (DATABASE_URL): the kiosk's reads are SQL on
 * store_records (attendanceSql.ts); writes are the store's transaction (attendanceWrites.ts).
 * Answers are the embedded repository's (postgresAttendance.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { EmployeeRecord, SiteRecord } from '../../store/types';
import { kioskEmployeesOf } from '../kioskEmployees';
import type { RecentClock } from '../kioskEmployees';
import type { AttendanceRepository, KioskView } from './attendanceRepository';
import { AttendanceWrites } from './attendanceWrites';
import * as sql from './attendanceSql';

export class PostgresAttendance extends AttendanceWrites implements AttendanceRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async kiosk(appId: string, std: string, openSince: string): Promise<KioskView | undefined> {
    const { rows: sites } = await namedQuery<{ doc: SiteRecord }>(this.pool, sql.SITE, [appId, std]);
    const site = sites[0]?.doc;
    if (!site) return undefined;
    const { rows } = await namedQuery<{ doc: EmployeeRecord }>(this.pool, sql.SITE_EMPLOYEES, [appId, std]);
    const employees = rows.map((row) => row.doc);
    const onSite = employees.map((employee) => ({ emd: employee.emd }));
    const { rows: recent } = await namedQuery<RecentClock>(this.pool, sql.RECENT_CLOCKS, [appId, std, openSince]);
    const { rows: faces } = await namedQuery<{ emd: string; descriptors: number[][] }>(this.pool, sql.DESCRIPTORS, [
      appId,
      employees.map((employee) => employee.emd),
    ]);
    return { site: { sd: site.sd, name: site.name }, employees: kioskEmployeesOf(onSite, employees, recent, faces) };
  }
}
