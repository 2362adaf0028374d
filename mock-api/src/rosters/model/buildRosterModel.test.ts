import type { Assignment, RosterModel } from '@times/roster-engine';
import { emptyState } from '../../store/types';
import type {
  DbState,
  EmployeeRecord,
  RosterRecord,
  ShiftEmployeeRecord,
  ShiftPositionRecord,
  ShiftWorkingDaysRecord,
} from '../../store/types';
import { EmbeddedEmployees } from '../../employees/repository/embeddedEmployees';
import { EmbeddedShiftEmployees } from '../../roster-setup/shiftEmployees/repository/embeddedShiftEmployees';
import type { DataStore } from '../../store/dataStore';
import { EmbeddedPositions } from '../../positions/repository/embeddedPositions';
import { EmbeddedRosterSetup } from '../../roster-setup/repository/embeddedRosterSetup';
import { EmbeddedShiftPositions } from '../../roster-setup/repository/embeddedShiftPositions';
import { EmbeddedShifts } from '../../shifts/repository/embeddedShifts';
import { EmbeddedSites } from '../../sites/repository/embeddedSites';
import { buildRosterModel } from './buildRosterModel';
import { modelRowsOf, withModelRows } from './modelRows';
import { rosterPeriodOf } from './rosterPeriod';
import { rosterSeed } from './seed';
import { testWorkingDays } from '../../testing/testWorkingDays';

const APP = 'app1';
const SITE = 'site1';
const SHIFT = 'shift1';
const shiftKey = { appId: APP, std: SITE, sftd: SHIFT };
const zero = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 } as const;

const workingDays = (fields: Partial<ShiftWorkingDaysRecord> = {}): ShiftWorkingDaysRecord =>
  testWorkingDays(1, APP, { std: SITE, sftd: SHIFT }, { max_cons_days: 3, sat: 1, sun: 1, hld: 1, ...fields });

const shiftPosition = (id: number, rld: string, fields: Partial<ShiftPositionRecord> = {}): ShiftPositionRecord => ({
  id,
  sftrld: `sp${id}`,
  app_id: APP,
  std: SITE,
  sftd: SHIFT,
  rld,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 10,
  priority_level: 50,
  ...zero,
  mon: 1,
  ...fields,
});

const employee = (id: number, name: string, fields: Partial<EmployeeRecord> = {}): EmployeeRecord => ({
  id,
  emd: `e${id}`,
  app_id: APP,
  name,
  surname: 'Dube',
  country_id: 209,
  country_code: 27,
  date_of_birth: '1990-01-01',
  isIDOrPass: 1,
  idOrPass: '9001015800080',
  mobile: `06100000${id}`,
  gender: 1,
  employee_number: `N${id}`,
  user_status: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const shiftEmployee = (
  id: number,
  emd: string,
  rld: string,
  fields: Partial<ShiftEmployeeRecord> = {},
): ShiftEmployeeRecord => ({
  id,
  rshftempd: `se${id}`,
  app_id: APP,
  std: SITE,
  sftd: SHIFT,
  emd,
  rld,
  apply_wrkng_days: 1,
  monthly_hours: 0,
  weekly_hours: 0,
  dailly_hours: 0,
  ...zero,
  created_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

function state(): DbState {
  const db = emptyState();
  db.positions.push(
    { id: 1, rld: 'guard', app_id: APP, name: 'Guard', abbr: 'GRD', m_hrs: 160, w_hrs: 40, d_hrs: 8, ...zero },
    { id: 2, rld: 'cleaner', app_id: APP, name: 'Cleaner', abbr: 'CLN', m_hrs: 120, w_hrs: 30, d_hrs: 6, ...zero },
  );
  db.shift_working_days.push(workingDays());
  db.shift_positions.push(
    shiftPosition(1, 'cleaner', { priority_level: 20, sat: 1 }),
    shiftPosition(2, 'guard', { priority_level: 80, mon: 2, tue: 1 }),
    // Another shift's position.
    { ...shiftPosition(3, 'guard'), sftd: 'other' },
  );
  db.employees.push(
    employee(1, 'Zanele', { gender: 2 }),
    employee(2, 'Andile'),
    employee(3, 'Busi', { user_status: 10 }),
    employee(4, 'Carl'),
  );
  db.shift_employees.push(
    shiftEmployee(1, 'e1', 'guard', { monthly_hours: 160, weekly_hours: 40, dailly_hours: 8, sat: 1, hld: 1 }),
    shiftEmployee(2, 'e2', 'cleaner', { weekly_hours: 30 }),
    // Deactivated: not rostered.
    shiftEmployee(3, 'e3', 'guard', { monthly_hours: 160 }),
    // On another shift.
    { ...shiftEmployee(4, 'e4', 'guard'), sftd: 'other' },
  );
  db.leaves.push(
    { id: 1, lvdd: 'l1', app_id: APP, emd: 'e1', leave_day: '2026-11-30' },
    { id: 2, lvdd: 'l2', app_id: APP, emd: 'e1', leave_day: '2026-12-24' },
    { id: 3, lvdd: 'l3', app_id: APP, emd: 'e1', leave_day: '2026-12-02' },
    { id: 4, lvdd: 'l4', app_id: APP, emd: 'e1', leave_day: '2027-01-01' },
  );
  db.shift_rules.push(
    { id: 1, app_id: APP, sftd: SHIFT, rule_id: 5, priority: 2 },
    { id: 2, app_id: APP, sftd: SHIFT, rule_id: 1, priority: 1 },
    { id: 3, app_id: APP, sftd: SHIFT, rule_id: 7, priority: 3 },
    { id: 4, app_id: APP, sftd: 'other', rule_id: 3, priority: 1 },
  );
  return db;
}

const assignment = (employeeId: string, date: string): Assignment => ({
  employeeId,
  date,
  positionId: 'guard',
  gender: 1,
  dayType: 'normal',
});

const roster = (id: number, fields: Partial<RosterRecord>): RosterRecord => ({
  id,
  rstd: `r${id}`,
  app_id: APP,
  std: SITE,
  sftd: SHIFT,
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  period_type: 1,
  status: 'Successful',
  failure_reason: '',
  created_by_id: '1',
  created_by: 'Thandi Admin',
  started_at: '2026-10-20T08:00:00.000Z',
  finished_at: '2026-10-20T08:00:05.000Z',
  calculation: 1,
  model: null,
  result: null,
  ...fields,
});

const resultWith = (assignments: Assignment[]) => ({ assignments }) as unknown as RosterRecord['result'];

const build = (db: DbState, startDate = '2026-12-01', exceptRstd?: string): RosterModel =>
  buildRosterModel(db, shiftKey, rosterPeriodOf(db.shift_working_days[0]!, startDate), {
    seed: 42,
    timeLimitMs: 1500,
    exceptRstd,
  });

describe('buildRosterModel', () => {
  it('maps the shift setup to the engine model', () => {
    const model = build(state());
    expect(model.days).toHaveLength(31);
    expect(model.days[0]).toEqual({ index: 0, date: '2026-12-01', weekday: 2, holiday: false, key: 'tue' });
    // Day of Reconciliation and Christmas are public holidays of South Africa.
    expect(model.days.filter((day) => day.holiday).map((day) => day.date)).toEqual([
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(model.positions).toEqual([
      {
        id: 'guard',
        name: 'Guard',
        abbr: 'GRD',
        priority: 80,
        required: { ...zero, mon: 2, tue: 1 },
        relieverId: null,
      },
      {
        id: 'cleaner',
        name: 'Cleaner',
        abbr: 'CLN',
        priority: 20,
        required: { ...zero, mon: 1, sat: 1 },
        relieverId: null,
      },
    ]);
    expect(model.employees).toEqual([
      {
        id: 'e2',
        name: 'Andile',
        surname: 'Dube',
        gender: 1,
        positionId: 'cleaner',
        // Its own daily hours are 0: the shift position's 10.
        dailyHours: 10,
        // Monthly period: monthly hours 0, so no target.
        targetDays: null,
        exclusions: [],
        leave: [],
      },
      {
        id: 'e1',
        name: 'Zanele',
        surname: 'Dube',
        gender: 2,
        positionId: 'guard',
        dailyHours: 8,
        targetDays: 20,
        exclusions: ['sat', 'hld'],
        leave: ['2026-12-02', '2026-12-24'],
      },
    ]);
    expect(model.workingDays).toEqual({
      maxConsecutive: 3,
      minRest: 2,
      minRestHours: 0,
      required: { mon: 2, tue: 2, wed: 2, thu: 2, fri: 2, sat: 1, sun: 1, hld: 1 },
      overtime: null,
    });
    // No shift record, no other roster: the whole day, no commitments.
    expect(model.shiftTimes).toBeUndefined();
    expect(model.commitments).toEqual([]);
    expect(model.rules).toEqual(['MAX_CONSECUTIVE', 'HOUR_TARGETS', 'COMPLETE_WEEKENDS']);
    expect(model.history).toEqual([]);
    expect(model.seed).toBe(42);
    expect(model.timeLimitMs).toBe(1500);
  });

  it('takes Biweekly targets from the weekly hours and overtime when enabled', () => {
    const db = state();
    db.shift_working_days[0] = workingDays({
      period_type: 2,
      roster_start_day: 3,
      hasOvertime: 1,
      overtime_fri: 1,
      overtime_sat: 2,
    });
    const model = build(db, '2026-12-01');
    // From the first Wednesday on or after the start date, 14 days.
    expect([model.days[0]!.date, model.days.at(-1)!.date]).toEqual(['2026-12-02', '2026-12-15']);
    expect(model.employees.map((one) => [one.id, one.targetDays])).toEqual([
      ['e2', 6],
      ['e1', 10],
    ]);
    expect(model.employees[1]!.leave).toEqual(['2026-12-02']);
    expect(model.workingDays.overtime).toEqual({ ...zero, fri: 1, sat: 2 });
  });

  it('takes the history window from the Successful roster that ends last before the period', () => {
    const db = state();
    const november = [
      assignment('e1', '2026-11-27'),
      assignment('e1', '2026-11-28'),
      assignment('e1', '2026-11-30'),
      assignment('e2', '2026-11-29'),
      // Not rostered any more.
      assignment('e3', '2026-11-30'),
    ];
    db.rosters.push(
      roster(1, { result: resultWith(november) }),
      // An older calculation of an earlier period, a failed one and another shift's: not history.
      roster(2, {
        start_date: '2026-10-01',
        end_date: '2026-10-31',
        result: resultWith([assignment('e1', '2026-10-31')]),
      }),
      roster(3, {
        status: 'Failed',
        start_date: '2026-11-15',
        end_date: '2026-11-30',
        result: resultWith([assignment('e2', '2026-11-30')]),
      }),
      { ...roster(4, { result: resultWith([assignment('e1', '2026-11-29')]) }), sftd: 'other' },
    );
    // max(3 consecutive, 2 rest) = 3 days before the period: 28-30 November.
    expect(build(db).history).toEqual([
      { employeeId: 'e1', date: '2026-11-28' },
      { employeeId: 'e2', date: '2026-11-29' },
      { employeeId: 'e1', date: '2026-11-30' },
    ]);
    // Recalculating roster 1 itself (for December): its own old days are not history.
    expect(build(db, '2026-12-01', 'r1').history).toEqual([]);
    // No history rule: no history.
    db.shift_working_days[0] = workingDays({ max_cons_days: 0, min_rest_days: 0 });
    expect(build(db).history).toEqual([]);
  });

  it("takes the employees' days in the app's other rosters as commitments, the latest per shift and period", () => {
    const db = state();
    const shift = (sftd: string, std: string, name: string, start_time: string, end_time: string) => ({
      id: db.shifts.length + 1,
      sftd,
      app_id: APP,
      std,
      name,
      start_time,
      end_time,
      deleted: 0 as const,
      created_at: '2026-01-01T00:00:00.000Z',
      deleted_at: null,
    });
    db.sites.push({ ...({} as DbState['sites'][number]), id: 2, sd: 'site2', app_id: APP, name: 'Pretoria North' });
    db.shifts.push(
      shift(SHIFT, SITE, 'Day', '06:00', '14:00'),
      shift('night', SITE, 'Night', '22:00', '06:00'),
      shift('away', 'site2', 'Morning Shift', '07:00', '15:00'),
    );
    db.shift_working_days.push({ ...workingDays(), id: 2, sftd: 'night', min_rest_hours: 11 });
    const night = (id: number, days: string[], fields: Partial<RosterRecord> = {}) => ({
      ...roster(id, {
        start_date: '2026-11-15',
        end_date: '2026-12-14',
        result: resultWith(days.map((date) => assignment('e1', date))),
        ...fields,
      }),
      sftd: 'night',
    });
    db.rosters.push(
      // 20 November is before the window (3 days before the period), so it does not count.
      night(1, ['2026-11-20', '2026-11-30', '2026-12-05'], { finished_at: '2026-10-21T08:00:00.000Z' }),
      // An older calculation of the same shift and period, a failed one: not counted.
      night(2, ['2026-12-06'], { finished_at: '2026-10-20T08:00:00.000Z' }),
      night(3, ['2026-12-07'], { status: 'Failed', finished_at: '2026-10-22T08:00:00.000Z' }),
      {
        ...roster(4, {
          start_date: '2026-12-01',
          end_date: '2026-12-31',
          result: resultWith([assignment('e1', '2026-12-10'), assignment('e4', '2026-12-10')]),
        }),
        std: 'site2',
        sftd: 'away',
      },
      // The shift's own roster: history, never a commitment.
      roster(5, {
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        result: resultWith([assignment('e1', '2026-12-12')]),
      }),
    );
    const model = build(db, '2026-12-01', 'r5');
    expect(model.shiftTimes).toEqual({ start: '06:00', end: '14:00' });
    expect(model.shiftId).toBe(SHIFT);
    expect(model.commitments).toEqual([
      {
        employeeId: 'e1',
        date: '2026-11-30',
        start: '2026-11-30T22:00',
        end: '2026-12-01T06:00',
        hours: 8,
        restHours: 11,
        where: 'the Night shift',
        shiftId: 'night',
      },
      {
        employeeId: 'e1',
        date: '2026-12-05',
        start: '2026-12-05T22:00',
        end: '2026-12-06T06:00',
        hours: 8,
        restHours: 11,
        where: 'the Night shift',
        shiftId: 'night',
      },
      {
        employeeId: 'e1',
        date: '2026-12-10',
        start: '2026-12-10T07:00',
        end: '2026-12-10T15:00',
        hours: 8,
        restHours: 0,
        where: 'the Morning Shift at Pretoria North',
        shiftId: 'away',
      },
    ]);
    // A roster of the night shift planned in the same job takes the stored one's place.
    const planned = buildRosterModel(db, shiftKey, rosterPeriodOf(db.shift_working_days[0]!, '2026-12-01'), {
      seed: 1,
      timeLimitMs: 1,
      planned: [
        {
          std: SITE,
          sftd: 'night',
          start_date: '2026-12-01',
          end_date: '2026-12-31',
          model: null,
          assignments: [assignment('e1', '2026-12-20')],
        },
      ],
    });
    expect(planned.commitments?.map((one) => one.date)).toEqual(['2026-12-10', '2026-12-20']);
  });

  it('is built alike from the employees’ domains read through their repositories (issue 33)', async () => {
    const db = state();
    db.employee_availability = [
      { id: 1, app_id: APP, emd: 'e2', unavailable_dates: ['2026-12-03'], unavailable_days: [], requests: [] },
      { id: 2, app_id: APP, emd: 'e4', unavailable_dates: ['2026-12-04'], unavailable_days: [], requests: [] },
    ];
    const store = { data: db } as DataStore;
    const period = rosterPeriodOf(db.shift_working_days[0]!, '2026-12-01');
    const repos = {
      employees: new EmbeddedEmployees(store),
      shiftEmployees: new EmbeddedShiftEmployees(store),
      rosterSetup: new EmbeddedRosterSetup(store),
      positions: new EmbeddedPositions(store),
      shiftPositions: new EmbeddedShiftPositions(store),
      shifts: new EmbeddedShifts(store),
      sites: new EmbeddedSites(store),
    };
    const rows = await modelRowsOf(repos, APP, [SHIFT], [period]);
    // The shift's places, their employees and availability (not the other shift's e4), the leave days in the period.
    expect(rows.shift_employees.map((one) => one.emd)).toEqual(['e1', 'e2', 'e3']);
    expect(rows.employees.map((one) => one.emd)).toEqual(['e1', 'e2', 'e3']);
    expect(rows.employee_availability.map((one) => one.emd)).toEqual(['e2']);
    expect(rows.leaves.map((one) => one.leave_day).sort()).toEqual(['2026-12-02', '2026-12-24']);
    // The shift's rules by priority (not the other shift's rule 3).
    expect(rows.shift_rules.map((one) => one.rule_id)).toEqual([1, 5, 7]);
    // The app's positions (their names and hours).
    expect(rows.positions.length).toBeGreaterThan(0);
    // The app's working days (every shift's) and the shift's positions.
    expect(rows.shift_working_days.map((one) => one.sftd)).toEqual(db.shift_working_days.map((one) => one.sftd));
    expect(rows.shift_positions.map((one) => one.rld)).toEqual(['cleaner', 'guard']);
    expect(rows.shifts).toEqual(db.shifts);
    // A state without any of those records (as a process on PostgreSQL holds it), with the rows: the same model.
    const bare = {
      ...db,
      employees: [],
      shift_employees: [],
      employee_availability: [],
      leaves: [],
      shift_rules: [],
      positions: [],
      shift_working_days: [],
      shift_positions: [],
      shifts: [],
      sites: [],
    };
    const options = { seed: 42, timeLimitMs: 1500 };
    const model = buildRosterModel(withModelRows(bare, rows), shiftKey, period, options);
    expect(model).toEqual(buildRosterModel(db, shiftKey, period, options));
    expect(model.employees.find((one) => one.id === 'e2')?.availability).toBeDefined();
  });

  it('gives each roster and calculation its own stable seed', () => {
    expect(rosterSeed('abc', 1)).toBe(rosterSeed('abc', 1));
    expect(rosterSeed('abc', 1)).not.toBe(rosterSeed('abc', 2));
    expect(rosterSeed('abc', 1)).not.toBe(rosterSeed('abd', 1));
    expect(Number.isInteger(rosterSeed('abc', 1)) && rosterSeed('abc', 1) >= 0 && rosterSeed('abc', 1) < 2 ** 32).toBe(
      true,
    );
  });

  it('refuses a shift without working days', () => {
    const db = state();
    const period = rosterPeriodOf(db.shift_working_days[0]!, '2026-12-01');
    db.shift_working_days = [];
    expect(() => buildRosterModel(db, shiftKey, period, { seed: 1, timeLimitMs: 1 })).toThrow('has no working days');
  });
});
