/**
 * The positions repository on PostgreSQL (DATABASE_URL): every read is SQL on the indexed rows of
 * store_records (positionSql.ts); writes are the store's transactions (positionWrites.ts). Answers
 * are the embedded repository's, row for row (postgresPositions.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { PositionRecord } from '../../store/types';
import type { PositionRepository } from './positionRepository';
import { PositionWrites } from './positionWrites';
import * as sql from './positionSql';

export class PostgresPositions extends PositionWrites implements PositionRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async list(appId: string): Promise<PositionRecord[]> {
    const { rows } = await this.query<{ doc: PositionRecord }>(sql.LIST, [appId]);
    return rows.map((row) => row.doc);
  }

  async find(appId: string, rld: string): Promise<PositionRecord | undefined> {
    const { rows } = await this.query<{ doc: PositionRecord }>(sql.ONE, [appId, rld]);
    return rows[0]?.doc;
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
