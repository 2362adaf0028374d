/**
 * The employees' requests and inbox on PostgreSQL (requestRecords.ts): reads are SQL of their own; an
 * ask for time off, a claim of an open shift and a cancel are scoped writes (store/postgres/scopedWrite.ts) that lock the
 * employee's row (an ask: the overlap rule reads their requests) or the request's (a cancel: a
 * manager's decision waits for it, or it for the decision), decide with timeOff.ts as the embedded
 * store does, and write the row: no head lock, so employees never wait on each other.
 */
import type pg from 'pg';
import { bumpChanges } from '../../store/postgres/appChanges';
import { writeRequests } from '../../store/postgres/requestRows';
import { changedRecords, docsOf, orAgain, scopedWrite } from '../../store/postgres/scopedWrite';
import type { DataStore } from '../../store/dataStore';
import type { DbState, InboxRecord, TimeOffRequestRecord } from '../../store/types';
import { addClaim } from '../openShiftClaims';
import type { ClaimAdd, NewClaim } from '../openShiftClaims';
import { addTimeOff, cancelTimeOff } from '../timeOff';
import type { Decided, NewTimeOff, TimeOffAdd } from '../timeOff';
import type { RequestRecords } from './requestRecords';
import {
  INBOX_OF_EMPLOYEE,
  LOCK_EMPLOYEE_REQUESTS,
  LOCK_REQUEST,
  REQUEST,
  REQUESTS_OF_APP,
  REQUESTS_OF_EMPLOYEE,
} from './requestSql';

const MARK_READ = `WITH marked AS (
    UPDATE inbox_messages SET read = 1
    WHERE app_id = $1 AND emd = $2 AND read = 0 AND (cardinality($3::bigint[]) = 0 OR id = ANY($3::bigint[]))
    RETURNING app_id
  ) ${bumpChanges('inbox_messages', 'SELECT app_id FROM marked')}`;

export class PostgresRequestRecords implements RequestRecords {
  constructor(
    private readonly store: DataStore,
    private readonly pool: pg.Pool,
  ) {}

  private read<T>(text: string, values: unknown[]): Promise<T[]> {
    return this.pool.query<{ doc: T }>(text, values).then((result) => result.rows.map((row) => row.doc));
  }

  ofEmployee(appId: string, emd: string): Promise<TimeOffRequestRecord[]> {
    return this.read(REQUESTS_OF_EMPLOYEE, [appId, emd]);
  }

  ofApp(appId: string, which: 'pending' | 'decided'): Promise<TimeOffRequestRecord[]> {
    return this.read(REQUESTS_OF_APP, [appId, which === 'pending']);
  }

  async one(appId: string, rqd: string): Promise<TimeOffRequestRecord | undefined> {
    return (await this.read<TimeOffRequestRecord>(REQUEST, [appId, rqd]))[0];
  }

  add(ask: NewTimeOff): Promise<TimeOffAdd> {
    return this.newRequest(ask, (draft) => addTimeOff(draft, ask));
  }

  /** Under the employee's row lock, as an ask for time off: one claim of a place waits once (and a unique index). */
  addClaim(ask: NewClaim): Promise<ClaimAdd> {
    return this.newRequest(ask, (draft) => addClaim(draft, ask));
  }

  /**
   * A new request of the employee's, decided with their requests read under their row's lock (the overlap rule, a
   * claim's limit), and written when `decide` added it.
   */
  private newRequest<T extends { kind: string; record?: TimeOffRequestRecord }>(
    { appId, emd }: { appId: string; emd: string },
    decide: (draft: DbState) => T,
  ): Promise<T> {
    return scopedWrite(this.pool, this.store.data, {
      scope: async (client) => {
        await client.query(LOCK_EMPLOYEE_REQUESTS, [appId, emd]);
        return { time_off_requests: await docsOf(client, REQUESTS_OF_EMPLOYEE, [appId, emd]) };
      },
      decide,
      write: async (client, result, changes) => {
        if (result.kind !== 'added' || !result.record) return result;
        // A public id another request took at the same moment: asked again with another.
        const [id] = await orAgain(writeRequests(client, changedRecords(changes, 'time_off_requests')));
        return { ...result, record: { ...result.record, id: id! } };
      },
    });
  }

  cancel(appId: string, emd: string, rqd: string, by: string, nowIso: string): Promise<Decided> {
    return scopedWrite(this.pool, this.store.data, {
      scope: async (client) => ({ time_off_requests: await docsOf(client, LOCK_REQUEST, [appId, rqd]) }),
      decide: (draft) => cancelTimeOff(draft, { appId, emd, rqd, by, nowIso }),
      write: async (client, result, changes) => {
        await writeRequests(client, changedRecords(changes, 'time_off_requests'));
        return result;
      },
    });
  }

  inbox(appId: string, emd: string): Promise<InboxRecord[]> {
    return this.read(INBOX_OF_EMPLOYEE, [appId, emd]);
  }

  async markRead(appId: string, emd: string, ids: readonly number[]): Promise<void> {
    await this.pool.query(MARK_READ, [appId, emd, ids]);
  }
}
