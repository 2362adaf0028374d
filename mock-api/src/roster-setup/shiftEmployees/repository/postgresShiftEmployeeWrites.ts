/**
 * The shift employees' writes on PostgreSQL (issue 33): putting an employee on a shift, changing and
 * removing one are scoped writes (store/postgres/scopedWrite.ts) that lock and read the rows their
 * decision needs (shiftEmployeeWriteSql.ts), run the decision the embedded store runs
 * (shiftEmployeeDecisions.ts) and write the shift_employees row: no store head lock, so puts of
 * different employees, of one organisation or of many, never wait on each other. The 'already on the
 * shift' rule is the table's unique key: a put that loses the race to it runs again and is told so. The
 * writes of other records that read an employee's places on shifts (availability, calendar links) stay
 * store writes, with those places read in their transaction (their prepare).
 */
import type pg from 'pg';
import type { ShiftEmployeeFields } from '../../../contract';
import type { DataStore, PrepareWrite } from '../../../store/dataStore';
import {
  deleteShiftEmployee,
  insertShiftEmployees,
  updateShiftEmployee,
} from '../../../store/postgres/shiftEmployeeRows';
import { changedRecords, docsOf, orAgain, scopedWrite } from '../../../store/postgres/scopedWrite';
import { LOCK_AVAILABILITY } from '../../../store/postgres/availabilityRows';
import { deleteCalendarLinks } from '../../../store/postgres/calendarLinkRows';
import type {
  EmployeeAvailabilityRecord,
  EmployeeRecord,
  ShiftEmployeeRecord,
  ShiftPositionRecord,
  ShiftRecord,
  SiteRecord,
} from '../../../store/types';
import { decideAdd, decideRemove, decideUpdate, locate } from './shiftEmployeeDecisions';
import type { NotFound, ShiftEmployeeAdd, ShiftEmployeeRef, ShiftEmployeeUpdate } from './shiftEmployeeRepository';
import { ShiftEmployeeWrites } from './shiftEmployeeWrites';
import * as sql from './shiftEmployeeWriteSql';
import { sitesOf } from '../../../sites/repository/readingSites';

export class PostgresShiftEmployeeWrites extends ShiftEmployeeWrites {
  constructor(
    store: DataStore,
    protected readonly pool: pg.Pool,
  ) {
    super(store);
  }

  override add(
    appId: string,
    { std, sftd }: { std: string; sftd: string },
    emd: string,
    fields: ShiftEmployeeFields,
    nowMs: number,
  ): Promise<ShiftEmployeeAdd> {
    return scopedWrite(this.pool, this.store.data, {
      scope: async (client) => {
        // One statement after another (each reads what was committed while the ones before waited).
        const employees = await docsOf<EmployeeRecord>(client, sql.SHARE_EMPLOYEE, [appId, emd]);
        const shifts = await docsOf<ShiftRecord>(client, sql.SHARE_SHIFT, [appId, sftd]);
        const shift_positions = await docsOf<ShiftPositionRecord>(client, sql.SHARE_SHIFT_POSITIONS, [appId, sftd]);
        const shift_employees = await docsOf<ShiftEmployeeRecord>(client, sql.ON_SHIFT, [appId, sftd, emd]);
        const sites = await sitesOf(client, appId, [std]);
        return { employees, shifts, shift_positions, shift_employees, sites };
      },
      decide: (draft) => decideAdd(draft, appId, { std, sftd, emd, fields, nowMs }),
      write: async (client, result, changes) => {
        await orAgain(insertShiftEmployees(client, changedRecords<ShiftEmployeeRecord>(changes, 'shift_employees')));
        return result;
      },
    });
  }

  override update(appId: string, ref: ShiftEmployeeRef, fields: ShiftEmployeeFields): Promise<ShiftEmployeeUpdate> {
    return scopedWrite(this.pool, this.store.data, {
      scope: (client) => this.placeScope(client, appId, ref, true),
      decide: (draft) => decideUpdate(draft, appId, ref, fields),
      write: async (client, result, changes) => {
        for (const record of changedRecords<ShiftEmployeeRecord>(changes, 'shift_employees'))
          await updateShiftEmployee(client, appId, record.id, fields);
        return result;
      },
    });
  }

  override remove(appId: string, ref: ShiftEmployeeRef): Promise<'removed' | NotFound> {
    let place: ShiftEmployeeRecord | undefined;
    return scopedWrite(this.pool, this.store.data, {
      scope: async (client) => {
        const scope = await this.placeScope(client, appId, ref, false);
        place = scope.shift_employees[0];
        return scope;
      },
      decide: (draft) => decideRemove(draft, appId, ref),
      write: async (client, result) => {
        if (result === 'removed' && place) await deleteShiftEmployee(client, appId, place.id);
        return result;
      },
    });
  }

  /** Locks the employee's places on shifts (FOR SHARE) and deletes their link: no head lock. */
  override revokeCalendarLink(appId: string, ref: ShiftEmployeeRef): Promise<'revoked' | NotFound> {
    let emd: string | undefined;
    return scopedWrite(this.pool, this.store.data, {
      scope: async (client) => {
        const shift_employees = await docsOf<ShiftEmployeeRecord>(client, sql.SHARE_EMPLOYEE_PLACES, [
          appId,
          ref.rshftempd,
        ]);
        const shifts = await docsOf<ShiftRecord>(client, sql.SHARE_SHIFTS, [appId, [ref.sftd]]);
        return { shift_employees, shifts, sites: await sitesOf(client, appId, [ref.std]) };
      },
      decide: (draft) => {
        const record = locate(draft, appId, ref);
        if (typeof record === 'string') return record;
        emd = record.emd;
        return 'revoked' as const;
      },
      write: async (client, result) => {
        if (result === 'revoked' && emd) await deleteCalendarLinks(client, appId, emd);
        return result;
      },
    });
  }

  protected override employeePlaces(appId: string, ref: ShiftEmployeeRef): PrepareWrite {
    return async (client) => {
      const shift_employees = (
        await client.query<{ doc: ShiftEmployeeRecord }>(sql.SHARE_EMPLOYEE_PLACES, [appId, ref.rshftempd])
      ).rows.map((row) => row.doc);
      const emd = shift_employees[0]?.emd;
      // The availability the write replaces, locked: another save of it waits, and then reads this one's.
      const employee_availability = emd
        ? (await client.query<{ doc: EmployeeAvailabilityRecord }>(LOCK_AVAILABILITY, [appId, emd])).rows.map(
            (row) => row.doc,
          )
        : [];
      const sftds = [...new Set([ref.sftd, ...shift_employees.map((place) => place.sftd)])];
      const shifts = (await client.query<{ doc: ShiftRecord }>(sql.SHARE_SHIFTS, [appId, sftds])).rows.map(
        (row) => row.doc,
      );
      const sites = await sitesOf(client, appId, [ref.std, ...shifts.map((shift) => shift.std)]);
      return { shift_employees, employee_availability, shifts, sites };
    };
  }

  /** The shift employee a change or removal names, locked, with its shift (and for a change the shift's positions) shared. */
  private async placeScope(
    client: pg.PoolClient,
    appId: string,
    ref: ShiftEmployeeRef,
    positions: boolean,
  ): Promise<{
    shift_employees: ShiftEmployeeRecord[];
    shifts: ShiftRecord[];
    sites: SiteRecord[];
    shift_positions?: ShiftPositionRecord[];
  }> {
    const shift_employees = await docsOf<ShiftEmployeeRecord>(client, sql.LOCK_ONE, [appId, ref.rshftempd]);
    const shifts = await docsOf<ShiftRecord>(client, sql.SHARE_SHIFT, [appId, ref.sftd]);
    const sites = await sitesOf(client, appId, [ref.std]);
    if (!positions) return { shift_employees, shifts, sites };
    const shift_positions = await docsOf<ShiftPositionRecord>(client, sql.SHARE_SHIFT_POSITIONS, [appId, ref.sftd]);
    return { shift_employees, shifts, sites, shift_positions };
  }
}
