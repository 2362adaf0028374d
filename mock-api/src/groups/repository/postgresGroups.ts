/**
 * The user groups repository on PostgreSQL (DATABASE_URL): every read is SQL on the groups' tables
 * (groupSql.ts), the site names of a group's access included; writes are transactions of their own rows
 * (groupWrites.ts). Answers are the embedded repository's, row for row
 * (postgresGroups.test.ts compares them).
 */
import type pg from 'pg';
import type { GroupSite } from '../../contract';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { GroupSiteRecord, UserGroupRecord } from '../../store/types';
import type { GroupSiteKind } from '../groupSites';
import { toGroupSite } from '../groupSites';
import type { GroupRepository } from './groupRepository';
import * as sql from './groupSql';
import { GroupWrites } from './groupWrites';

export class PostgresGroups extends GroupWrites implements GroupRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async list(appId: string): Promise<UserGroupRecord[]> {
    const { rows } = await this.query<{ doc: UserGroupRecord }>(sql.LIST, [appId]);
    return rows.map((row) => row.doc);
  }

  async find(appId: string, ugd: string): Promise<UserGroupRecord | undefined> {
    const { rows } = await this.query<{ doc: UserGroupRecord }>(sql.ONE, [appId, ugd]);
    return rows[0]?.doc;
  }

  async sites(group: UserGroupRecord, kind: GroupSiteKind): Promise<GroupSite[]> {
    const { rows } = await this.query<{ doc: GroupSiteRecord; name: string }>(sql.SITES, [
      group.app_id,
      group.id,
      kind,
    ]);
    return rows.map((row) => toGroupSite(row.doc, row.name));
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
