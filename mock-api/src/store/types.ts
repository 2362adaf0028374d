/** Records of the store, one collection each. Dates are ISO 8601 strings, ids are numbers. */
import { newestOf } from './mutation';
import type {
  Country,
  EmployeeFields,
  PlaceChoice,
  PositionFields,
  AvailabilityChange,
  RequestDecision,
  RequestState,
  InboxKind,
  SmsChoices,
  RosterChangeRow,
  UserDetails,
  WorkingDayCounts,
  WorkingDays,
} from '../contract';
import type { RosterModel, RosterResult } from '@times/roster-engine';

export type CountryRecord = Country;

/** A user as stored: the details the API answers (usrcd a 14-digit code, eml lower-cased) plus secrets. */
export interface UserRecord extends Omit<UserDetails, 'status'> {
  id: number;
  /** scrypt$N$r$p$salt$hash, see security/password.ts. Never the clear password. */
  pass_hash: string;
  verified: boolean;
  location_tp?: number;
  lat?: number;
  lng?: number;
  created_at: string;
  verified_at?: string | null;
}

export type SessionKind = 'visitor' | 'user';

export interface SessionRecord {
  id: number;
  sid: string;
  /** sha256 of srm and scd; the clear values only travel to the client. */
  secret_hash: string;
  kind: SessionKind;
  /** A user session from registration whose OTP is not verified yet. */
  pending: boolean;
  user_id: number | null;
  /** The public id of the app chosen with select app (user sessions); the Times-backend calls work on it. */
  app_id: string | null;
  created_at: string;
  expires_at: string;
}

export type OtpPurpose = 'registration' | 'password_reset';

export interface OtpRecord {
  id: number;
  purpose: OtpPurpose;
  user_id: number;
  /** The password reset this code belongs to (password_reset only). */
  reset_id: number | null;
  /** sha256 of the code. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetRecord {
  id: number;
  user_id: number;
  rfd: string;
  rfdd: string;
  tmd: string;
  tmddc: string;
  created_at: string;
}

export interface OutboxMessage {
  id: number;
  /** A notice's app (absent for a code to a mobile, which belongs to no app yet). */
  app_id?: string;
  /** Mobile number. */
  to: string;
  text: string;
  /** The one-time code ('' for a roster notice). */
  code: string;
  /**
   * An OTP's purpose, 'roster' for a roster notice (outbox/rosterNotices), 'invitation' or
   * 'request' for an employee's invitation or a decision on their request (selfService/).
   */
  purpose: OtpPurpose | 'roster' | 'invitation' | 'request';
  created_at: string;
  /**
   * The delivery's idempotency key (a roster's notice 'roster:{rstd}:{revision}:{emd}', a code's 'otp:{uuid}');
   * one message per key. Absent only on codes written before keys were given to them.
   */
  key?: string;
  /** Roster notices: the roster; every notice: the employee. */
  rstd?: string;
  emd?: string;
}

export interface ContactRequestRecord {
  id: number;
  name: string;
  surname: string;
  email: string;
  mobile: string;
  product_id: number;
  user_id: number | null;
  created_at: string;
}

/** An organization; its administrators may create and run its apps. */
export interface OrganizationRecord {
  id: number;
  /** Public id (the cmpd of the calls). */
  cmpd: string;
  c_nm: string;
  reg_no: string;
  vat_no: string;
  admin_user_ids: number[];
  location_tp: number;
  lat: number;
  lng: number;
  created_at: string;
}

/**
 * An app. Created pending (confirmed false) by add app; the confirm call with apd and apdd
 * confirms it. Only confirmed apps are listed and opened.
 */
export interface AppRecord {
  id: number;
  /** Public id (ap_id of select app); every app-scoped record refers to the app by it. */
  app_id: string;
  ap_name: string;
  description: string;
  /** '' when none. */
  handle: string;
  tags: string[];
  pdct: number;
  s_pdct: number;
  sp_name: string;
  is_own: 0 | 1;
  /** The organization's cmpd; '' for an own app. */
  cmpd: string;
  /** Creator; the owner of an own app. */
  owner_user_id: number;
  confirmed: boolean;
  apd: string;
  apdd: string;
  created_at: string;
  confirmed_at: string | null;
  /** Licence: how many sites the app may have (SITE_MAX_LICENSED_EXCEEDED beyond). */
  max_sites: number;
  /** Licence: how many members (users) the app may have (USER_MAX_LICENSED_EXCEEDED beyond); missing = 50. */
  max_users?: number;
  /** Licence: how many employees the app may have, active or not (EMPLOYEE_MAX_LICENSED_EXCEEDED beyond); see maxEmployeesOf. */
  max_employees?: number;
  /** My availability (issue 31): 1 when every availability change of an employee waits for a manager; missing = 0. */
  availability_waits?: 0 | 1;
  /** Issue 34: 1 when the employees' claims of open shifts wait for a manager; missing = 0 (taken at once). */
  marketplace_waits?: 0 | 1;
  /** Issue 34: how many open shifts one employee may claim on one roster (taken or waiting); missing: no limit. */
  marketplace_limit?: number;
}

/** User types of an app member: 1 admin, 2 group member, 3 operations manager. */
export type UserTypeCode = 1 | 2 | 3;

export interface AppMemberRecord {
  id: number;
  app_id: string;
  user_id: number;
  user_type: UserTypeCode;
  /** user_groups.id of a group member; null otherwise. */
  group_id: number | null;
  /** Sites (their public sd) an operations manager manages. */
  ops_site_ids: string[];
  /**
   * Pending from the admin's add until approved (activated), then Active or Deactivated; only an
   * Active member has rights in the app. Missing (records written before users were managed) = Active.
   */
  status?: 'Active' | 'Deactivated' | 'Pending';
  /** When the member was added (orders the user list); missing on the first records. */
  added_at?: string;
  /** The add call was confirmed (the confirm-add call); an unconfirmed add is not listed. */
  confirmed?: boolean;
}

/**
 * A user group's access to a site, for rosters or timesheets (spec 001: Group Sites, Roster and
 * Timesheet sub-tabs): isCreate / isView. A group member's roster site flags come from these.
 */
export interface GroupSiteRecord {
  id: number;
  app_id: string;
  /** user_groups.id */
  group_id: number;
  /** The site's public sd. */
  std: string;
  kind: 'roster' | 'timesheet';
  isCreate: 0 | 1;
  isView: 0 | 1;
}

export interface GroupRight {
  frm_id: number;
  right_id: number;
}

export interface UserGroupRecord {
  id: number;
  /** Public id. */
  gdd: string;
  app_id: string;
  name: string;
  rights: GroupRight[];
}

/** The last time a user selected an app (one record per user and app), for the Recent list. */
export interface AppSelectionRecord {
  user_id: number;
  app_id: string;
  selected_at: string;
}

/* Times setup data (spec 000 section 3 write fields); app-scoped by the app's public app_id. */

export interface ClientTypeRecord {
  id: number;
  tpd: string;
  app_id: string;
  name: string;
}

export interface ClientRecord {
  id: number;
  cntd: string;
  app_id: string;
  name: string;
  /** The client type's tpd. */
  clnt_tpd: string;
  dt_started: string;
  /** 5 active, 10 deactivated. */
  clnt_status: number;
}

export interface SiteGroupRecord {
  id: number;
  gd: string;
  app_id: string;
  name: string;
}

export interface SiteRecord {
  id: number;
  sd: string;
  app_id: string;
  name: string;
  /** The client's cntd. */
  clnt: string;
  /** The site group's gd. */
  sgd: string;
  /** User id of the operations manager; null when not applicable. */
  ops: number | null;
  gen_emply: 0 | 1;
  usr_emply: 0 | 1;
  /** The place chosen on the map (loc_autocomplete); lat and lng are its coordinates. */
  place: PlaceChoice;
  lat: number;
  lng: number;
  /** Orders the site list (newest first) and is its paging cursor. */
  created_at: string;
}

/**
 * A shift of a site. Deleting a shift only marks it (deleted 1, deleted_at): rosters keep
 * their history, and the site's shift list still shows it.
 */
export interface ShiftRecord {
  id: number;
  sftd: string;
  app_id: string;
  /** The site's sd. */
  std: string;
  name: string;
  /** HH:MM */
  start_time: string;
  end_time: string;
  deleted: 0 | 1;
  created_at: string;
  deleted_at: string | null;
}

/** An employee position (role) of an app; spec 001 section 3. Hours are whole numbers, day flags 0 or 1. */
export interface PositionRecord extends PositionFields {
  id: number;
  rld: string;
  app_id: string;
}

/** An employee of an app (spec 001 section 3). Deleting removes it with its leaves, attendance and photo. */
export interface EmployeeRecord extends EmployeeFields {
  id: number;
  /** Public id (the empd of the calls). */
  emd: string;
  app_id: string;
  /** 0 active, 10 deactivated. */
  user_status: number;
  /** Orders the list (newest first) with id; see employees/paging.ts. */
  created_at: string;
}

/** A leave day of an employee. */
export interface LeaveRecord {
  id: number;
  lvdd: string;
  app_id: string;
  /** The employee's emd. */
  emd: string;
  /** YYYY-MM-DD. */
  leave_day: string;
}

/**
 * A day an employee was expected at work and was there (present 1) or not (present 0). The
 * timesheet will write these; the demo seed holds some. A leave day is never an absence.
 */
export interface AttendanceRecord {
  id: number;
  app_id: string;
  emd: string;
  /** YYYY-MM-DD. */
  day: string;
  present: 0 | 1;
  /**
   * Who decided it: the site's clock records against the published roster, or a manager's approval
   * on the timesheet (attendance/), with the site and shift it is for; absent: the seed or an import.
   */
  source?: 'clock' | 'timesheet';
  std?: string;
  sftd?: string;
}

/**
 * A clock-in or clock-out at a site's kiosk (issue 20). `at` is the site's wall clock as the
 * kiosk saw it, `instant` the same moment as an ISO timestamp (their difference is the site's
 * offset from UTC); `sftd` the rostered shift that takes it ('' unrostered).
 */
export interface ClockRecord {
  id: number;
  /** The kiosk's own id of the record: sent again, it is recorded once per app. */
  ref: string;
  app_id: string;
  std: string;
  emd: string;
  sftd: string;
  kind: 'in' | 'out';
  /** 'YYYY-MM-DDTHH:MM'. */
  at: string;
  instant: string;
  /** Minutes the site's wall clock is ahead of UTC. */
  offset_minutes: number;
  method: 'face' | 'number';
  /** A small JPEG data URL ('' without one). */
  photo: string;
  /** The kiosk's user (their id) and when the API took it. */
  by_user: number;
  recorded_at: string;
}

/** The face vectors of an employee (one record per employee, replaced on a new capture). */
export interface FaceRecord {
  id: number;
  app_id: string;
  emd: string;
  vector1: number[];
  vector2: number[];
  created_at: string;
}

/**
 * A manager's approval of an employee's day on a shift's timesheet (issue 20): the minutes worked as
 * approved and why. Every approval is kept: the newest of a day counts, the others are its audit trail.
 */
export interface TimesheetApprovalRecord {
  id: number;
  app_id: string;
  std: string;
  sftd: string;
  emd: string;
  /** YYYY-MM-DD: the roster day. */
  date: string;
  minutes: number;
  reason: string;
  by_user: number;
  /** 'Name Surname' of the manager when they approved. */
  by_name: string;
  at: string;
}

/**
 * The face descriptors of an employee (issue 20): the face description network's 128 numbers per
 * capture sample, which the kiosk recognises the employee by. One record per employee, replaced on
 * a new capture.
 */
export interface FaceDescriptorRecord {
  id: number;
  app_id: string;
  emd: string;
  descriptors: number[][];
  created_at: string;
}

/** A photo upload: the two storage blobs it may write and what was committed. */
export interface PhotoUploadRecord {
  id: number;
  /** Public id (the rcdd of the calls). */
  rcdd: string;
  app_id: string;
  emd: string;
  /** Write token of the storage links. */
  token: string;
  created_at: string;
  expires_at: string;
  thumbnail: { size: number; width: number; height: number } | null;
  image: { size: number; width: number; height: number } | null;
}

/** Required counts per day code (mon … sun, hld) of a shift's working-day setup. */
export type DayCounts = WorkingDayCounts;

/**
 * The working-day setup of a shift (spec 002 section 3, shift_working_days): one record per
 * shift, replaced by every save. period_type 1 Monthly (roster_start_day 1), 2 Biweekly (1-7).
 * The overtime counts are 0 when hasOvertime is 0.
 */
export interface ShiftWorkingDaysRecord extends Required<WorkingDays> {
  id: number;
  app_id: string;
}

/** A roster rule (the catalogue's numeric id) assigned to a shift; a shift's priorities run 1..n. */
export interface ShiftRuleRecord {
  id: number;
  app_id: string;
  sftd: string;
  /** RULES[].id of @times/roster-engine (roster-engine/src/rules/catalogue.ts). */
  rule_id: number;
  priority: number;
}

/**
 * A position (role) added to a shift (spec 002 section 3, roster_shift_positions): the hours,
 * the minimum number of employees required per day (mon … hld) and a priority 0-100. One per
 * rld per shift. See roster-setup/positions.ts.
 */
/** Per day code: the minimum headcount of the position on the shift. */
export interface ShiftPositionRecord extends DayCounts {
  id: number;
  /** Public id (the shftrld of the calls). */
  sftrld: string;
  app_id: string;
  std: string;
  sftd: string;
  /** The app position's rld. */
  rld: string;
  monthly_hours: number;
  weekly_hours: number;
  dailly_hours: number;
  priority_level: number;
}

/**
 * An employee put on a shift in one of its positions (spec 002 section 3, roster_shift_employees):
 * hours and the exclusion days (mon … hld, 1 = never rostered that day). One per emd per shift.
 * See roster-setup/employees.ts.
 */
export interface ShiftEmployeeRecord {
  id: number;
  /** Public id (the rshftempd of the calls). */
  rshftempd: string;
  app_id: string;
  std: string;
  sftd: string;
  /** The employee's emd. */
  emd: string;
  /** The app position's rld (a position of the shift). */
  rld: string;
  apply_wrkng_days: 0 | 1;
  monthly_hours: number;
  weekly_hours: number;
  dailly_hours: number;
  mon: 0 | 1;
  tue: 0 | 1;
  wed: 0 | 1;
  thu: 0 | 1;
  fri: 0 | 1;
  sat: 0 | 1;
  sun: 0 | 1;
  hld: 0 | 1;
  /** Orders the list with the name and id; see roster-setup/employees.ts. */
  created_at: string;
}

/**
 * An employee's availability (ours, one per emd of an app, across its shifts): unavailable dates
 * and weekdays (never rostered) and day requests (rule REQUESTS), each for every shift (sftd '')
 * or for one shift. Entered from a shift's employee row; see roster-setup/availability.ts.
 */
export interface EmployeeAvailabilityRecord {
  id: number;
  app_id: string;
  emd: string;
  unavailable_dates: string[];
  /** 'mon' … 'sun'. */
  unavailable_days: string[];
  requests: { entry_date: string; work: 0 | 1; weight: number; sftd: string }[];
  /** Whole hours in a roster period, every shift counted (absent or null: no limit). */
  min_hours?: number | null;
  max_hours?: number | null;
  /** Weekends in a roster period, every shift counted (absent or null: no limit). */
  max_weekends?: number | null;
  /** Days in a row to work at least, every shift counted (absent or null: no limit). */
  min_consecutive_days?: number | null;
  /** Days off in a row at least between two days worked, every shift counted (absent or null: no limit). */
  min_consecutive_days_off?: number | null;
  /** Days of each shift (by sftd) to work at most in a roster period (absent: no limit; 0: never). */
  max_shifts?: Record<string, number>;
  /** Shifts (sftd) the employee may not work the day after another, every site (absent: none). */
  forbidden_successions?: { first_sftd: string; next_sftd: string }[];
}

/**
 * A calculated roster of a shift for one period (spec 002 sections 3 and 4): Processing while the
 * engine works in its worker, then Successful (with the engine's result) or Failed (with the
 * reason). The model the engine was given is kept, so that a swap or move is re-validated against
 * the same setup. See rosters/.
 */
export interface RosterRecord {
  id: number;
  /** Public id: the roster_ref / rstd of the calls. */
  rstd: string;
  app_id: string;
  std: string;
  sftd: string;
  /** First and last day of the period (YYYY-MM-DD). */
  start_date: string;
  end_date: string;
  period_type: 1 | 2;
  status: 'Processing' | 'Successful' | 'Failed';
  /** '' unless Failed. */
  failure_reason: string;
  /** The user who started the (last) calculation: their id and 'name surname'. */
  created_by_id: string;
  created_by: string;
  /** When the (last) calculation started and ended, ISO timestamps ('' while Processing). */
  started_at: string;
  finished_at: string;
  /** Increased by each recalculation: a worker's late answer for an older one is dropped. */
  calculation: number;
  /** The API process running the calculation (instances/): Failed when it dies. Absent: before issue 19. */
  calc_owner?: string;
  /** The engine's input (null until built). */
  model: RosterModel | null;
  /** The engine's answer, kept up to date by swaps and moves (null until Successful). */
  result: StoredRosterResult | null;
  /** The last absence recorded on the roster and what it changed (absent: none yet). */
  last_changes?: RosterChangeLog;
  /** Pinned cells (rosters/pins): kept by every recalculation; absent = none. */
  pins?: RosterPin[];
  /** Draft (absent) until published (rosters/publish). */
  publish_state?: 'Draft' | 'Published';
  /** When and by whom it was first published (ISO timestamp, 'name surname'). */
  published_at?: string;
  published_by?: string;
  /** Counts the writes of its days once published (the notices' idempotency keys use it). */
  revision?: number;
  /** Per employee (emd), the days they were last sent ('YYYY-MM-DD Position'); absent: never sent. */
  notified_days?: Record<string, string[]>;
  /** When a swap or move last changed the result (absent: never; the calendar feed's LAST-MODIFIED). */
  edited_at?: string;
}

/** An absence and the changes it made to a roster (ours, issue 17). */
export interface RosterChangeLog {
  at: string;
  /** The absent employee's emd and the days. */
  absent: string;
  from_date: string;
  to_date: string;
  changes: RosterChangeRow[];
}

/** A pinned cell of a roster: the employee's (emd) assignment on the date stays as it is. */
export interface RosterPin {
  employeeId: string;
  date: string;
}

/**
 * An employee's secret calendar feed link (ours, issue 17): at most one live per employee of an
 * app. Only the sha256 of the token is kept (security/tokens.ts); the clear token is shown once.
 * See calendar/.
 */
export interface CalendarLinkRecord {
  id: number;
  app_id: string;
  /** The employee's emd. */
  emd: string;
  /** sha256 of the link's token. */
  token_hash: string;
  /** The user who created it. */
  created_by_id: number;
  created_at: string;
  expires_at: string;
}

/**
 * A person's account linked to an employee record of an app (ours, issue 31): the account's user
 * opens the app as that employee (My Times). At most one per employee and one per user in an app.
 */
export interface EmployeeAccountRecord {
  id: number;
  app_id: string;
  emd: string;
  user_id: number;
  linked_at: string;
  /** Which messages also go to the employee's phone by SMS (the inbox has them all). */
  sms: SmsChoices;
}

/**
 * An invitation to link an account to an employee (ours, issue 31), sent by text to the employee's
 * mobile. Only the sha256 of the link's token is kept. Pending until used (the account linked),
 * revoked, or sent again (the older one revoked); usable until expires_at.
 */
export interface InvitationRecord {
  id: number;
  app_id: string;
  emd: string;
  token_hash: string;
  /** The mobile it was sent to, international ('27821234567'): the account that signs in with it is linked. */
  to: string;
  state: 'pending' | 'used' | 'revoked';
  created_at: string;
  expires_at: string;
  sent_by_id: number;
  /** When and by which account it was used. */
  used_at?: string;
  used_by_id?: number;
}

/** An employee's request of time off (ours, issue 31), with every decision on it. */
export interface TimeOffRequestRecord {
  id: number;
  /** Public id. */
  rqd: string;
  app_id: string;
  emd: string;
  /** The browser's id of the request: sent again (an offline queue), it answers this record. */
  ref: string;
  from_date: string;
  to_date: string;
  reason: string;
  state: RequestState;
  created_at: string;
  decisions: RequestDecision[];
  /**
   * Missing for time off; 'availability' for an availability change that waits for a manager (My
   * availability): its changes, and from_date-to_date spanning them (reason ''); 'open_shift' for a claim of an
   * open place that waits for a manager (issue 34): its place, from_date and to_date its date (reason '').
   */
  kind?: 'availability' | 'open_shift';
  changes?: AvailabilityChange[];
  place?: OpenPlace;
}

/** An open place of a roster a claim asks for (its date is the request's from_date). */
export interface OpenPlace {
  std: string;
  sftd: string;
  rstd: string;
  /** The position. */
  rld: string;
}

/** A message of an employee's inbox in My Times (ours, issue 31). */
export interface InboxRecord {
  id: number;
  app_id: string;
  emd: string;
  kind: InboxKind;
  title: string;
  text: string;
  at: string;
  read: 0 | 1;
  /** Idempotency: a message whose key is in the inbox already is not added again. */
  key: string;
}

/** What a roster keeps of the engine's RosterResult (search statistics included). */
export type StoredRosterResult = RosterResult;

/** The living demo's build on this store (ours, issue 17). */
export interface DemoRecord {
  id: number;
  /** building until it ends; skipped when the app already had shifts; failed with a message. */
  state: 'building' | 'ready' | 'failed' | 'skipped';
  started_at: string;
  finished_at: string;
  message: string;
  /** The first day of the period whose Day roster carries the demo's edits (demoMonths.ts), once ready. */
  edited?: string;
  /** The API process building it (instances/): another process leaves a living builder's build alone. */
  builder?: string;
}

export interface DbState {
  countries: CountryRecord[];
  users: UserRecord[];
  sessions: SessionRecord[];
  otps: OtpRecord[];
  password_resets: PasswordResetRecord[];
  outbox: OutboxMessage[];
  contact_requests: ContactRequestRecord[];
  organizations: OrganizationRecord[];
  apps: AppRecord[];
  app_members: AppMemberRecord[];
  user_groups: UserGroupRecord[];
  group_sites: GroupSiteRecord[];
  app_selections: AppSelectionRecord[];
  client_types: ClientTypeRecord[];
  clients: ClientRecord[];
  site_groups: SiteGroupRecord[];
  sites: SiteRecord[];
  shifts: ShiftRecord[];
  positions: PositionRecord[];
  employees: EmployeeRecord[];
  leaves: LeaveRecord[];
  attendance: AttendanceRecord[];
  clock_records: ClockRecord[];
  timesheet_approvals: TimesheetApprovalRecord[];
  faces: FaceRecord[];
  face_descriptors: FaceDescriptorRecord[];
  photo_uploads: PhotoUploadRecord[];
  shift_working_days: ShiftWorkingDaysRecord[];
  shift_rules: ShiftRuleRecord[];
  shift_positions: ShiftPositionRecord[];
  shift_employees: ShiftEmployeeRecord[];
  employee_availability: EmployeeAvailabilityRecord[];
  rosters: RosterRecord[];
  calendar_links: CalendarLinkRecord[];
  employee_accounts: EmployeeAccountRecord[];
  invitations: InvitationRecord[];
  time_off_requests: TimeOffRequestRecord[];
  inbox: InboxRecord[];
  /** The living demo's build (demo/): one record once it has started; none on a fresh seed. */
  demo: DemoRecord[];
}

export type CollectionName = keyof DbState;

export const emptyState = (): DbState => ({
  countries: [],
  users: [],
  sessions: [],
  otps: [],
  password_resets: [],
  outbox: [],
  contact_requests: [],
  organizations: [],
  apps: [],
  app_members: [],
  user_groups: [],
  group_sites: [],
  app_selections: [],
  client_types: [],
  clients: [],
  site_groups: [],
  sites: [],
  shifts: [],
  positions: [],
  employees: [],
  leaves: [],
  attendance: [],
  clock_records: [],
  timesheet_approvals: [],
  faces: [],
  face_descriptors: [],
  photo_uploads: [],
  shift_working_days: [],
  shift_rules: [],
  shift_positions: [],
  shift_employees: [],
  employee_availability: [],
  rosters: [],
  calendar_links: [],
  employee_accounts: [],
  invitations: [],
  time_off_requests: [],
  inbox: [],
  demo: [],
});

/** Next numeric id of a collection (1 for an empty one). */
export const nextId = (records: readonly { id: number }[]): number =>
  // Read through a draft without drafting each record (store/mutation.ts newestOf).
  newestOf(records).reduce((max, record) => Math.max(max, record.id), 0) + 1;
