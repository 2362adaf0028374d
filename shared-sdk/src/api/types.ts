/**
 * Request and response shapes of the calls (spec 000 sections 3 and 7, spec 001 section 3).
 * Requests are listed without the envelope, which the client adds to every call.
 */
import type { AvailabilityWeekday } from '../constants/availability';
import type { StatusCode } from '../constants/codes';

/** net_info of the envelope. */
export interface NetInfo {
  is_mobile: 0 | 1;
  is_desktop: 0 | 1;
  browser_name: string;
  browser_version: string;
  full_version: string;
  device_type: string;
  os: string;
  engine_name: string;
  engine_version: string;
}

/** The three session values the server hands out and checks on every call. */
export interface RequestSession {
  sid: string;
  srm: string;
  scd: string;
}

export interface Envelope {
  app_tp: 1;
  net_info: NetInfo;
  request_session: RequestSession;
}

/** Session values with the expiry the cookies must carry (ISO 8601). */
export interface SessionGrant extends RequestSession {
  expires_at: string;
}

export interface ApiResponse {
  status: StatusCode;
}

/** A throttled sign-in, OTP or code request (not in the spec). */
export interface TooManyAttemptsResponse extends ApiResponse {
  status: 'TOO_MANY_ATTEMPTS';
  /** Seconds until an attempt is counted again. */
  retry_after: number;
}

export interface FirstVisitorResponse extends ApiResponse {
  session: SessionGrant;
}

export interface CustomerReg {
  eml: string;
  u_nm: string;
  u_srm: string;
  u_pss: string;
  /** Dial code plus number, digits only, e.g. 27821234567. */
  u_mbl: string;
  /** YYYY-MM-DD */
  dob: string;
}

export interface RegistrationRequest {
  customer_reg: CustomerReg;
  gender: 1 | 2;
  location_tp: 3;
  lat: number;
  lng: number;
}

export interface RegistrationResponse extends ApiResponse {
  session: SessionGrant;
  /** OTP expiry, ISO 8601. */
  dt_eotp: string;
}

export interface OtpRequest {
  otp: string;
  otp_tp: 1;
}

export interface LoginRequest {
  pass: string;
  isMobileOrEmail: 1 | 2;
  eml: string;
  mbl: string;
}

export interface LoginResponse extends ApiResponse {
  session: SessionGrant;
}

export interface ForgotPasswordRequest {
  mbl: string;
}

export interface PasswordResetData {
  rfd: string;
  rfdd: string;
  tmd: string;
  tmddc: string;
  /** OTP expiry, ISO 8601. */
  dt_eotp: string;
}

export interface ForgotPasswordResponse extends ApiResponse, PasswordResetData {}

export interface NewPasswordRequest {
  rfd: string;
  rfdd: string;
  tmd: string;
  tmddc: string;
  pass: string;
  otp: string;
}

export interface UserDetails {
  /** 1 verified and active. */
  status: number;
  nm: string;
  snm: string;
  mbl: string;
  eml: string;
  gender: 1 | 2;
  dob: string;
  usrcd: string;
}

export interface UserDetailsResponse extends ApiResponse {
  user_details: UserDetails;
}

export interface Country {
  id: number;
  c_nm: string;
  /** Dial code, digits only ('27'); '00' is the placeholder entry. */
  c_code: string;
  crnc_code: string;
}

export interface CountriesResponse extends ApiResponse {
  countries: Country[];
}

export interface ContactRequestPayload {
  name: string;
  surname: string;
  email: string;
  mobile: string;
  product_id: number;
}

/* ---------- Apps and organizations (spec 000 sections 3 and 7) ---------- */

/** An app as the app lists show it. */
export interface AppSummary {
  id: number;
  /** Product name, e.g. 'Times'. */
  sp_name: string;
  ap_name: string;
  /** Product id and sub-product id (29 for Times). */
  pdct: number;
  s_pdct: number;
  /** Public app identifier. */
  app_id: string;
  isOwn: 0 | 1;
  /** Organization public id; '' for an own app. */
  cmpd: string;
}

/** A named list of apps: the recent ones, or one owner's (an organization or the user). */
export interface AppGroup {
  name: string;
  apps: AppSummary[];
}

export interface UserAppsResponse extends ApiResponse {
  recent_apps: AppGroup[];
  apps_owner: AppGroup[];
}

export interface SelectAppRequest {
  prd: number;
  sprd: number;
  ap_id: string;
  isOwn: 0 | 1;
  cmpd: string;
}

export interface Organization {
  id: number;
  c_nm: string;
  /** Public organization id. */
  cmpd: string;
}

export interface OrganizationsResponse extends ApiResponse {
  companies: Organization[];
}

export interface AddOrganizationRequest {
  cnm: string;
  reg_no: string;
  vat_no: string;
  hasImg: 0 | 1;
  picd: string;
  picdd: string;
  location_tp: number;
  lat: number;
  lng: number;
}

export interface AddOrganizationResponse extends ApiResponse {
  cmpd: string;
}

export interface NewAppRequest {
  app_nm: string;
  app_description: string;
  app_handle: string;
  tags: { t_nm: string }[];
  app_acc_tp: 1;
  is_own_app: 0 | 1;
  cmpd: string;
  sub_prdct: 29;
}

export interface NewAppResponse extends ApiResponse {
  apd: string;
  apdd: string;
}

export interface ConfirmAppRequest {
  ad: string;
  add: string;
}

/** Setup wizard flags of the selected app (spec 001 section 3). */
export interface AppDetails {
  app_name: string;
  app_handle: string;
  description: string;
  wizard_clients: 0 | 1;
  wizard_sites: 0 | 1;
  wizard_shifts: 0 | 1;
  wizard_positions: 0 | 1;
  wizard_employees: 0 | 1;
  /** 0 to 100: completed steps / 5 x 100. */
  wizard_perc: number;
}

export interface AppDetailsResponse extends ApiResponse {
  app_details: AppDetails;
}

/** A form (a menu entry) of the Times app the user may open. */
export interface AppForm {
  id: number;
  frm_id: number;
  name: string;
}

export interface FormsResponse extends ApiResponse {
  forms: AppForm[];
}

export interface FormRightsRequest {
  f_rd: number;
}

/** Rights of the signed-in user for one form group. */
export interface FormRights {
  isAdmn: 0 | 1;
  isOpsManager: 0 | 1;
  isGroupUser: 0 | 1;
  u_rights: { id: number }[];
}

export interface FormRightsResponse extends ApiResponse, FormRights {}

export interface RosterWizardRequest {
  std: string;
  sftd: string;
}

export interface RosterWizardResponse extends ApiResponse {
  wizard_working_days: 0 | 1;
  wizard_positions: 0 | 1;
  wizard_employees: 0 | 1;
  wizard_constrains: 0 | 1;
  /** Completed steps / 4 x 100. */
  wizard_perc: number;
}

/* ---------- Times setup: clients, sites, site groups, shifts (spec 000 sections 3 and 7) ---------- */

export interface ClientType {
  id: number;
  tpd: string;
  name: string;
}

export interface ClientTypesResponse extends ApiResponse {
  types: ClientType[];
}

/** Client status codes of the toggle: 5 Active, 10 Deactivated. */
export type ClientStatusCode = 5 | 10;

export interface ClientRow {
  id: number;
  cntd: string;
  name: string;
  client_type_name: string;
  /** YYYY-MM-DD */
  date_started: string;
  client_status: 'Active' | 'Deactivated';
  ttl_roster_hrs: number;
  ttl_timesheet_hrs: number;
  ttl_sites: number;
}

export interface ClientsResponse extends ApiResponse {
  clients: ClientRow[];
}

export interface ClientLookup {
  id: number;
  cntd: string;
  name: string;
}

export interface ClientLookupResponse extends ApiResponse {
  clients: ClientLookup[];
}

/** Write fields of a client (clntd only on update). */
export interface ClientWrite {
  clntd?: string;
  name: string;
  clnt_tpd: string;
  dt_started: string;
  clnt_status?: ClientStatusCode;
}

export interface ClientDetailsResponse extends ApiResponse {
  client_details: ClientRow & { clnt_tpd: string };
}

export interface SiteGroup {
  id: number;
  gd: string;
  name: string;
}

export interface SiteGroupsResponse extends ApiResponse {
  site_groups: SiteGroup[];
}

export interface OpsManager {
  id: number;
  opsd: string;
  name: string;
}

export interface OpsManagersResponse extends ApiResponse {
  opsmanagers: OpsManager[];
}

/** A place chosen on the map (stored as loc_autocomplete JSON). */
export interface PlaceChoice {
  name: string;
  /** Region and country, for display. */
  description: string;
  lat: number;
  lng: number;
}

export interface PlacesResponse extends ApiResponse {
  places: PlaceChoice[];
}

export interface SiteRow {
  id: number;
  sd: string;
  name: string;
  ttl_employees: number;
  ttl_males: number;
  ttl_females: number;
  lat: number;
  lng: number;
  client_name: string;
  group_name: string;
  /** The operations manager's name, '' when none. */
  ops_manager: string;
  gen_employees: 0 | 1;
  usr_employees: 0 | 1;
}

/** Write fields of a site (std only on update). */
export interface SiteWrite {
  std?: string;
  nm: string;
  sgd: string;
  clnt: string;
  /** Operations manager opsd; '' for 'Not Applicable'. */
  ops: string;
  gen_emply: 0 | 1;
  usr_emply: 0 | 1;
  location_tp: 1;
  /** JSON of a PlaceChoice. */
  loc_autocomplete: string;
  location_changed: 0 | 1;
}

/** Site list filter codes: 0 all, 1 client, 2 group, 3 operations manager, 4 location. */
export type SiteFilterCode = 0 | 1 | 2 | 3 | 4;

export interface SiteListRequest {
  flt: SiteFilterCode;
  /** 1 first page, 2 next page (from the cursor). */
  pg: 1 | 2;
  lst_date: string;
  lst_count: number;
  /** The client cntd, group gd or operations manager opsd of filters 1-3. */
  flt_id: string;
  n_lat: number;
  n_lng: number;
  s_lat: number;
  s_lng: number;
}

export interface SiteListResponse extends ApiResponse {
  /** Sites matching the filter in all. */
  ttl: number;
  /** Cursor: the last site's creation date and how many sites of that date were sent. */
  lst_count: number;
  lst_date: string;
  sites: SiteRow[];
}

export interface SiteLookup {
  id: number;
  sd: string;
  name: string;
}

export interface SiteLookupResponse extends ApiResponse {
  sites: SiteLookup[];
}

export interface SiteDetailsResponse extends ApiResponse {
  site_details: SiteRow & { sgd: string; clnt: string; ops: string; loc_autocomplete: string };
}

export interface ShiftWrite {
  nm: string;
  std: string;
  /** HH:MM */
  start_time: string;
  end_time: string;
}

export interface Shift {
  id: number;
  sftd: string;
  name: string;
  start_time: string;
  end_time: string;
  deleted: 0 | 1;
  date_deleted: string;
  date_created: string;
  site_name: string;
}

export interface ShiftsResponse extends ApiResponse {
  site_shifts: Shift[];
}

export interface RosterSite {
  id: number;
  std: string;
  name: string;
}

export interface RosterSitesResponse extends ApiResponse {
  roster_sites: RosterSite[];
}

/* ---------- Employee positions (spec 001 sections 3 and 7) ---------- */

export interface PositionFields {
  name: string;
  /** 1 to 5 characters. */
  abbr: string;
  /** Monthly, weekly and daily hours (whole numbers, default 0). */
  m_hrs: number;
  w_hrs: number;
  d_hrs: number;
  mon: 0 | 1;
  tue: 0 | 1;
  wed: 0 | 1;
  thu: 0 | 1;
  fri: 0 | 1;
  sat: 0 | 1;
  sun: 0 | 1;
  hld: 0 | 1;
}

export interface Position extends PositionFields {
  id: number;
  /** Public identifier. */
  rld: string;
}

export interface PositionsResponse extends ApiResponse {
  employees_roles: Position[];
}

/* ---------- Employees (spec 001 sections 3 and 7) ---------- */

/** 1 = ID, 2 = Passport. */
export type IdKind = 1 | 2;
/** 1 = Male, 2 = Female. */
export type GenderCode = 1 | 2;

/** What the add and update calls write (the `employee` object). */
export interface EmployeeFields {
  name: string;
  surname: string;
  country_id: number;
  /** The dialling code as a number (27 for South Africa). */
  country_code: number;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  isIDOrPass: IdKind;
  /** '' when not given. */
  idOrPass: string;
  mobile: string;
  gender: GenderCode;
  /** '' when not given. */
  employee_number: string;
}

export interface Employee extends EmployeeFields {
  id: number;
  /** Public identifier (the empd of the calls). */
  emd: string;
  /** 0 = Active, otherwise deactivated (10). */
  user_status: number;
  days_present: number;
  days_absent: number;
  /** Attendance in percent (the spec's spelling). */
  perfomance: number;
  /** 1 if a photo exists. */
  hasImage: 0 | 1;
}

/** /api/empl/324678: one page and the cursor for the next (docs/decisions/employees.md, 'Employee list cursor'). */
export interface EmployeeListResponse extends ApiResponse {
  ttl: number;
  lst_count: number;
  lst_date: string;
  lst_total_absent: number;
  lst_total_present: number;
  lst_total_perfomance: number;
  employees: Employee[];
}

/** /api/empl/65343: the one employee, in a list like the other details calls. */
export interface EmployeeDetailsResponse extends ApiResponse {
  employees: Employee[];
}

export interface EmployeeAddedResponse extends ApiResponse {
  emd: string;
}

export interface ChartItem {
  name: string;
  value: number;
  color: string;
}

export interface EmployeeStatisticsResponse extends ApiResponse {
  total_employees: number;
  age_group: ChartItem[];
  gender_totals: ChartItem[];
}

export interface EmployeeSearchResult {
  id: number;
  emd: string;
  name: string;
  employee_number: string;
  mobile: string;
}

export interface EmployeeSearchResponse extends ApiResponse {
  search_employees: EmployeeSearchResult[];
}

export interface Leave {
  id: number;
  /** Public identifier. */
  lvdd: string;
  /** YYYY-MM-DD. */
  leave_day: string;
}

export interface LeavesResponse extends ApiResponse {
  employee_leaves: Leave[];
}

/** One CSV row as the import call takes it (gender 1/2, isIDOrPass 1/2 as in the file). */
export interface ImportRow {
  name: string;
  surname: string;
  date_of_birth: string;
  mobile: string;
  gender: number | string;
  employee_number: string;
  isIDOrPass: number | string;
  idOrPass: string;
}

/** SUCCESS, or the status that kept the row out (EMPLOYEE_WITH_SAME_DETAILS_EXIST, EMPLOYEE_MAX_LICENSED_EXCEEDED, VALIDATION_ERROR). */
export interface ImportResult extends ImportRow {
  status: string;
}

export interface ImportResponse extends ApiResponse {
  employees: ImportResult[];
}

/* ---------- Face (spec 001 sections 3 and 7) ---------- */

export interface UploadLinksResponse extends ApiResponse {
  /**
   * Write links to the storage: PUT each block (raw bytes, at most 1 MiB, ids 0..15) to
   * `${link}&blockid=n` (n from 0), then confirm. Valid for 15 minutes (the mock API's default).
   */
  thump_link: string;
  image_link: string;
  /** The upload's record id, sent back with the commits. */
  rcdd: string;
}

export interface UploadCommit {
  empd: string;
  rcdd: string;
  /** Bytes of the whole JPEG. */
  size: number;
  width: number;
  height: number;
}

export interface ThumbnailLinkResponse extends ApiResponse {
  /** Read link of the committed thumbnail (a JPEG); '' when the employee has no photo. */
  thump_link: string;
}

export interface ImageLinkResponse extends ApiResponse {
  /** Read link of the committed image (a JPEG); '' when the employee has none. */
  image_link: string;
}

/* ---------- Roster setup: selection, working days, required employees, constraints (spec 002 sections 3 and 7) ---------- */

/** A site of the roster selectors with the user's roster access to it (1 may create / view). */
export interface RosterSetupSite extends RosterSite {
  isCreate: 0 | 1;
  isView: 0 | 1;
}

export interface RosterSetupSitesResponse extends ApiResponse {
  roster_sites: RosterSetupSite[];
}

/** A live shift of a site with the totals of its assigned shift employees. */
export interface RosterSetupShift {
  id: number;
  sftd: string;
  name: string;
  ttl_employees: number;
  ttl_males: number;
  ttl_females: number;
}

export interface RosterSetupShiftsResponse extends ApiResponse {
  site_shifts: RosterSetupShift[];
}

export interface ShiftRef {
  std: string;
  sftd: string;
}

/** Required counts per day code. */
export interface WorkingDayCounts {
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
  sat: number;
  sun: number;
  hld: number;
}

/** The working-days form and record (roster_rules_workingdays / shift_working_days). */
export interface WorkingDays extends ShiftRef, WorkingDayCounts {
  max_cons_days: number;
  min_rest_days: number;
  /** Ours: minimum rest in whole hours (0-24) between two shifts of an employee, any shift or site; missing is 0. */
  min_rest_hours?: number;
  /** 1 for Monthly; 1-7 (Monday to Sunday) for Biweekly. */
  roster_start_day: number;
  /** 1 Monthly, 2 Biweekly. */
  period_type: 1 | 2;
  hasOvertime: 0 | 1;
  /** Overtime employees per day: sent only with hasOvertime 1 (missing is 0). */
  overtime_mon?: number;
  overtime_tue?: number;
  overtime_wed?: number;
  overtime_thu?: number;
  overtime_fri?: number;
  overtime_sat?: number;
  overtime_sun?: number;
  overtime_hld?: number;
}

/** The stored record: every overtime count present (0 without overtime). */
export interface ShiftWorkingDays extends Required<WorkingDays> {
  id: number;
}

export interface WorkingDaysDetailsResponse extends ApiResponse {
  /** null until the shift's working days are saved. */
  shift_working_days: ShiftWorkingDays | null;
}

export interface WorkingDaysSaveRequest {
  roster_rules_workingdays: WorkingDays;
}

export interface RequiredEmployeesRequest extends ShiftRef, WorkingDayCounts {
  period_type: 1 | 2;
  max_consecutive_days: number;
  rest_days: number;
}

export interface RequiredEmployeesResponse extends ApiResponse {
  total_required: number;
  total_assigned: number;
}

/** A roster rule of the catalogue: id (the roster_rule id of the calls), rule_id (its code), name, abbr. */
export interface RosterRule {
  id: number;
  rule_id: string;
  name: string;
  abbr: string;
}

export interface AssignedRosterRule extends RosterRule {
  /** 1 first; a shift's priorities run 1..n. */
  priority: number;
}

export interface RosterRulesResponse extends ApiResponse {
  assigned_rules: AssignedRosterRule[];
  unused_rules: RosterRule[];
}

export interface RuleAddRequest extends ShiftRef {
  roster_rule: { id: number; priority: number };
}

export interface RuleDeleteRequest extends ShiftRef {
  roster_rule: { id: number };
}

/* Roster setup: shift positions, shift employees, configured daily employees and the position lookups (spec 002 sections 3 and 7). */

/** Per-day numbers Mon to Sun and Hld: required counts of a position, or exclusion flags (0/1) of a shift employee. */
export type ShiftDayNumbers = WorkingDayCounts;

export interface ShiftHours {
  monthly_hours: number;
  weekly_hours: number;
  dailly_hours: number;
}

/** What add and update of a shift position send (update sends no std, sftd, rld). */
export interface ShiftPositionFields extends ShiftHours, ShiftDayNumbers {
  priority_level: number;
}

export interface ShiftPositionAddFields extends ShiftPositionFields {
  std: string;
  sftd: string;
  rld: string;
}

/** A position of a shift with its employee totals (the shift employees in that role). */
export interface ShiftPosition extends ShiftPositionFields {
  id: number;
  /** Public id (the shftrld of update, details and delete). */
  sftrld: string;
  rld: string;
  role_name: string;
  abbrvtn: string;
  total_employees: number;
  total_males: number;
  total_females: number;
  /** Not shown by the spec; always ''. */
  role_reliever_name: string;
}

export interface ShiftPositionsResponse extends ApiResponse {
  roster_shift_positions: ShiftPosition[];
}

export interface ShiftPositionAddedResponse extends ApiResponse {
  sftrld: string;
}

/** /api/rstgen/763990: t_* already allocated (the shift positions' per-day sums), target_* the working days' counts (0 without). */
export interface ConfiguredDailyResponse extends ApiResponse {
  t_mon: number;
  t_tues: number;
  t_wed: number;
  t_thu: number;
  t_fri: number;
  t_sat: number;
  t_sun: number;
  t_hld: number;
  target_mon: number;
  target_tues: number;
  target_wed: number;
  target_thu: number;
  target_fri: number;
  target_sat: number;
  target_sun: number;
  target_hld: number;
}

/** Position role lookup row (the app's positions). */
export interface EmployeeRoleChoice {
  id: number;
  rld: string;
  name: string;
  abbr: string;
  m_hrs: number;
  w_hrs: number;
  d_hrs: number;
}

export interface EmployeeRolesResponse extends ApiResponse {
  employees_roles: EmployeeRoleChoice[];
}

/** What add and update of a shift employee send; mon … hld are exclusion flags. */
export interface ShiftEmployeeFields extends ShiftHours, ShiftDayNumbers {
  rld: string;
  apply_wrkng_days: 0 | 1;
}

export interface ShiftEmployeeAddFields extends ShiftEmployeeFields {
  std: string;
  sftd: string;
  empd: string;
}

export interface ShiftEmployee {
  id: number;
  emd: string;
  rshftempd: string;
  name: string;
  surname: string;
  mobile_no: string;
  employee_number: string;
  days_present: number;
  days_absent: number;
  employee_perfomance: number;
  idOrPass: string;
  gender: GenderCode;
  role_name: string;
  /** YYYY-MM-DD HH:MM, when the employee was put on the shift. */
  date_created: string;
  age: number;
  hasImage: 0 | 1;
}

/** Details add the write fields (daily_hours as the spec names it). */
export interface ShiftEmployeeDetails extends ShiftEmployee, ShiftDayNumbers {
  rld: string;
  apply_wrkng_days: 0 | 1;
  monthly_hours: number;
  weekly_hours: number;
  daily_hours: number;
}

export interface ShiftEmployeeDetailsResponse extends ApiResponse {
  shift_employees: ShiftEmployeeDetails[];
}

/** A day request of an employee (ours): to work the date (work 1) or have it off (0), weight 1-10. */
export interface DayRequest {
  entry_date: string;
  work: 0 | 1;
  weight: number;
  /** 1: only for the shift it was entered on; 0: for every shift of the employee. */
  this_shift: 0 | 1;
}

/** An employee's availability (ours): never rostered on these dates and weekdays; requests (rule REQUESTS). */
export interface EmployeeAvailability {
  unavailable_dates: string[];
  /** 'mon' … 'sun'. */
  unavailable_days: AvailabilityWeekday[];
  requests: DayRequest[];
  /** Whole hours to work at least / at most in a roster period, every shift counted; null = no limit. */
  min_hours: number | null;
  max_hours: number | null;
  /** Weekends (a Saturday and its Sunday) to work at most in a roster period, every shift counted; null = no limit. */
  max_weekends: number | null;
  /** Days in a row to work at least (every shift counted; runs at a period's ends excepted); null = no limit. */
  min_consecutive_days: number | null;
  /** Days off in a row at least between two days worked (every shift counted; rests at a period's ends excepted); null = no limit. */
  min_consecutive_days_off: number | null;
  /** Days of this shift (the call's sftd) to work at most in a roster period, 0 = never; null = no limit. Other shifts' values are kept. */
  max_shifts: number | null;
  /** Shifts (sftd) the employee may not work the day after another, every site; optional on a save (none). */
  forbidden_successions: ForbiddenSuccession[];
}

/** A forbidden succession (ours): the employee never works next_sftd the day after first_sftd. */
export interface ForbiddenSuccession {
  first_sftd: string;
  next_sftd: string;
}

/** A shift an employee is on (ours), any site of the app: what the forbidden successions choose from. */
export interface EmployeeShiftOption {
  sftd: string;
  shift_name: string;
  std: string;
  site_name: string;
}

export interface EmployeeAvailabilityResponse extends ApiResponse {
  employee_availability: EmployeeAvailability;
  /** Requests the employee has for other shifts only (kept as they are by a save here). */
  other_shift_requests: number;
  /** The shifts the employee is on (any site), by site and shift name. */
  employee_shifts: EmployeeShiftOption[];
}

export interface ShiftEmployeeAddedResponse extends ApiResponse {
  rshftempd: string;
}

/** The summary boxes: required for all positions, the shift's employees and per day those not excluded. */
export interface ShiftEmployeesSummary extends ShiftDayNumbers {
  total_required: number;
  total_employees: number;
  total_males: number;
  total_females: number;
}

export interface ShiftEmployeeListRequest {
  std: string;
  sftd: string;
  /** 0 all, 1 search by srch_word. */
  flt: number;
  /** 1 first page, 2 the page after the cursor (lst_count, lst_date, lst_name of the previous answer). */
  pg: number;
  lst_count: number;
  lst_date: string;
  lst_name: string;
  srch_word: string;
}

export interface ShiftEmployeeListResponse extends ApiResponse {
  ttl: number;
  lst_count: number;
  lst_date: string;
  lst_name: string;
  shift_employees_summary: ShiftEmployeesSummary;
  roster_shift_employees: ShiftEmployee[];
}
