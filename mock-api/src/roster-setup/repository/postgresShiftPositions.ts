/**
 * The shift positions repository on PostgreSQL (DATABASE_URL): every read is SQL on the shift positions', positions',
 * working days' and shift employees' tables (shiftPositionSql.ts); writes are the store's transactions
 * (shiftPositionWrites.ts), each with the rows it decides on read in it (readingShiftPositions.ts). Answers
 * are the embedded repository's, row for row (postgresRosterSetup.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { LooseRecord } from '../../store/collections';
import type { DataStore } from '../../store/dataStore';
import type { PositionRecord, ShiftPositionRecord } from '../../store/types';
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

  async ofShift(appId: string, sftd: string): Promise<ShiftPositionRecord[]> {
    const { rows } = await this.query<{ doc: ShiftPositionRecord }>(sql.OF_SHIFT, [appId, sftd]);
    return rows.map((row) => row.doc);
  }

  async ofShifts(appId: string, sftds: readonly string[]): Promise<ShiftPositionRecord[]> {
    const { rows } = await this.query<{ doc: ShiftPositionRecord }>(sql.OF_SHIFTS, [appId, [...new Set(sftds)]]);
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
