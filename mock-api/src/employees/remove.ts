/**
 * Deleting an employee removes what belongs to it: its leave days, attendance and clock records, face vectors,
 * photo uploads, its places on shifts, its availability, its calendar links, and (issue 31) its linked account,
 * invitations, requests and inbox (spec 001 section 3: "Deleting removes it with its leaves, attendance and photo").
 * The photo blobs on disk go with the face module's next sweep.
 */
import { revokeCalendarLinks } from '../calendar/links';
import { forgetFaceOf } from '../face/photos';
import { newestOf } from '../store/mutation';
import type { DbState } from '../store/types';

export function removeEmployee(draft: DbState, appId: string, emd: string): void {
  const other = (record: { app_id: string; emd: string }): boolean => !(record.app_id === appId && record.emd === emd);
  draft.employees = newestOf(draft.employees).filter(other);
  draft.leaves = newestOf(draft.leaves).filter(other);
  draft.attendance = newestOf(draft.attendance).filter(other);
  draft.clock_records = newestOf(draft.clock_records ?? []).filter(other);
  draft.timesheet_approvals = newestOf(draft.timesheet_approvals ?? []).filter(other);
  draft.face_descriptors = newestOf(draft.face_descriptors ?? []).filter(other);
  draft.shift_employees = newestOf(draft.shift_employees ?? []).filter(other);
  draft.employee_availability = newestOf(draft.employee_availability ?? []).filter(other);
  draft.employee_accounts = newestOf(draft.employee_accounts ?? []).filter(other);
  draft.invitations = newestOf(draft.invitations ?? []).filter(other);
  draft.time_off_requests = newestOf(draft.time_off_requests ?? []).filter(other);
  draft.inbox = newestOf(draft.inbox ?? []).filter(other);
  revokeCalendarLinks(draft, appId, emd);
  forgetFaceOf(draft, appId, emd);
}
