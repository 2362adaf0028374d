/**
 * A manager's correction and approval of one employee's day on a shift's timesheet (issue 20),
 * decided inside the store's write: the minutes worked as approved, the reason, who and when. Each
 * approval is kept (the day's audit trail; the newest counts). The day's attendance follows it:
 * present with approved minutes, absent with none; clocking no longer changes an approved day.
 */
import type { DbState, TimesheetApprovalRecord } from '../store/types';
import { nextId } from '../store/types';
import { newestOf } from '../store/mutation';
import { writeDay } from './dayRecords';

export type NewApproval = Omit<TimesheetApprovalRecord, 'id'>;

export type ApprovalWrite =
  { status: 'approved'; record: TimesheetApprovalRecord } | { status: 'no-shift' } | { status: 'no-employee' };

export function approveDay(draft: DbState, approval: NewApproval): ApprovalWrite {
  const { app_id: appId, std, sftd, emd } = approval;
  const shift = newestOf(draft.shifts).find((one) => one.app_id === appId && one.std === std && one.sftd === sftd);
  if (!shift) return { status: 'no-shift' };
  if (!newestOf(draft.employees).some((employee) => employee.app_id === appId && employee.emd === emd))
    return { status: 'no-employee' };
  const record: TimesheetApprovalRecord = { id: nextId(draft.timesheet_approvals), ...approval };
  draft.timesheet_approvals.push(record);
  writeDay(draft, { appId, emd, day: approval.date, present: approval.minutes > 0 ? 1 : 0, std, sftd }, 'timesheet');
  return { status: 'approved', record: { ...record } };
}
