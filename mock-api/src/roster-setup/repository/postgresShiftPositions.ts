/**
 * The shift positions repository on PostgreSQL (DATABASE_URL): every read is SQL on the indexed
 * rows of store_records and the shift employees' table (shiftPositionSql.ts); writes are the store's
 * transactions (shiftPositionWrites.ts), a removal with the employees in the role read in it. Answers
 * are the embedded repository's, row for row (postgresRosterSetup.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { LooseRecord } from '../../store/collections';
import type { DataStore, PrepareWrite } from '../../store/dataStore';
import type { PositionRecord, ShiftEmployeeRecord, ShiftPositionRecord } from '../../store/types';
import { targetsOf } from '../positions';
import type { DayNumbers, ShiftPositionTotals, ShownShiftPosition } from '../positions';
import type { ShiftPositionRepository } from './shiftPositionRepository';
import { ShiftPositionWrites } from './shiftPositionWrites';
import * as sql from './shiftPositionSql';

type ShownRow = ShiftPositionTotals & { record: ShiftPositionRecord; role: PositionRecord | null };

const shownOf = ({ record, role, ...totals }: ShownRow): ShownShiftPosition => ({
  record,
  role: role ?? undefined,
  totals,
});

export class PostgresShiftPositions extends ShiftPositionWrites implements ShiftPositionRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  /** Its removal's prepare: the position locked, then the shift's employees in its role (shiftPositionSql.ts). */
  protected override employeesInRole(appId: string, sftrld: string): PrepareWrite {
    return async (client) => {
      const locked = await client.query<{ sftd: string; rld: string }>(sql.LOCK_FOR_REMOVAL, [appId, sftrld]);
      const shift_employees: ShiftEmployeeRecord[] = [];
      for (const { sftd, rld } of locked.rows) {
        const { rows } = await client.query<{ doc: ShiftEmployeeRecord }>(sql.IN_ROLE, [appId, sftd, rld]);
        shift_employees.push(...rows.map((row) => row.doc));
      }
      return { shift_employees };
    };
  }

  async ofShift(appId: string, sftd: string): Promise<ShiftPositionRecord[]> {
    const { rows } = await this.query<{ doc: ShiftPositionRecord }>(sql.OF_SHIFT, [appId, sftd]);
    return rows.map((row) => row.doc);
  }

  async shownOfShift(appId: string, sftd: string): Promise<ShownShiftPosition[]> {
    const { rows } = await this.query<ShownRow>(sql.SHOWN_OF_SHIFT, [appId, sftd]);
    return rows.map(shownOf);
  }

  async shown(appId: string, sftrld: string): Promise<ShownShiftPosition | undefined> {
    const { rows } = await this.query<ShownRow>(sql.SHOWN_ONE, [appId, sftrld]);
    return rows[0] && shownOf(rows[0]);
  }

  async workingDayTargets(appId: string, sftd: string): Promise<DayNumbers | null> {
    const { rows } = await this.query<{ doc: LooseRecord }>(sql.TARGETS_RECORD, [appId, sftd]);
    return targetsOf(rows[0]?.doc);
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
