/**
 * The self-service repository on both stores (see selfServiceRepository.ts): the store's state for what is
 * still held there, the repositories given for the rest, the store's writes for what also changes it.
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
import type { SiteScope } from '../../rights';
import type { DataStore } from '../../store/dataStore';
import { createCalendarLink } from '../../calendar/links';
import type { RouteContext } from '../../routes/context';
import type { EmployeeRepository } from '../../employees/repository/employeeRepository';
import type { ShiftEmployeeRepository } from '../../roster-setup/shiftEmployees/repository/shiftEmployeeRepository';
import type { AttendanceRepository } from '../../attendance/repository/attendanceRepository';
import type { RosterRepository } from '../../rosters/repository/rosterRepository';
import { readingEmployeeRosters } from '../../rosters/repository/readingRosters';
import { combinedPrepare } from '../../store/combinedPrepare';
import type { CalendarLinkRecord, DbState, TimeOffRequestRecord, UserRecord } from '../../store/types';
import type { AppRepository } from '../../apps/repository/appRepository';
import type { ShiftRepository } from '../../shifts/repository/shiftRepository';
import { readingAppShifts } from '../../shifts/repository/readingShifts';
import { readingApps } from '../../apps/repository/readingApps';
import { accountEmds, accountRow, accountRows, linkedEmployee } from '../accounts';
import { applyDecision } from '../decisions';
import type { Decision, DecisionWrite } from '../decisions';
import { inboxFor } from '../inbox';
import { linkInvitations, sendInvitation } from '../invitations';
import type { InviteOutcome, NewInvitation } from '../invitations';
import { myAvailabilityView, saveMyAvailability } from '../myAvailability';
import type { AvailabilitySaveAsk, AvailabilitySaved } from '../myAvailability';
import { myShifts } from '../myShifts';
import type { ShiftsAsk } from '../myShifts';
import { employeeInScope } from '../requestScope';
import { timeOffOf, toTimeOffRow } from '../timeOff';
import { sha256 } from '../../security/tokens';
import { readingInvitationsTo, readingInvitee } from '../readingAccounts';
import { readingRequest, readingAvailability } from '../readingRequests';
import type { Decided, NewTimeOff, TimeOffAdd } from '../timeOff';
import type { ClaimAdd, NewClaim } from '../openShiftClaims';
import { placeOf, toTouchedDay, touchedByRequest } from '../touches';
import type { TouchedRosterDay } from '../touches';
import type { AccountRecords } from './accountRecords';
import type { RequestRecords } from './requestRecords';
import type {
  InvitationView,
  LinkedEmployee,
  MarketplaceRules,
  RequestQuery,
  SelfServiceRepository,
} from './selfServiceRepository';
import type { SiteRepository } from '../../sites/repository/siteRepository';

/** The last day a date column holds: every period from a day on. */
const LAST_DAY = '9999-12-31';

export class StoreSelfService implements SelfServiceRepository {
  constructor(
    private readonly store: DataStore,
    /**
     * Where the employees, their places on shifts and their availability are read (issue 33: on PostgreSQL
     * each is a table of its own).
     */
    private readonly people: {
      employees: Pick<EmployeeRepository, 'ofEmds'>;
      places: Pick<ShiftEmployeeRepository, 'ofEmployees' | 'availability'>;
      /** The rosters they are on, and their shifts' timesheets (My shifts' days gone by). */
      rosters: Pick<RosterRepository, 'ofEmployees'>;
      attendance: Pick<AttendanceRepository, 'timesheet'>;
      /** The apps (their names in texts, whether every availability change waits): a table of their own too. */
      apps: Pick<AppRepository, 'confirmedApp'>;
      /** The app's shifts and sites (their names and times on the rosters' days): tables of their own too. */
      shifts: Pick<ShiftRepository, 'ofApp'>;
      sites: Pick<SiteRepository, 'ofApp'>;
    },
    /** The requests and inbox messages, and the accounts and invitations (tables of their own on PostgreSQL). */
    private readonly records: { requests: RequestRecords; accounts: AccountRecords },
  ) {}

  /** The state with these employees and their places on shifts (the sites they work at, the shifts they are on). */
  private async withPeople(appId: string, emds: readonly string[]): Promise<DbState> {
    const wanted = [...new Set(emds)];
    const [employees, shift_employees, setup] = await Promise.all([
      this.people.employees.ofEmds(appId, wanted),
      this.people.places.ofEmployees(appId, wanted),
      this.setupOf(appId),
    ]);
    return { ...this.state, employees, shift_employees, ...setup };
  }

  /** The app's shifts and sites. */
  private async setupOf(appId: string): Promise<Pick<DbState, 'shifts' | 'sites'>> {
    const [shifts, sites] = await Promise.all([this.people.shifts.ofApp(appId), this.people.sites.ofApp(appId)]);
    return { shifts, sites };
  }

  private get state(): DbState {
    return this.store.data;
  }

  async accounts(appId: string, nowIso: string): Promise<EmployeeAccountRow[]> {
    const held = await this.records.accounts.ofApp(appId);
    const people = await this.withPeople(appId, accountEmds(held, appId));
    return accountRows({ ...people, ...held }, appId, nowIso);
  }

  async account(appId: string, emd: string, nowIso: string): Promise<EmployeeAccountRow> {
    const held = await this.records.accounts.ofEmployees(appId, [emd]);
    return accountRow({ ...this.state, ...held }, appId, emd, nowIso);
  }

  async employeeExists(appId: string, emd: string): Promise<boolean> {
    return (await this.people.employees.ofEmds(appId, [emd])).length > 0;
  }

  invite(ask: NewInvitation): Promise<InviteOutcome> {
    return this.store.updateRows(
      (draft) => sendInvitation(draft, ask),
      combinedPrepare(readingInvitee(ask.appId, ask.emd), readingApps([ask.appId]))!,
    );
  }

  revoke(appId: string, emd: string): Promise<boolean> {
    return this.records.accounts.revoke(appId, emd);
  }

  unlink(appId: string, emd: string): Promise<boolean> {
    return this.records.accounts.unlink(appId, emd);
  }

  async invitation(token: string): Promise<InvitationView | undefined> {
    const invitation = await this.records.accounts.invitationOfHash(sha256(token));
    if (!invitation) return undefined;
    const [employee] = await this.people.employees.ofEmds(invitation.app_id, [invitation.emd]);
    const appName = (await this.people.apps.confirmedApp(invitation.app_id))?.ap_name ?? '';
    return { invitation, employee, appName };
  }

  async linkInvitations(user: Pick<UserRecord, 'id' | 'mbl'>, nowIso: string): Promise<number> {
    // Most sign-ins have no invitation waiting: no write for them.
    if ((await this.records.accounts.invitationsTo(user.mbl)).length === 0) return 0;
    return this.store.updateRows(
      (draft) => linkInvitations(draft, user, nowIso),
      combinedPrepare(readingInvitationsTo(user), {
        after: (read) => readingApps((read.invitations ?? []).map((one) => one.app_id)),
      })!,
    );
  }

  async linked(appId: string, userId: number): Promise<LinkedEmployee | undefined> {
    const app = await this.people.apps.confirmedApp(appId);
    const account = app && (await this.records.accounts.ofUser(appId, userId));
    if (!app || !account) return undefined;
    // Every call of My Times opens with it: the employee alone (not their places).
    const employees = await this.people.employees.ofEmds(appId, [account.emd]);
    const found = linkedEmployee({ employee_accounts: [account], employees }, appId, userId);
    return found ? { ...found, app } : undefined;
  }

  setSms(appId: string, emd: string, sms: SmsChoices): Promise<void> {
    return this.records.accounts.setSms(appId, emd, sms);
  }

  async shifts(ask: ShiftsAsk): Promise<MyShift[]> {
    const [rosters, setup] = await Promise.all([
      this.people.rosters.ofEmployees(ask.appId, [ask.emd], { from: ask.from, to: ask.to }),
      this.setupOf(ask.appId),
    ]);
    return myShifts({ ...this.state, rosters, ...setup }, ask, (sheet) => this.people.attendance.timesheet(sheet));
  }

  /** The state with the rosters these employees are on from `today` to the last of `to` (none: every later day). */
  private async withRosters(state: DbState, appId: string, emds: readonly string[], today: string, to?: string) {
    const rosters = await this.people.rosters.ofEmployees(appId, emds, { from: today, to: to ?? LAST_DAY });
    return { ...state, rosters };
  }

  async timeOff(appId: string, emd: string): Promise<TimeOffRequestRow[]> {
    const time_off_requests = await this.records.requests.ofEmployee(appId, emd);
    return timeOffOf({ ...this.state, time_off_requests }, appId, emd);
  }

  addTimeOff(ask: NewTimeOff): Promise<TimeOffAdd> {
    return this.records.requests.add(ask);
  }

  cancelTimeOff(appId: string, emd: string, rqd: string, by: string, nowIso: string): Promise<Decided> {
    return this.records.requests.cancel(appId, emd, rqd, by, nowIso);
  }

  async availability(appId: string, emd: string, today: string): Promise<Omit<MyAvailabilityResponse, 'status'>> {
    const [people, time_off_requests, availability, app] = await Promise.all([
      this.withPeople(appId, [emd]),
      this.records.requests.ofEmployee(appId, emd),
      this.people.places.availability(appId, emd),
      this.people.apps.confirmedApp(appId),
    ]);
    const state = { ...people, apps: app ? [app] : [] };
    const employee_availability = availability ? [availability] : [];
    const withRosters = await this.withRosters(state, appId, [emd], today);
    return myAvailabilityView({ ...withRosters, time_off_requests, employee_availability }, appId, emd, today);
  }

  /**
   * The shifts the employee is on are read before the write: a place removed meanwhile only lets a request
   * name its shift. The change waiting is read (and locked) in the write.
   */
  async saveAvailability(ask: AvailabilitySaveAsk): Promise<AvailabilitySaved> {
    const places = await this.people.places.ofEmployees(ask.appId, [ask.emd]);
    return this.store.updateRows(
      (draft) => saveMyAvailability(draft, ask, places),
      combinedPrepare(
        readingAvailability(ask.appId, ask.emd),
        readingEmployeeRosters(ask.appId, ask.emd, ask.nowIso.slice(0, 10)),
        readingApps([ask.appId]),
        readingAppShifts(ask.appId),
      )!,
    );
  }

  setEveryChangeWaits(appId: string, waits: boolean): Promise<void> {
    return this.store.updateRows(
      (draft) => {
        const app = draft.apps.find((one) => one.app_id === appId);
        if (app) app.availability_waits = waits ? 1 : 0;
      },
      readingApps([appId]),
    );
  }

  async everyChangeWaits(appId: string): Promise<boolean> {
    return (await this.people.apps.confirmedApp(appId))?.availability_waits === 1;
  }

  async setMarketplace(appId: string, { waits, limit }: Partial<MarketplaceRules>): Promise<MarketplaceRules> {
    await this.store.updateRows(
      (draft) => {
        const app = draft.apps.find((one) => one.app_id === appId);
        if (!app) return;
        if (waits !== undefined) app.marketplace_waits = waits ? 1 : 0;
        if (limit === null) delete app.marketplace_limit;
        else if (limit !== undefined) app.marketplace_limit = limit;
      },
      readingApps([appId]),
    );
    return this.marketplace(appId);
  }

  async marketplace(appId: string): Promise<MarketplaceRules> {
    const app = await this.people.apps.confirmedApp(appId);
    return { waits: app?.marketplace_waits === 1, limit: app?.marketplace_limit ?? null };
  }

  addClaim(ask: NewClaim): Promise<ClaimAdd> {
    return this.records.requests.addClaim(ask);
  }

  async claims(appId: string, emd: string): Promise<TimeOffRequestRecord[]> {
    return (await this.records.requests.ofEmployee(appId, emd)).filter((one) => one.kind === 'open_shift');
  }

  createCalendarLink(
    appId: string,
    emd: string,
    userId: number,
    ctx: RouteContext,
  ): Promise<{ token: string; record: CalendarLinkRecord }> {
    return this.store.update((draft) => createCalendarLink(draft, ctx, { appId, emd, userId }));
  }

  async inbox(appId: string, emd: string): Promise<{ messages: InboxMessage[]; unread: number }> {
    return inboxFor({ ...this.state, inbox: await this.records.requests.inbox(appId, emd) }, appId, emd);
  }

  markRead(appId: string, emd: string, ids: readonly number[]): Promise<void> {
    return this.records.requests.markRead(appId, emd, ids);
  }

  async requests({
    appId,
    sites,
    state: wanted,
    today,
  }: RequestQuery): Promise<{ requests: RequestRow[]; pending: number }> {
    const [waiting, decided] = await Promise.all([
      this.records.requests.ofApp(appId, 'pending'),
      wanted === 'pending' ? [] : this.records.requests.ofApp(appId, 'decided'),
    ]);
    const ofApp = [...waiting, ...decided];
    const state = await this.withPeople(
      appId,
      ofApp.map((one) => one.emd),
    );
    const scoped = ofApp.filter((one) => employeeInScope(state, appId, one.emd, sites));
    const pending = scoped.filter((one) => one.state === 'pending').length;
    const listed = scoped
      .filter((one) => (wanted === 'pending' ? one.state === 'pending' : one.state !== 'pending'))
      .sort((a, b) =>
        wanted === 'pending'
          ? a.from_date.localeCompare(b.from_date) || a.id - b.id
          : (b.decisions.at(-1)?.at ?? '').localeCompare(a.decisions.at(-1)?.at ?? '') || b.id - a.id,
      );
    // The rosters of the pending requests' days, and of the claims' places from today on (decided too: the position's
    // name; a claim of a day gone by shows its place without it, so the decided list never reads past rosters).
    const touching = listed.filter(
      (one) => one.state === 'pending' || (one.kind === 'open_shift' && one.to_date >= today),
    );
    const withRosters =
      touching.length === 0
        ? state
        : await this.withRosters(
            state,
            appId,
            touching.map((one) => one.emd),
            today,
            touching.map((one) => one.to_date).reduce((a, b) => (a > b ? a : b)),
          );
    return { requests: listed.map((one) => this.rowOf(withRosters, one, today)), pending };
  }

  async pendingCount(appId: string, sites: SiteScope): Promise<number> {
    const pending = await this.records.requests.ofApp(appId, 'pending');
    if (sites === 'all') return pending.length;
    const state = await this.withPeople(
      appId,
      pending.map((one) => one.emd),
    );
    return pending.filter((one) => employeeInScope(state, appId, one.emd, sites)).length;
  }

  request(appId: string, rqd: string): Promise<TimeOffRequestRecord | undefined> {
    return this.records.requests.one(appId, rqd);
  }

  async requestRow(record: TimeOffRequestRecord, today: string): Promise<RequestRow> {
    const people = await this.withPeople(record.app_id, [record.emd]);
    return this.rowOf(
      await this.withRosters(people, record.app_id, [record.emd], today, record.to_date),
      record,
      today,
    );
  }

  async inScope(appId: string, emd: string, sites: SiteScope): Promise<boolean> {
    return sites === 'all' || employeeInScope(await this.withPeople(appId, [emd]), appId, emd, sites);
  }

  async touched(record: TimeOffRequestRecord, today: string): Promise<TouchedRosterDay[]> {
    const setup = await this.setupOf(record.app_id);
    const state = await this.withRosters(
      { ...this.state, ...setup },
      record.app_id,
      [record.emd],
      today,
      record.to_date,
    );
    return touchedByRequest(state, record, today);
  }

  decide(decision: Decision): Promise<DecisionWrite> {
    return this.store.updateRows(
      (draft) => applyDecision(draft, decision),
      readingRequest(decision.appId, decision.rqd),
    );
  }

  private rowOf(state: DbState, record: TimeOffRequestRecord, today: string): RequestRow {
    const employee = state.employees.find((one) => one.app_id === record.app_id && one.emd === record.emd);
    // A decided request's days are history: only a pending one's touches are worked out.
    const touches = record.state === 'pending' ? touchedByRequest(state, record, today).map(toTouchedDay) : [];
    return {
      ...toTimeOffRow(record),
      kind: record.kind ?? 'time_off',
      changes: (record.changes ?? []).map((change) => ({ ...change })),
      place: placeOf(state, record),
      empd: record.emd,
      name: employee?.name ?? '',
      surname: employee?.surname ?? '',
      touches,
    };
  }
}
