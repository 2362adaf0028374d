/**
 * The employees' own domain (issue 31) as the routes reach it: linked accounts and invitations,
 * My Times (shifts, time off, availability, inbox) and the managers' requests. One implementation serves
 * both stores (storeSelfService.ts): it decides with the same functions on each, and reads the employees,
 * their places, availability, requests, inbox, accounts and invitations through repositories that are SQL on
 * PostgreSQL, where each has a table of its own (issue 33); what it still reads of the store's state (the
 * apps, users and rosters) docs/decisions/backend.md lists as not moved yet.
 */
import type {
  EmployeeAccountRow,
  InboxMessage,
  MyAvailabilityResponse,
  MyShift,
  RequestRow,
  SmsChoices,
  TimeOffRequestRow,
} from '../../contract';
import type { RouteContext } from '../../routes/context';
import type {
  AppRecord,
  CalendarLinkRecord,
  EmployeeAccountRecord,
  EmployeeRecord,
  InvitationRecord,
  OutboxMessage,
  TimeOffRequestRecord,
  UserRecord,
} from '../../store/types';
import type { DecisionWrite, Decision } from '../decisions';
import type { AvailabilitySaveAsk, AvailabilitySaved } from '../myAvailability';
import type { InviteOutcome, NewInvitation } from '../invitations';
import type { ShiftsAsk } from '../myShifts';
import type { SiteScope } from '../../rights';
import type { ClaimAdd, NewClaim } from '../openShiftClaims';
import type { Decided, NewTimeOff, TimeOffAdd } from '../timeOff';
import type { TouchedRosterDay } from '../touches';

/** The app's rules for the employees' own changes (issue 34). */
export interface MarketplaceRules {
  waits: boolean;
  /** Claims one employee may make per roster, taken or waiting; null: no limit. */
  limit?: number | null;
}

export interface LinkedEmployee {
  account: EmployeeAccountRecord;
  employee: EmployeeRecord;
  app: AppRecord;
}

export interface InvitationView {
  invitation: InvitationRecord;
  employee: EmployeeRecord | undefined;
  appName: string;
}

export interface RequestQuery {
  appId: string;
  sites: SiteScope;
  state: 'pending' | 'decided';
  today: string;
}

export interface SelfServiceRepository {
  accounts(appId: string, nowIso: string): Promise<EmployeeAccountRow[]>;
  account(appId: string, emd: string, nowIso: string): Promise<EmployeeAccountRow>;
  employeeExists(appId: string, emd: string): Promise<boolean>;
  invite(ask: NewInvitation): Promise<InviteOutcome>;
  revoke(appId: string, emd: string): Promise<boolean>;
  unlink(appId: string, emd: string): Promise<boolean>;
  invitation(token: string): Promise<InvitationView | undefined>;
  /** Links the user's account to every live invitation for their mobile: how many. */
  linkInvitations(user: Pick<UserRecord, 'id' | 'mbl'>, nowIso: string): Promise<number>;
  /** The user's active, linked employee record in the app. */
  linked(appId: string, userId: number): Promise<LinkedEmployee | undefined>;
  setSms(appId: string, emd: string, sms: SmsChoices): Promise<void>;
  shifts(ask: ShiftsAsk): Promise<MyShift[]>;
  timeOff(appId: string, emd: string): Promise<TimeOffRequestRow[]>;
  addTimeOff(ask: NewTimeOff): Promise<TimeOffAdd>;
  cancelTimeOff(appId: string, emd: string, rqd: string, by: string, nowIso: string): Promise<Decided>;
  availability(appId: string, emd: string, today: string): Promise<Omit<MyAvailabilityResponse, 'status'>>;
  saveAvailability(ask: AvailabilitySaveAsk): Promise<AvailabilitySaved>;
  /** The app's setting: every availability change waits for a manager. */
  setEveryChangeWaits(appId: string, waits: boolean): Promise<void>;
  everyChangeWaits(appId: string): Promise<boolean>;
  /** The app's settings (issue 34): claims of open shifts wait for a manager; the claims per employee and roster. */
  /** Changes what is given (a rule left undefined is kept as it is); answers the rules now. */
  setMarketplace(appId: string, settings: Partial<MarketplaceRules>): Promise<MarketplaceRules>;
  marketplace(appId: string): Promise<MarketplaceRules>;
  /** A claim of an open shift that waits for a manager; the employee's claims waiting. */
  addClaim(ask: NewClaim): Promise<ClaimAdd>;
  /** The employee's claims of open shifts, in the order made (waiting, taken or decided). */
  claims(appId: string, emd: string): Promise<TimeOffRequestRecord[]>;
  /** A new calendar feed link of the employee (the previous one stops working): its token this once. */
  createCalendarLink(
    appId: string,
    emd: string,
    userId: number,
    ctx: RouteContext,
  ): Promise<{ token: string; record: CalendarLinkRecord }>;
  inbox(appId: string, emd: string): Promise<{ messages: InboxMessage[]; unread: number }>;
  markRead(appId: string, emd: string, ids: readonly number[]): Promise<void>;
  /** The requests of employees in the sites' scope, with the days they touch; and how many of them wait. */
  requests(query: RequestQuery): Promise<{ requests: RequestRow[]; pending: number }>;
  /** How many requests of employees in the sites' scope wait. */
  pendingCount(appId: string, sites: SiteScope): Promise<number>;
  request(appId: string, rqd: string): Promise<TimeOffRequestRecord | undefined>;
  requestRow(record: TimeOffRequestRecord, today: string): Promise<RequestRow>;
  inScope(appId: string, emd: string, sites: SiteScope): Promise<boolean>;
  /** The rostered days a request touches from today on (touches.ts touchedByRequest). */
  touched(record: TimeOffRequestRecord, today: string): Promise<TouchedRosterDay[]>;
  decide(decision: Decision): Promise<DecisionWrite>;
}

export type { OutboxMessage };
