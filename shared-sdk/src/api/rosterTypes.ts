/**
 * Request and response shapes of the roster calls (spec 002 sections 3 and 7): the roster list,
 * start calculation, periods, summary statistics, statistics details, the paged roster details
 * and the calendar's swap and move. Requests are listed without the envelope. Field names are the
 * spec's own, typos included (drpped_data, utilation_rate, non_complient_dates).
 */
import type { ApiResponse, GenderCode, ShiftRef } from './types';

/** Processing, Successful, or a failure ('Failed'). */
export type RosterStatusText = string;

/** Ours: 'Draft' until published, then 'Published' (constants PublishState). */
export type RosterPublishText = 'Draft' | 'Published';

/* ---------- The roster list (/api/rstgen/5452353) ---------- */

/** filter_by 1 all, 2 period (dt_start and dt_end, YYYY-MM-DD, both required). std '' = every site of the client. */
export interface AvailableRostersRequest {
  clntd: string;
  std: string;
  filter_by: 1 | 2;
  dt_start: string;
  dt_end: string;
}

export interface AvailableRoster {
  /** The roster's code (the roster_ref of the other calls). */
  rstd: string;
  std: string;
  sftd: string;
  site_name: string;
  shift_name: string;
  /** e.g. '01 Dec 2026 - 31 Dec 2026'. */
  period: string;
  start_date: string;
  end_date: string;
  /** When the calculation started, 'YYYY-MM-DD HH:mm'. */
  start_cal_time: string;
  /** The name of the user who started it. */
  created_by: string;
  status: RosterStatusText;
  /** Ours: Draft or Published (absent from an older server: Draft). */
  publish_state?: RosterPublishText;
}

export interface AvailableRostersResponse extends ApiResponse {
  roster: AvailableRoster[];
}

/* ---------- Start calculation (/api/rostCalc/645622) ---------- */

export interface StartCalculationRequest extends ShiftRef {
  /** YYYY-MM-DD. */
  start_date: string;
  /** '' for a new roster; the roster's rstd with recalculate 1. */
  roster_ref: string;
  recalculate: 0 | 1;
}

/**
 * OK: the roster (Processing) and its period start. ROSTER_ALREADY_CREATED and
 * ROSTER_CALCULATION_IN_PROGRESS carry the same two fields: the roster that holds the period, and
 * roster_start_date the date its calculation started (the {date} of their messages).
 */
export interface StartCalculationResponse extends ApiResponse {
  roster_ref: string;
  roster_start_date: string;
}

/** Ours: all the set-up shifts of a site for the period of a start date. */
export interface StartSiteCalculationRequest {
  std: string;
  /** YYYY-MM-DD. */
  start_date: string;
  /** 1 recalculates the shifts' rosters that already hold the period. */
  recalculate: 0 | 1;
}

/**
 * One shift's part of a site calculation: OK (its roster_ref is Processing, roster_start_date its
 * period's first day); ROSTER_ALREADY_CREATED / ROSTER_CALCULATION_IN_PROGRESS (the roster holding
 * the period and the day its calculation started; nothing was started); or the status that keeps
 * the shift out (its setup: ROSTER_WORKING_DAYS_REQUIRED, INVALID_SHIFT_DETAILS,
 * ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED), with '' for both.
 */
export interface SiteRosterStart {
  sftd: string;
  shift_name: string;
  status: string;
  roster_ref: string;
  roster_start_date: string;
}

/**
 * OK when every set-up shift started (the others are listed with their status). Otherwise the
 * status of the whole call, nothing started: INCORRECT_START_DATE, INVALID_SHIFT_DETAILS (no shift
 * set up), ROSTER_CALCULATION_IN_PROGRESS or ROSTER_ALREADY_CREATED (the shifts holding the period).
 */
export interface StartSiteCalculationResponse extends ApiResponse {
  site_rosters: SiteRosterStart[];
}

/* ---------- Periods, status, summary, statistics details (/api/rostStats/...) ---------- */

/** {shftd, std}: the shift's rosters (spec spells the shift code shftd on these calls). */
export interface RosterShiftRequest {
  shftd: string;
  std: string;
}

export interface RosterRefRequest extends RosterShiftRequest {
  rstd: string;
}

export interface RosterPeriod {
  rstd: string;
  start_date: string;
  end_date: string;
  /** The label, e.g. '01 Dec 2026 - 31 Dec 2026'. */
  roster_period: string;
  start_calc_time: string;
  /** Ours: Processing, Successful or Failed. */
  roster_status: RosterStatusText;
  /** Ours: Draft or Published (absent from an older server: Draft). */
  publish_state?: RosterPublishText;
}

export interface RosterPeriodsResponse extends ApiResponse {
  roster_period: RosterPeriod[];
}

/** What every roster answer carries for its header (ours: the spec shows the header, not its source). */
export interface RosterHeader {
  rstd: string;
  roster_period: string;
  start_date: string;
  end_date: string;
  start_calc_time: string;
  site_name: string;
  shift_name: string;
  roster_status: RosterStatusText;
  /** Why the calculation failed ('' unless Failed). */
  failure_reason: string;
  created_by: string;
  /** Ours: Draft or Published (absent from an older server: Draft). */
  publish_state?: RosterPublishText;
  /** Ours: when it was first published, 'YYYY-MM-DD HH:mm' ('' while a Draft). */
  published_at?: string;
  /** Ours: who published it, 'name surname' ('' while a Draft). */
  published_by?: string;
  /**
   * Ours (issue 17, exports): the shift's times of day (HH:MM, '' when the shift has none); an
   * end at or before the start is on the next day.
   */
  shift_start?: string;
  shift_end?: string;
}

/** Ours (/api/rostStats/881246): a roster's header and status, asked again while it is Processing. */
export interface RosterStatusResponse extends ApiResponse {
  roster: RosterHeader;
}

export interface HoursEmployees {
  total_employees: number;
  total_males: number;
  total_females: number;
  total_slots_hours: number;
  total_shift_hours: number;
  most_utilised_role: string;
  least_utilised_role: string;
  avg_utilization_rate: number;
  total_days: number;
  fully_staffed_days: number;
  requirements_met_perc: number;
}

export interface HoursRole {
  role_name: string;
  ttl_hours: number;
  utilation_rate: number;
  average_days_worked: number;
  target_days: number;
  total_employees: number;
  total_days_worked: number;
  normal_days: number;
  sunhld_days: number;
  color: string;
}

export interface GenderRole {
  role_name: string;
  total_males: number;
  total_females: number;
}

export interface CrossRoleAssignment {
  from_role: string;
  to_role: string;
  total_days_assigned: number;
}

export interface EmployeeSummaryRow {
  line_number: number;
  fullName: string;
  ttl_hours: number;
  total_normal: number;
  total_sundays: number;
  total_days: number;
  target_days: number;
  utillization_rate: number;
  TotalViolations: number;
  /** Distinct dates, sorted, joined with ', '. */
  non_complient_dates: string;
}

/** /api/rostStats/3452423 {shftd, std, rstd}. */
export interface RosterSummaryResponse extends ApiResponse {
  roster: RosterHeader;
  hours_employees: HoursEmployees;
  hours_roles: HoursRole[];
  gender_roles: GenderRole[];
  cross_roles_assignment: CrossRoleAssignment[];
  employees_all: EmployeeSummaryRow[];
  colors: string[];
  male_color: string;
  female_color: string;
  /** Ours: the pinned assignments the last calculation kept. */
  pinned_kept?: number;
  /** Ours: the hard rules pinned assignments break (kept, never dropped), by rule; none: []. */
  pin_conflicts?: RosterPinConflict[];
  /** Ours: the last absence recorded on the roster and what it changed; null when none was. */
  last_absence?: RosterAbsenceLog | null;
  /** Ours (issue 20): the attendance of a Published roster's days from clocking; null for a Draft. */
  attendance?: RosterAttendance | null;
}

/** Ours (issue 20): a Published roster's rostered days so far by attendance, and the hours worked against rostered. */
export interface RosterAttendance {
  present: number;
  absent: number;
  late: number;
  early_leave: number;
  missing_out: number;
  /** Days still to come (the shift has not ended). */
  expected: number;
  /** The minutes clocked, or approved where a manager approved the day. */
  worked_minutes: number;
  rostered_minutes: number;
}

/** Ours (issue 17): an absence recorded with 'Mark absent' and the changes its re-plan made. */
export interface RosterAbsenceLog {
  /** When it was recorded, 'YYYY-MM-DD HH:MM' (UTC). */
  recorded_at: string;
  empd: string;
  name: string;
  surname: string;
  from_date: string;
  to_date: string;
  changes: RosterChangeRow[];
}

/** Ours: the pinned assignments that break one hard rule. */
export interface RosterPinConflict {
  /** The rule's name as the violations list it (RosterViolation.rule_name). */
  rule_name: string;
  /** How many violations of the rule the pins cause. */
  count: number;
  /** The engine's reasons, each naming the pins: 'Pinned: Ann Lee on the 3rd conflicts with this rule. …'. */
  reasons: string[];
}

/** A rule broken or a soft penalty, in words (the engine's explanation). */
export interface RosterViolation {
  /** The rule's name as the constraints step shows it (e.g. 'Maximum consecutive days'). */
  rule_name: string;
  hard: 0 | 1;
  employee_name: string;
  role_name: string;
  /** YYYY-MM-DD, or '' when the rule has no date (hour targets). */
  entry_date: string;
  reason: string;
}

/** A required place nobody could fill, and why. */
export interface RosterUncoveredSlot {
  role_name: string;
  /** Ours: the position's rld (to ask who can cover the place). */
  rld: string;
  entry_date: string;
  missing: number;
  reason: string;
}

/** What the roster did with an employee's availability, in words (a day kept free, a request granted). */
export interface RosterDayNote {
  employee_name: string;
  /** YYYY-MM-DD, or '' for a whole weekday. */
  entry_date: string;
  reason: string;
}

/** /api/rostStats/5452353 {shftd, std, rstd} (its payload is not shown in the spec; this is ours). */
export interface RosterStatisticsDetailsResponse extends ApiResponse {
  roster: RosterHeader;
  violations: RosterViolation[];
  uncovered: RosterUncoveredSlot[];
  /** The availability and day requests the roster honoured. */
  day_notes: RosterDayNote[];
  /** Hard rules broken (0 whenever the setup allows). */
  hard_violations: number;
}

/* ---------- Roster details, paged (ours: /api/rostStats/778120) ---------- */

export interface RosterDetailsRequest extends RosterRefRequest {
  /** 1 for the first page; then the continuation values of the previous answer. */
  page_number: number;
  /** The id of the last employee received (0 on page 1). */
  list_lst_id: number;
  /** The number of employees (rows) received so far (0 on page 1). */
  lst_count: number;
  total_employees: number;
  total_positions: number;
}

export interface RosterPosition {
  id: number;
  rld: string;
  name: string;
  role_abbrvtn: string;
  color: string;
}

export interface RosterEmployee {
  id: number;
  emd: string;
  name: string;
  surname: string;
  /** Ours: the reference shown in brackets (the employee number, else the emd). */
  employee_number: string;
  gender: GenderCode;
}

/** One assigned day: the employee (RosterEmployee.id) on entry_date in the position (RosterPosition.id). */
export interface RosterDetail {
  employee_id: number;
  entry_date: string;
  employee_role_id: number;
  gender: GenderCode;
  /** Ours: the cell is pinned (a recalculation keeps it); absent = not pinned. */
  pinned?: boolean;
}

export interface DailyTotal {
  entry_date: string;
  employee_count: number;
}

export interface DailyGenderTotal {
  entry_date: string;
  male_count: number;
  female_count: number;
}

export interface RosterDetailsResponse extends ApiResponse {
  roster: RosterHeader;
  male_color: string;
  female_color: string;
  total_employees: number;
  total_positions: number;
  list_lst_id: number;
  lst_count: number;
  /** Employees (rows) of the whole roster. */
  total_records: number;
  /** Every position of the roster (each page). */
  positions: RosterPosition[];
  /** This page's employees. */
  employees: RosterEmployee[];
  /** The days of this page's employees. */
  roster_details: RosterDetail[];
  /** Every day of the period (each page). */
  daily_totals: DailyTotal[];
  daily_gender_totals: DailyGenderTotal[];
}

/* ---------- Swap and move (/api/rostCalc/4567123, /api/rostCalc/45428223) ---------- */

/** A calendar cell in the calls: the employee, the date and, for an assigned cell, its position. */
export interface RosterCellData {
  name: string;
  empd: string;
  entry_date: string;
  /** The position's rld ('' for an empty cell). */
  emp_rld: string;
  gender: GenderCode;
}

export interface SwapRequest extends ShiftRef {
  roster_ref: string;
  /** The dragged cell. */
  drpped_data: RosterCellData;
  /** The cell it was dropped on. */
  on_position_data: RosterCellData;
}

/** Ours (/api/rostCalc/45428224): pins (1) or unpins (0) an assigned cell. */
export interface PinRequest extends ShiftRef {
  roster_ref: string;
  empd: string;
  entry_date: string;
  pinned: 0 | 1;
}

export interface MoveRequest extends ShiftRef {
  roster_ref: string;
  source_name: string;
  source_surname: string;
  source_empd: string;
  source_entry_date: string;
  target_data: RosterCellData;
}

/* ---------- Who can cover, and absences (ours, issue 17) ---------- */

/** /api/rostCalc/45428230: a place of the roster (a position on a date). */
export interface CoverPlaceRequest extends ShiftRef {
  roster_ref: string;
  entry_date: string;
  rld: string;
}

/** Someone who may take the place without breaking a rule, best first. */
export interface CoverCandidateRow {
  empd: string;
  name: string;
  surname: string;
  /** The roster score's change with them on the place (lower is better). */
  cost: number;
  /** Their hours in the period with the place. */
  hours: number;
  /** 1 when they would work it as a reliever. */
  relieves: 0 | 1;
  /** What the choice changes, in words. */
  reasons: string[];
}

export interface CoverExcludedRow {
  empd: string;
  name: string;
  surname: string;
  reason: string;
}

export interface CoverCandidatesResponse {
  status: string;
  candidates?: CoverCandidateRow[];
  excluded?: CoverExcludedRow[];
}

/** /api/rostCalc/45428231: one of the candidates takes the place. */
export interface AssignCoverRequest extends CoverPlaceRequest {
  empd: string;
}

/** /api/rostCalc/45428232: an employee absent from a date to a date (both included). */
export interface MarkAbsentRequest extends ShiftRef {
  roster_ref: string;
  empd: string;
  from_date: string;
  to_date: string;
}

/** A change the absence made: a day removed or a cover added. */
export interface RosterChangeRow {
  kind: 'removed' | 'added';
  empd: string;
  name: string;
  surname: string;
  entry_date: string;
  rld: string;
  position_name: string;
}

export interface MarkAbsentResponse {
  status: string;
  changes?: RosterChangeRow[];
  /** Places no one could take. */
  open?: Array<{ entry_date: string; rld: string; position_name: string }>;
}

/* ---------- Publish (ours, /api/rostCalc/645624) ---------- */

export interface PublishRosterRequest extends ShiftRef {
  roster_ref: string;
}

/**
 * OK: the roster's header (Published) and how many employees this call notified (0 when it was
 * published already: a retried call sends nothing twice). ROSTER_PROCESSING / ROSTER_FAILED carry
 * the header: only a Successful roster is published.
 */
export interface PublishRosterResponse extends ApiResponse {
  roster: RosterHeader;
  notified: number;
}

/** Ours (issue 17): an employee's calendar feed link as the manager sees it (never the token, which only creation answers). */
export interface CalendarLinkState {
  /** ISO time stamps; '' when the employee has no live link. */
  created_at: string;
  expires_at: string;
}

/** The calendar link details and revoke calls: the link's state after the call. */
export interface CalendarLinkResponse extends ApiResponse {
  calendar_link: CalendarLinkState;
}

/** The create call: the new link's state and, this once, its URL. */
export interface CalendarLinkCreatedResponse extends CalendarLinkResponse {
  calendar_url: string;
}
