/**
 * The shape of the write-call table (writeCalls/*.ts): one entry per write call of the Times app,
 * with the right that opens it, whether the demo operations manager may make it on her own site,
 * and a payload builder that makes a valid payload for the demo data (setting up, as the demo
 * admin, the record the call changes). The rights matrix test runs every entry for every kind of user.
 */
import type { FormIdCode } from '../../contract';
import type { Json, TestServer } from '../harness';

/** One right of one form: what a group must hold to make the call. */
export interface FormRight {
  formId: FormIdCode;
  rightId: number;
}

/**
 * Not a form right: the timesheet access of the demo site with isCreate (Group Sites, Timesheet
 * sub-tab), which the attendance writes need (attendance/access.ts).
 */
export interface TimesheetSiteRight {
  timesheetSite: 'isCreate';
}

/**
 * Not a right of a group: the caller's own employee record (issue 31, My Times). Only the linked
 * employee may make the call; admins and managers who are not that employee are refused.
 */
export interface OwnEmployeeRight {
  ownEmployee: true;
}

/** Not a right of a group: an admin of the app only (issue 31, the Requests page's setting). */
export interface AdminOnlyRight {
  adminOnly: true;
}

/** What a payload builder may use: the server, and calls as the demo admin or the matrix's employee (the reply body). */
export interface WriteCallWorld {
  server: TestServer;
  admin(path: string, payload: object): Promise<Json>;
  /** A call as the linked employee of the demo site (routes/myTimes/selfServiceFixtures.ts linkedOnDemoSite), where the test has one. */
  employee?(path: string, payload: object): Promise<Json>;
}

export interface WriteCall {
  /** Names the test cases: 'client type add'. */
  name: string;
  path: string;
  /** The right the route checks (read from the route's guardedRoute formId/rightId or authorize). */
  right: FormRight | TimesheetSiteRight | OwnEmployeeRight | AdminOnlyRight;
  /** The demo operations manager (Naledi, Pretoria Central) may make it on her site. */
  ops: boolean;
  /**
   * The payload names no record of the demo app (an add): a member of another app who makes it
   * adds to their own app (OK there), and the demo app stays untouched.
   */
  ownAppAdd?: boolean;
  /** A valid payload for the demo data; the admin's call with it answers OK and writes. */
  payload(world: WriteCallWorld): Promise<object>;
}

/** A table entry with a fixed payload. */
export const fixed = (payload: object) => async (): Promise<object> => payload;

/** The reply's `key` when the admin's set-up call answered OK; throws otherwise. */
export function okField<T = string>(reply: Json, key: string, what: string): T {
  if (reply?.status !== 'OK') throw new Error(`${what} failed: ${JSON.stringify(reply)}`);
  return reply[key] as T;
}

/** Throws unless the admin's set-up call answered OK. */
export function expectOk(reply: Json, what: string): void {
  if (reply?.status !== 'OK') throw new Error(`${what} failed: ${JSON.stringify(reply)}`);
}
