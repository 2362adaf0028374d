/**
 * The employees' writes on PostgreSQL (issue 33), each a transaction of its own SQL on the employees'
 * table (store/postgres/employeeRows.ts), deciding as the embedded store does (employeeDecisions.ts,
 * importRows.ts, sameDetails.ts):
 *  - an add, an import and a change of details take the app's employees' lock (employeeWriteSql.ts
 *    LOCK_APP), then read the app's count and newest and only its employees holding one of the details
 *    asked about: the licence cap and the same details hold with writes on any process, and other apps'
 *    writes never wait;
 *  - a switch is one statement on the employee's row;
 *  - a removal deletes the row (the typed tables' rows go with it: foreign keys) in a store write that
 *    removes the employee's other records, which the store still holds (employees/remove.ts).
 * Each moves the app's counter of the table, which the reads' caches are kept by.
 */
import type pg from 'pg';
import type { EmployeeFields, ImportResult, ImportRow } from '../../contract';
import type { DataStore } from '../../store/dataStore';
import { deleteEmployee, insertEmployees, setEmployeeStatus, updateEmployee } from '../../store/postgres/employeeRows';
import type { AppChangeCounters } from '../../store/postgres/appChanges';
import { docsOf, orAgain, transaction } from '../../store/postgres/scopedWrite';
import type { AppRecord, EmployeeRecord } from '../../store/types';
import { addRefusal, newEmployee } from '../employeeDecisions';
import type { AppEmployeesBase } from '../employeeDecisions';
import type { ImportCountry } from '../importRows';
import { planImport, rowFields } from '../importRows';
import { freshId } from '../publicIds';
import { removeEmployee } from '../remove';
import { DetailsIndex, normalizeDetail } from '../sameDetails';
import type { DetailFields } from '../sameDetails';
import type { EmployeeAdd, EmployeeUpdate } from './employeeRepository';
import { EmployeeWrites } from './employeeWrites';
import * as sql from './employeeWriteSql';

/** The parameters $3-$7 of HOLDING_DETAILS for these details. */
function detailParams(asked: readonly DetailFields[]): unknown[] {
  const given = (values: string[]): string[] => [...new Set(values.filter((value) => value !== ''))];
  return [
    given(asked.map((fields) => normalizeDetail(fields.employee_number))),
    given(asked.map((fields) => normalizeDetail(fields.idOrPass))),
    asked.map((fields) => normalizeDetail(fields.name)),
    asked.map((fields) => normalizeDetail(fields.surname)),
    asked.map((fields) => normalizeDetail(fields.date_of_birth)),
  ];
}

/** The app's employees other than `except` that hold one of these details, indexed. */
async function holdersOf(
  client: pg.PoolClient,
  appId: string,
  asked: readonly DetailFields[],
  except: string | null = null,
): Promise<DetailsIndex> {
  if (asked.length === 0) return new DetailsIndex();
  return new DetailsIndex(
    await docsOf<EmployeeRecord>(client, sql.HOLDING_DETAILS, [appId, except, ...detailParams(asked)]),
  );
}

/** The base an add or an import decides on, under the app's lock. */
async function lockedBase(
  client: pg.PoolClient,
  appId: string,
  asked: readonly DetailFields[],
): Promise<AppEmployeesBase> {
  await client.query(sql.LOCK_APP, [appId]);
  const { rows } = await client.query<{ count: number; newest: string | null }>(sql.APP_COUNT, [appId]);
  const [counted] = rows;
  return {
    details: await holdersOf(client, appId, asked),
    count: counted?.count ?? 0,
    newestMs: counted?.newest ? Date.parse(counted.newest) : Number.NEGATIVE_INFINITY,
  };
}

/** A new employee's ids: the table numbers the row; a public id another employee of the app took makes the write run again. */
const tableIds = (): { id: number; emd: string } => ({ id: 0, emd: freshId(new Set()) });

export class PostgresEmployeeWrites extends EmployeeWrites {
  constructor(
    store: DataStore,
    protected readonly pool: pg.Pool,
    /** The typed tables' change counters (the store's: read with its head). */
    protected readonly counters: AppChangeCounters,
  ) {
    super(store);
  }

  override async add(app: AppRecord, fields: EmployeeFields, nowMs: number): Promise<EmployeeAdd> {
    const answer = await transaction(this.pool, async (client): Promise<EmployeeAdd> => {
      const base = await lockedBase(client, app.app_id, [fields]);
      const refusal = addRefusal(app, base, fields);
      if (refusal) return refusal;
      const record = newEmployee(app, base, fields, tableIds(), nowMs);
      await orAgain(insertEmployees(client, [record]));
      return { status: 'OK', emd: record.emd };
    });
    this.counters.wrote();
    return answer;
  }

  override async import(
    app: AppRecord,
    rows: readonly ImportRow[],
    country: ImportCountry,
    nowMs: number,
  ): Promise<ImportResult[]> {
    const asked = rows.flatMap((row) => rowFields(row, country) ?? []);
    const results = await transaction(this.pool, async (client) => {
      const base = await lockedBase(client, app.app_id, asked);
      const { results: answered, created } = planImport({ app, base, nextIds: tableIds, rows, country, nowMs });
      await orAgain(insertEmployees(client, created));
      return answered;
    });
    this.counters.wrote();
    return results;
  }

  override async update(appId: string, emd: string, fields: EmployeeFields): Promise<EmployeeUpdate> {
    const answer = await transaction(this.pool, async (client): Promise<EmployeeUpdate> => {
      await client.query(sql.LOCK_APP, [appId]);
      const [employee] = await docsOf<EmployeeRecord>(client, sql.LOCK_EMPLOYEE, [appId, emd]);
      if (!employee) return { status: 'EMPLOYEE_DOES_NOT_EXIST' };
      if ((await holdersOf(client, appId, [fields], emd)).taken(fields))
        return { status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' };
      await updateEmployee(client, appId, emd, fields);
      return { status: 'OK' };
    });
    this.counters.wrote();
    return answer;
  }

  override async setStatus(appId: string, emd: string, userStatus: number): Promise<boolean> {
    const found = await setEmployeeStatus(this.pool, appId, emd, userStatus);
    this.counters.wrote();
    return found;
  }

  override async remove(appId: string, emd: string): Promise<boolean> {
    let found = false;
    const removed = await this.store.update(
      (draft) => {
        if (!found) return false;
        removeEmployee(draft, appId, emd);
        return true;
      },
      async (client) => {
        found = await deleteEmployee(client, appId, emd);
        return {};
      },
    );
    this.counters.wrote();
    return removed;
  }
}
