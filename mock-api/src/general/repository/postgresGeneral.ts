/**
 * The general repository on PostgreSQL (DATABASE_URL): the country list is SQL on store_records
 * (generalSql.ts); the contact request is the store's transaction (generalWrites.ts). Answers are
 * the embedded repository's (postgresGeneral.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { CountryRecord } from '../../store/types';
import type { GeneralRepository } from './generalRepository';
import { GeneralWrites } from './generalWrites';
import * as sql from './generalSql';

export class PostgresGeneral extends GeneralWrites implements GeneralRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async countries(): Promise<CountryRecord[]> {
    const { rows } = await namedQuery<{ doc: CountryRecord }>(this.pool, sql.COUNTRIES, []);
    return rows.map((row) => row.doc);
  }
}
