/**
 * Where the employees' requests and inbox messages live (issue 33): in the store's state on the
 * embedded store (embeddedRequestRecords.ts), in tables of their own on PostgreSQL
 * (postgresRequestRecords.ts), whose writes lock the employee's or the request's row and nothing
 * else. Both decide with the same functions (timeOff.ts, inbox.ts). A manager's decision and a saved
 * availability also change other typed records (leave days, the availability, a roster, the notices): they are
 * writes of their own rows (DataStore.updateRows), which read and lock the request rows they decide on in their
 * transaction (readingRequests.ts) and never wait on the store head's lock.
 */
import type { InboxRecord, TimeOffRequestRecord } from '../../store/types';
import type { ClaimAdd, NewClaim } from '../openShiftClaims';
import type { Decided, NewTimeOff, TimeOffAdd } from '../timeOff';

export interface RequestRecords {
  /** The employee's requests (time off and availability changes), in the order made. */
  ofEmployee(appId: string, emd: string): Promise<TimeOffRequestRecord[]>;
  /** The app's requests waiting for a manager, or decided, in the order made. */
  ofApp(appId: string, which: 'pending' | 'decided'): Promise<TimeOffRequestRecord[]>;
  one(appId: string, rqd: string): Promise<TimeOffRequestRecord | undefined>;
  add(ask: NewTimeOff): Promise<TimeOffAdd>;
  /** A claim of an open shift that waits for a manager (openShiftClaims.ts). */
  addClaim(ask: NewClaim): Promise<ClaimAdd>;
  /** The employee's own cancel of their request while it waits. */
  cancel(appId: string, emd: string, rqd: string, by: string, nowIso: string): Promise<Decided>;
  /** The employee's messages, in the order added. */
  inbox(appId: string, emd: string): Promise<InboxRecord[]>;
  /** Marks the employee's messages read: those of `ids`, or every one when none are named. */
  markRead(appId: string, emd: string, ids: readonly number[]): Promise<void>;
}
