/**
 * The rights repository on PostgreSQL (DATABASE_URL): one SQL read of the rows the rights of the
 * session's user in its app are decided on (rightsSql.ts). The rights functions then decide on
 * them as on the embedded store's state (postgresRights.test.ts compares the decisions). Read at
 * the opening of every call, the rows are kept while the app's counters of the apps', organizations', members',
 * groups' and sites' tables have not moved (repositories/readCache.ts,
 * store/postgres/appChanges.ts: read with the store head, so a kept answer costs no query).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import { ReadCache } from '../../repositories/readCache';
import type { AppChangeCounters } from '../../store/postgres/appChanges';
import type { SessionRecord } from '../../store/types';
import type { RightsState } from '../rightsState';
import type { RightsRepository } from './rightsRepository';
import { RIGHTS_STATE } from './rightsSql';

/** No app selected, or no user: no records, no rights. */
const NONE: RightsState = { apps: [], organizations: [], app_members: [], user_groups: [], group_sites: [], sites: [] };

/** The tables a user's rights in an app are read from, whose app counters keep the answer. */
const RIGHTS_TABLES = ['apps', 'organizations', 'app_members', 'user_groups', 'group_sites', 'sites'] as const;

/** Users' rights kept at once: the people calling now. */
const KEPT = 1024;

export class PostgresRights implements RightsRepository {
  private readonly kept = new ReadCache(KEPT);

  constructor(
    private readonly pool: pg.Pool,
    private readonly counters: AppChangeCounters,
  ) {}

  async stateOf(session: SessionRecord): Promise<RightsState> {
    const { app_id: appId, user_id: userId } = session;
    if (!appId || userId === null) return NONE;
    const counted = await this.counters.ofTables(appId, RIGHTS_TABLES);
    return this.kept.read(counted, JSON.stringify([appId, userId]), async () => {
      const { rows } = await namedQuery<RightsState>(this.pool, RIGHTS_STATE, [appId, JSON.stringify(userId)]);
      return rows[0] ?? NONE;
    });
  }
}
