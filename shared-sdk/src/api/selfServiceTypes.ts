/**
 * Request and response shapes of the employees' own calls (issue 31, ours): their accounts and
 * invitations, My Times (their shifts, time off and inbox) and the managers' Requests page.
 * Dates are 'YYYY-MM-DD'; moments are ISO timestamps.
 */
import type { AvailabilityWeekday } from '../constants/availability';
import type { ApiResponse } from './types';

/* ---------- Employee accounts (the employee list's 'Invite to Times') ---------- */

/**
 * Where an employee's account stands: linked to a person's account, invited (the invitation not
 * used yet), expired (the invitation's days are over) or none (never invited, revoked or unlinked).
 */
export type AccountState = 'linked' | 'invited' | 'expired' | 'none';

export interface EmployeeAccountRow {
  empd: string;
  state: AccountState;
  /** When it was linked (linked) or sent (invited, expired); '' for none. */
  since: string;
  /** The invitation's end (invited, expired); '' otherwise. */
  expires_at: string;
  /** The linked account's full name (linked); '' otherwise. */
  account_name: string;
}

export interface EmployeeAccountsResponse extends ApiResponse {
  accounts: EmployeeAccountRow[];
}

export interface EmployeeAccountResponse extends ApiResponse {
  account: EmployeeAccountRow;
}

/* ---------- Invitations (the public page of the link) ---------- */

export interface InvitationRequest {
  token: string;
}

export interface InvitationDetails {
  app_name: string;
  name: string;
  surname: string;
  /** The dial code as digits ('27') and the mobile as the employee record has it ('0821234567'). */
  country_code: string;
  mobile: string;
  expires_at: string;
}

export interface InvitationResponse extends ApiResponse {
  invitation: InvitationDetails;
}

/** select app's answer: 'employee' opens My Times, 'manager' the Times frame. */
export type AppUserKind = 'manager' | 'employee';

export interface SelectAppResponse extends ApiResponse {
  kind: AppUserKind;
}

/* ---------- My Times ---------- */

/** Which messages also go to the employee's phone by SMS (the inbox has them all). */
export interface SmsChoices {
  /** A roster of theirs published, or their days changed. */
  roster: 0 | 1;
  /** A request of theirs approved or declined. */
  requests: 0 | 1;
}

export interface MyProfile {
  empd: string;
  name: string;
  surname: string;
  app_name: string;
  sms: SmsChoices;
  /** Unread inbox messages. */
  unread: number;
  /** The app's today (the API's clock), 'YYYY-MM-DD'. */
  today: string;
}

export interface MyProfileResponse extends ApiResponse {
  me: MyProfile;
}

export interface MyShiftsRequest {
  from_date: string;
  to_date: string;
}

/** A shift on a day, as My Times shows one: when, where and as what. */
export interface ShiftOnDay {
  date: string;
  site_name: string;
  shift_name: string;
  /** 'HH:MM'. */
  start_time: string;
  end_time: string;
  position_name: string;
}

/** A day of a Published roster the employee works. */
export interface MyShift extends ShiftOnDay {
  /** Who else works that shift that day, 'Name Surname', by name. */
  coworkers: string[];
  rostered_minutes: number;
  /** Minutes worked by the clock records or the timesheet's approval; null for a coming day. */
  worked_minutes: number | null;
  /** 'coming', or the day's attendance: 'present', 'absent', 'expected' (today, not clocked yet). */
  status: 'coming' | 'present' | 'absent' | 'expected';
}

export interface MyShiftsResponse extends ApiResponse {
  from_date: string;
  to_date: string;
  shifts: MyShift[];
  /** When the answer was made (the API's clock): what an offline screen shows as 'as of'. */
  as_of: string;
}

/** An open place of a published roster the employee may take (issue 34), best first. */
export interface MyOpenShift extends ShiftOnDay {
  std: string;
  sftd: string;
  roster_ref: string;
  /** The position short that day. */
  rld: string;
  /** Their hours in the roster's period with it. */
  hours: number;
  /** 1 when they would work it in another position than their own (as a reliever). */
  relieves: 0 | 1;
  /** 1 when their claim of it waits for a manager (the app's changes wait). */
  waiting: 0 | 1;
}

export interface MyOpenShiftsResponse extends ApiResponse {
  from_date: string;
  to_date: string;
  open_shifts: MyOpenShift[];
  /** When the answer was made (the API's clock). */
  as_of: string;
}

/** /api/my/30313: the place taken (a position on a date of a roster of a shift on a site). */
export interface OpenShiftClaimRequest {
  std: string;
  sftd: string;
  roster_ref: string;
  entry_date: string;
  rld: string;
}

/** /api/my/30314: the employee's day (of a published roster) to swap. */
export interface SwapPartnersRequest {
  std: string;
  sftd: string;
  roster_ref: string;
  entry_date: string;
}

/** A colleague's day the employee may take in a swap (the colleague takes theirs). */
export interface SwapOption {
  date: string;
  position_name: string;
  /** What the swap changes for the roster, in words: better, the same or worse first. */
  reasons: string[];
}

export interface SwapPartnerRow {
  empd: string;
  name: string;
  surname: string;
  /** Best first. */
  days: SwapOption[];
}

export interface SwapPartnersResponse extends ApiResponse {
  /** Best first; empty when the day is not theirs, gone by or not published. */
  partners: SwapPartnerRow[];
  /** Colleagues on the roster with no day to swap (not named: only managers see who). */
  others: number;
}

/** /api/my/30313's answer: taken at once (waits 0), or a claim that waits for a manager (waits 1). */
export interface OpenShiftClaimResponse extends ApiResponse {
  waits: 0 | 1;
}

export type RequestState = 'pending' | 'approved' | 'declined' | 'cancelled';

/** A decision kept on a request: who, when, what, and the state before and after. */
export interface RequestDecision {
  at: string;
  by: string;
  action: 'approved' | 'declined' | 'cancelled';
  reason: string;
  before: RequestState;
  after: RequestState;
}

export interface TimeOffRequestRow {
  rqd: string;
  from_date: string;
  to_date: string;
  reason: string;
  state: RequestState;
  created_at: string;
  decisions: RequestDecision[];
}

export interface TimeOffAddRequest {
  from_date: string;
  to_date: string;
  reason: string;
  /** The browser's own id of the request (made offline, sent again): the same ref answers the first request. */
  ref: string;
}

export interface TimeOffListResponse extends ApiResponse {
  requests: TimeOffRequestRow[];
}

export interface TimeOffResponse extends ApiResponse {
  request: TimeOffRequestRow;
}

export interface RequestRef {
  rqd: string;
}

export type InboxKind = 'roster' | 'request' | 'invitation';

export interface InboxMessage {
  id: number;
  kind: InboxKind;
  title: string;
  text: string;
  at: string;
  read: 0 | 1;
}

export interface InboxResponse extends ApiResponse {
  messages: InboxMessage[];
  unread: number;
  as_of: string;
}

/* ---------- My availability ---------- */

/** A day request of the employee: to work the date (work 1) or have it off (0), weight 1-10, for every shift (sftd '') or one. */
export interface MyDayRequest {
  entry_date: string;
  work: 0 | 1;
  weight: number;
  sftd: string;
}

/** What the employee edits: the availability the engine uses, from the app's today on. */
export interface MyAvailability {
  unavailable_dates: string[];
  unavailable_days: AvailabilityWeekday[];
  requests: MyDayRequest[];
}

/** The per-employee limits the manager set (the employee sees them; null = no limit). */
export interface MyLimits {
  min_hours: number | null;
  max_hours: number | null;
  max_weekends: number | null;
  min_consecutive_days: number | null;
  min_consecutive_days_off: number | null;
}

/** A shift the employee is on, to ask a request for. */
export interface MyShiftOption {
  sftd: string;
  shift_name: string;
  site_name: string;
}

/** A period of a Published roster the employee is on, from the app's today on. */
export interface PublishedPeriod {
  from_date: string;
  to_date: string;
}

/**
 * One change of an availability: a date or a weekday made unavailable (add) or available again
 * (remove), or a day request added or taken back. Fields a change does not use are '' (and 0).
 */
export interface AvailabilityChange {
  op: 'add' | 'remove';
  what: 'date' | 'weekday' | 'request';
  /** A date's or a request's 'YYYY-MM-DD'. */
  date: string;
  day: AvailabilityWeekday | '';
  work: 0 | 1;
  weight: number;
  sftd: string;
  /** The request's shift by name ('' for every shift). */
  shift_name: string;
}

/** An availability change that waits (or waited) for a manager. */
export interface AvailabilityRequestRow {
  rqd: string;
  state: RequestState;
  created_at: string;
  changes: AvailabilityChange[];
  decisions: RequestDecision[];
}

export interface MyAvailabilityResponse extends ApiResponse {
  /** As the employee asked: what applies, with the changes that wait on top. */
  availability: MyAvailability;
  limits: MyLimits;
  shifts: MyShiftOption[];
  published: PublishedPeriod[];
  /** The app's setting: every change waits for a manager, published period or not. */
  every_change_waits: 0 | 1;
  waiting: AvailabilityRequestRow | null;
  /** The employee's last decided change (approved, declined or withdrawn), if any. */
  last_decided: AvailabilityRequestRow | null;
}

export interface MyAvailabilitySaveRequest {
  availability: MyAvailability;
}

export interface MyAvailabilitySaveResponse extends MyAvailabilityResponse {
  /** Changes applied at once, and changes that wait for a manager. */
  applied: number;
  waits: number;
}

/* ---------- Requests (managers) ---------- */

export interface RequestListRequest {
  state: 'pending' | 'decided';
}

/** A rostered day a request touches. */
export interface TouchedDay {
  date: string;
  std: string;
  site_name: string;
  sftd: string;
  shift_name: string;
  position_name: string;
  /** The roster's publish state. */
  published: 0 | 1;
}

export interface RequestRow extends TimeOffRequestRow {
  /**
   * Time off (its days from_date-to_date), an availability change (its changes; from-to spans them), or a claim of
   * an open shift (its place; from and to its date).
   */
  kind: 'time_off' | 'availability' | 'open_shift';
  changes: AvailabilityChange[];
  /** The open place a claim asks for; null for the other kinds. */
  place: TouchedDay | null;
  empd: string;
  name: string;
  surname: string;
  /** The rostered days (from the API's today on) the request would free. */
  touches: TouchedDay[];
}

export interface RequestListResponse extends ApiResponse {
  requests: RequestRow[];
  /** Pending requests the user may decide (the menu's count). */
  pending: number;
  /** The app's setting (requests.settings), and whether the user may change it (an admin). */
  every_change_waits: 0 | 1;
  /** The app's setting for shift changes (requests.marketplace): claims of open shifts wait for a manager (1). */
  changes_wait: 0 | 1;
  claims_limit: number | null;
  may_change_settings: 0 | 1;
}

/** How many requests wait for the user (the menu's count), without the requests. */
export interface RequestCountResponse extends ApiResponse {
  pending: number;
}

export interface RequestSettings {
  every_change_waits: 0 | 1;
}

export interface RequestSettingsResponse extends ApiResponse, RequestSettings {}

/** Whether the employees' shift changes (claims of open shifts) wait for a manager, or apply at once. */
/** Either or both; what is not sent is left as it is. */
export interface MarketplaceSettings {
  changes_wait?: 0 | 1;
  /** Claims one employee may make per roster (taken or waiting); null: no limit. Not sent: left as it is. */
  claims_limit?: number | null;
}

export interface MarketplaceSettingsResponse extends ApiResponse {
  changes_wait: 0 | 1;
  claims_limit: number | null;
}

/** Who could cover a touched day (the cover ranking), best first. */
export interface CoveredDay extends TouchedDay {
  candidates: { empd: string; name: string; surname: string }[];
}

export interface RequestImpactResponse extends ApiResponse {
  days: CoveredDay[];
  /** Touched days no one can cover. */
  uncovered: number;
}

export interface RequestDecideRequest {
  rqd: string;
  decision: 'approve' | 'decline';
  reason: string;
}

export interface RequestDecideResponse extends ApiResponse {
  request: RequestRow;
}
