/**
 * The rosters domain's records (the rosters of the app's shifts, with the sites, shifts, employees
 * and other rosters their answers read), as the roster routes reach them: never the store object
 * directly. Two implementations: the embedded one over the store's state (embeddedRosters.ts) and
 * PostgreSQL, whose reads are SQL on indexed rows, a roster's small fields read from its head
 * column rather than its document (postgresRosters.ts). Writes are the same on both: one store
 * update each, deciding on the newest state inside it (rosterWrites.ts).
 */
import type { Revalidation, RosterModel } from '@times/roster-engine';
import type { AvailableRoster, RosterAbsenceLog, RosterHeader, RosterPeriod } from '../../contract';
import type { SiteScope } from '../../rights';
import type { OutboxMessage, RosterChangeLog, RosterPin, RosterRecord, StoredRosterResult } from '../../store/types';
import type { EmployeeNumberOf } from '../views/detailsRows';
import type { OpenedRoster, RosterRef } from '../views/openRoster';

/** The roster list's question: a client's sites (all it may see, or one), the rosters of a period or all. */
export interface AvailableQuery {
  clntd: string;
  /** '' for every site of the client in scope. */
  std: string;
  scope: SiteScope;
  /** Only the rosters whose period overlaps this one; null: all. */
  period: { start: string; end: string } | null;
}

/** Days from `from` to `to` (YYYY-MM-DD), both in. */
export interface DayWindow {
  from: string;
  to: string;
}

/** What an edit of a roster's days decided on the newest state. */
export type EditWrite =
  | { status: 'written'; messages: OutboxMessage[] }
  /** The roster's days are no longer those the edit was checked on (another edit or a calculation came first). */
  | { status: 'changed' };

/** What a pin decided on the newest state: `not-assigned` when the cell holds no assignment of the roster. */
export type PinWrite = 'pinned' | 'not-assigned';

export interface PublishWrite {
  messages: OutboxMessage[];
  /** The roster's header once published. */
  header: RosterHeader;
}

export interface RosterRepository {
  /**
   * The rosters of the client's listed sites (none when the app has no such client), the newest
   * calculation first (then id).
   */
  available(appId: string, query: AvailableQuery): Promise<AvailableRoster[]>;
  /**
   * The periods of the shift's rosters, the latest first (then id); undefined when the app has no
   * such shift on that site (a deleted shift keeps its rosters).
   */
  periods(appId: string, std: string, sftd: string): Promise<RosterPeriod[] | undefined>;
  /** The header of roster `rstd` of the shift; undefined when the shift has no such roster. */
  header(appId: string, std: string, sftd: string, rstd: string): Promise<RosterHeader | undefined>;
  /** The roster opened for a read or an edit (rosters/views/openRoster.ts), or its refusal. */
  open(ref: RosterRef): Promise<OpenedRoster>;
  /** The roster's stored model with the commitments of the app's other rosters as they are now. */
  withCurrentCommitments(record: RosterRecord, model: RosterModel): Promise<RosterModel>;
  /** The employee numbers the details show for the app's employees. */
  employeeNumbers(appId: string, emds: readonly string[]): Promise<EmployeeNumberOf>;
  /** The roster's last absence with the name of the employee it names. */
  lastAbsence(record: RosterRecord): Promise<RosterAbsenceLog | null>;
  /**
   * The app's rosters (any shift and status, in the order created) whose model rosters one of the
   * employees and whose period overlaps `within` (every period when absent): My shifts, My availability,
   * a request's touched days, the calendar feed.
   */
  ofEmployees(appId: string, emds: readonly string[], within?: DayWindow): Promise<RosterRecord[]>;
  /** The app's rosters (every site and shift, any status, in the order created) overlapping `within`. */
  overlapping(appId: string, within: DayWindow): Promise<RosterRecord[]>;
  /** The rosters of the app's site (every shift, any status, in the order created) overlapping `within`. */
  ofSite(appId: string, std: string, within: DayWindow): Promise<RosterRecord[]>;
  /** The roster with this public id, of any app (the demo's build, tools). */
  ofRstd(rstd: string): Promise<RosterRecord | undefined>;
  /** The rosters still calculating, of every app (their status and process only). */
  calculating(): Promise<Pick<RosterRecord, 'rstd' | 'status' | 'calc_owner'>[]>;

  /**
   * Stores an edit of roster `rosterId` checked on `assignments` (its days as read): the
   * re-validated days, the model they were checked against and, for an absence, what it changed;
   * a Published roster's notices go to the outbox in the same write.
   */
  writeEdit(edit: RosterEdit): Promise<EditWrite>;
  /** Pins or unpins an assigned cell of the roster. */
  pin(rosterId: number, cell: RosterPin, pinned: boolean): Promise<PinWrite>;
  /** Publishes the roster (as read) as the user (by their id), sending each rostered employee their days. */
  publish(read: RosterRecord, userId: number, nowIso: string): Promise<PublishWrite>;
}

export interface RosterEdit {
  rosterId: number;
  /** The days the edit was checked on (the roster's result as read). */
  assignments: StoredRosterResult['assignments'];
  revalidation: Revalidation;
  model: RosterModel;
  editedAt: string;
  /** An absence's log (markAbsent). */
  lastChanges?: RosterChangeLog;
}
