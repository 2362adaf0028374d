/**
 * The apps repository on PostgreSQL (DATABASE_URL): every read is SQL on the organizations' and apps' tables
 * (appSql.ts), the apps a user may open and their owners' names included; writes
 * are the store's transactions (appWrites.ts). Answers are the embedded repository's, row for
 * row (postgresApps.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type { AppRecord, OrganizationRecord, UserRecord } from '../../store/types';
import { nameOfOwner, ownerOf } from '../apps';
import { APP_WIZARD_STEPS, appWizardOf, ROSTER_WIZARD_STEPS, rosterWizardOf } from '../wizard';
import type { AppWizard, RosterWizard } from '../wizard';
import type { AppRepository, OpenableApp } from './appRepository';
import { AppWrites } from './appWrites';
import * as sql from './appSql';

/** The collections whose column of the row is true. */
const presentIn = (row: Record<string, unknown>, collections: readonly string[]): Set<string> =>
  new Set(collections.filter((collection) => row[collection] === true));

export class PostgresApps extends AppWrites implements AppRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async openable(userId: number): Promise<OpenableApp[]> {
    const { rows } = await this.query<{
      doc: AppRecord;
      organization: OrganizationRecord | null;
      owner: UserRecord | null;
    }>(sql.OPENABLE, [userId]);
    return rows.map((row) => ({
      record: row.doc,
      ownerName: nameOfOwner(ownerOf(row.doc), row.organization ?? undefined, row.owner ?? undefined),
    }));
  }

  async selections(userId: number): Promise<string[]> {
    const { rows } = await this.query<{ app_id: string }>(sql.SELECTIONS, [userId]);
    return rows.map((row) => row.app_id);
  }

  async openableApp(userId: number, appId: string): Promise<AppRecord | undefined> {
    const { rows } = await this.query<{ doc: AppRecord }>(sql.OPENABLE_APP, [userId, appId]);
    return rows[0]?.doc;
  }

  async confirmedApp(appId: string): Promise<AppRecord | undefined> {
    const { rows } = await this.query<{ doc: AppRecord }>(sql.CONFIRMED_APP, [appId]);
    return rows[0]?.doc;
  }

  async administered(userId: number): Promise<OrganizationRecord[]> {
    const { rows } = await this.query<{ doc: OrganizationRecord }>(sql.ADMINISTERED, [userId]);
    return rows.map((row) => row.doc);
  }

  async wizard(appId: string): Promise<AppWizard> {
    const { rows } = await this.query<Record<string, boolean>>(sql.WIZARD, [appId]);
    return appWizardOf(presentIn(rows[0]!, Object.values(APP_WIZARD_STEPS)));
  }

  async rosterWizard(appId: string, std: string, sftd: string): Promise<RosterWizard | undefined> {
    const { rows } = await this.query<Record<string, boolean>>(sql.ROSTER_WIZARD, [appId, std, sftd]);
    const row = rows[0]!;
    return row.found ? rosterWizardOf(presentIn(row, Object.values(ROSTER_WIZARD_STEPS))) : undefined;
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
