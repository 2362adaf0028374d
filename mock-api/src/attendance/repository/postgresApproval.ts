/**
 * A manager's approval of a timesheet day on PostgreSQL (issue 33), a scoped write
 * (store/postgres/scopedWrite.ts): it locks the employee's row (their clock-ins wait, and removing
 * them waits or the approval finds them gone), reads their attendance day, runs approveDay.ts, and
 * writes the approval and the day it decides; no head lock. The shift it checks is the process's
 * state as the call's opening refreshed it.
 */
import type pg from 'pg';
import type {
  AttendanceRecord,
  DbState,
  EmployeeRecord,
  ShiftRecord,
  TimesheetApprovalRecord,
} from '../../store/types';
import { insertApprovals } from '../../store/postgres/approvalRows';
import { writeAttendanceDays } from '../../store/postgres/attendanceRows';
import { changedRecords, docsOf as docs, scopedWrite } from '../../store/postgres/scopedWrite';
import { approveDay } from '../approveDay';
import type { ApprovalWrite, NewApproval } from '../approveDay';
import * as sql from './attendanceTableSql';

export function approveInTables(pool: pg.Pool, state: DbState, approval: NewApproval): Promise<ApprovalWrite> {
  const { app_id: appId, emd, date } = approval;
  return scopedWrite(pool, state, {
    scope: async (client) => ({
      employees: await docs<EmployeeRecord>(client, sql.LOCK_EMPLOYEE, [appId, emd]),
      attendance: await docs<AttendanceRecord>(client, sql.EMPLOYEE_DAYS, [appId, emd, date, date]),
      shifts: await docs<ShiftRecord>(client, sql.SITE_SHIFTS, [appId, approval.std]),
      timesheet_approvals: [],
    }),
    decide: (draft) => approveDay(draft, approval),
    write: async (client, result, changes) => {
      if (result.status !== 'approved') return result;
      const [id] = await insertApprovals(
        client,
        changedRecords<TimesheetApprovalRecord>(changes, 'timesheet_approvals'),
      );
      await writeAttendanceDays(client, changedRecords<AttendanceRecord>(changes, 'attendance'));
      return { ...result, record: { ...result.record, id: id! } };
    },
  });
}
