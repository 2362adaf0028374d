/**
 * The roster setup and shift positions repositories' SQL reads answer what the embedded reads
 * answer, on the same records: one PostgreSQL store (a private server started here), read once
 * through its state (the embedded repositories) and once through SQL (the PostgreSQL ones). The
 * records are made to catch the differences that matter: a shift deleted and live under one sftd
 * (the first, or the first live, decides), a shift whose site the app does not have, rules out of
 * priority order and tied, working days of no app (counted) or of app null (not),
 * two working-day records of one shift, day counts as text or not numbers, men and women among the
 * shift employees, two positions of one rld (the last decides), and a second app whose records must
 * not show.
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { testEmployee } from '../../testing/testEmployee';
import { testSite } from '../../testing/testSite';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedRosterSetup } from './embeddedRosterSetup';
import { EmbeddedShiftPositions } from './embeddedShiftPositions';
import { PostgresRosterSetup } from './postgresRosterSetup';
import { PostgresShiftPositions } from './postgresShiftPositions';
import { readingWhole } from '../../testing/readingWhole';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;
const days = (value: unknown) => Object.fromEntries(DAYS.map((day) => [day, value]));
const FIELDS = { monthly_hours: 160, weekly_hours: 40, dailly_hours: 8, priority_level: 50 };

type Loose = Record<string, unknown>;

let store: PostgresStore;
type Pair<S, P> = { setup: S; positions: P };
/** The embedded repositories over everything the database holds now (the shift employees' table too). */
const embedded = async (): Promise<Pair<EmbeddedRosterSetup, EmbeddedShiftPositions>> => {
  const whole = await processes.wholeState(store);
  return { setup: new EmbeddedRosterSetup(whole), positions: new EmbeddedShiftPositions(whole) };
};
let sql: Pair<PostgresRosterSetup, PostgresShiftPositions>;

/** Sites, shifts, rules, working days, employees, positions, shift positions and shift employees of both apps. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    const loose = draft as unknown as Record<string, Loose[]>;
    const push = (collection: string, record: Loose): void => {
      loose[collection] ??= [];
      // Above the seed's: a typed table's records are rows the state does not hold on PostgreSQL (issue 33).
      loose[collection].push({ ...record, id: Math.max(5000, nextId(loose[collection] as { id: number }[])) });
    };
    const positionTemplate = { abbr: 'X', m_hrs: 160, w_hrs: 40, d_hrs: 8, ...days(0) };
    const site = (app_id: string, sd: string, name: string): void =>
      push('sites', { ...testSite(0, app_id, sd, { name }) });
    const shift = (app_id: string, std: string, sftd: string, deleted: unknown = 0, start_time = '06:00'): void =>
      push('shifts', {
        sftd,
        app_id,
        std,
        name: `Shift ${sftd}`,
        start_time,
        end_time: '18:00',
        deleted,
        created_at: '2026-03-01T00:00:00.000Z',
        deleted_at: null,
      });

    site(APP, 'rsA', 'Alpha');
    site(APP, 'rsB', 'Beta');
    site(OTHER_APP, 'rsA', 'Other Alpha');
    site(OTHER_APP, 'rsO', 'Other only');
    shift(APP, 'rsA', 'f1');
    shift(APP, 'rsA', 'f2', 1);
    // One sftd names one shift of an app, deleted 0 or 1 (the shifts' table: issue 33).
    shift(APP, 'rsA', 'f3', 0);
    shift(APP, 'rsB', 'f4', 0);
    shift(APP, 'rsO', 'f5');
    shift(APP, 'noSite', 'f6');
    shift(OTHER_APP, 'rsA', 'f1');
    shift(OTHER_APP, 'rsO', 'f7');

    for (const [sftd, rule_id, priority, app_id] of [
      ['f1', 3, 2, APP],
      ['f1', 1, 1, APP],
      ['f1', 7, 2, APP],
      ['f1', 2, 1, OTHER_APP],
      ['f3', 5, 1, APP],
      ['f7', 4, 1, OTHER_APP],
    ] as const)
      push('shift_rules', { app_id, sftd, rule_id, priority });

    const workingDays = (fields: Loose): void =>
      push('shift_working_days', {
        std: 'rsA',
        max_cons_days: 5,
        min_rest_days: 2,
        roster_start_day: 1,
        period_type: 1,
        min_rest_hours: 0,
        hasOvertime: 0,
        ...days(2),
        ...Object.fromEntries(DAYS.map((day) => [`overtime_${day}`, fields.hasOvertime === 1 ? 1 : 0])),
        ...fields,
      });
    // One per shift and app (the table's key: issue 33); none for f4, another app's for f5.
    workingDays({ app_id: APP, sftd: 'f1', mon: 3, tue: 0, wed: 0, thu: 1, min_rest_hours: 11 });
    workingDays({ app_id: OTHER_APP, sftd: 'f1', mon: 8 });
    workingDays({ app_id: APP, sftd: 'f3', mon: 4, period_type: 2, roster_start_day: 3, hasOvertime: 1 });
    workingDays({ app_id: OTHER_APP, sftd: 'f5', mon: 4 });

    // Employees are a table of their own (issue 33): typed, one of an emd per app, numbered above the seed's.
    let employeeId = 60_000;
    const employee = (app_id: string, emd: string, gender: 1 | 2): void => {
      draft.employees.push(testEmployee((employeeId += 1), app_id, emd, { name: `E${emd}`, gender }));
    };
    employee(APP, 'e1', 1);
    employee(APP, 'e2', 2);
    employee(APP, 'e3', 1);
    employee(APP, 'e4', 2);
    employee(APP, 'e5', 1);
    employee(OTHER_APP, 'e6', 2);

    const position = (app_id: string, rld: string, name: string): void =>
      push('positions', { ...positionTemplate, rld, app_id, name });
    position(APP, 'r1', 'Guard');
    position(APP, 'r2', 'guard');
    position(APP, 'r3', 'Last r3');
    position(OTHER_APP, 'r1', 'Other guard');

    const shiftPosition = (app_id: string, sftd: string, sftrld: string, rld: string, fields: Loose = {}): void =>
      push('shift_positions', { sftrld, app_id, std: 'rsA', sftd, rld, ...FIELDS, ...days(1), ...fields });
    shiftPosition(APP, 'f1', 'p1', 'r1', { priority_level: 10, mon: 2 });
    shiftPosition(APP, 'f1', 'p2', 'r2', { priority_level: 90 });
    shiftPosition(APP, 'f1', 'p3', 'r3');
    shiftPosition(APP, 'f1', 'p4', 'rGone');
    shiftPosition(APP, 'f3', 'p5', 'r1');
    shiftPosition(OTHER_APP, 'f1', 'p1', 'r1');
    // A shift has a role once (the table's key): another shift of the other app.
    shiftPosition(OTHER_APP, 'f7', 'p6', 'r1');

    // Shift employees live in a table of their own (issue 33): typed, one per employee and shift.
    let places = 0;
    const shiftEmployee = (fields: Loose): void =>
      push('shift_employees', {
        rshftempd: `se${(places += 1)}`,
        std: 'rsA',
        rld: 'r1',
        apply_wrkng_days: 0,
        monthly_hours: 160,
        weekly_hours: 40,
        dailly_hours: 8,
        created_at: '2026-01-05T08:00:00.000Z',
        ...days(0),
        ...fields,
      });
    shiftEmployee({ app_id: APP, sftd: 'f1', emd: 'e1' });
    shiftEmployee({ app_id: APP, sftd: 'f1', emd: 'e2', rld: 'r2' });
    shiftEmployee({ app_id: APP, sftd: 'f1', emd: 'e3' });
    shiftEmployee({ app_id: APP, sftd: 'f1', emd: 'e4' });
    shiftEmployee({ app_id: APP, sftd: 'f1', emd: 'e5', rld: 'r3' });
    shiftEmployee({ app_id: APP, sftd: 'f3', emd: 'e2' });
    shiftEmployee({ app_id: OTHER_APP, sftd: 'f1', emd: 'e6' });
  });
}

beforeAll(async () => {
  store = await processes.store();
  const pool = processes.pool();
  sql = { setup: new PostgresRosterSetup(store, pool), positions: new PostgresShiftPositions(store, pool) };
  await writeRecords();
}, 60_000);

const SITES = ['rsA', 'rsB', 'rsO', 'noSite'];
const SHIFTS = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'unknown'];
const SHIFT_POSITIONS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'unknown'];

/** Every read of both apps through a pair of repositories. */
async function readAll({ setup, positions }: Awaited<ReturnType<typeof embedded>> | typeof sql) {
  const reads: Record<string, unknown> = {};
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) {
    for (const sftd of SHIFTS) {
      for (const std of SITES)
        reads[`shifts on site ${appId} ${std} ${sftd}`] = await setup.shiftsOnSite(appId, std, sftd);
      reads[`rules ${appId} ${sftd}`] = await setup.assignedRules(appId, sftd);
      reads[`working days ${appId} ${sftd}`] = await setup.workingDays(appId, sftd);
      reads[`of shift ${appId} ${sftd}`] = await positions.ofShift(appId, sftd);
      reads[`shown of shift ${appId} ${sftd}`] = await positions.shownOfShift(appId, sftd);
      reads[`targets ${appId} ${sftd}`] = await positions.workingDayTargets(appId, sftd);
    }
    reads[`rules of shifts ${appId}`] = await setup.assignedRulesOf(appId, [...SHIFTS].reverse());
    reads[`working days of app ${appId}`] = await setup.appWorkingDays(appId);
    reads[`totals ${appId}`] = await setup.shiftEmployeeTotals(appId, [...SHIFTS, 'f1']);
    reads[`no totals ${appId}`] = await setup.shiftEmployeeTotals(appId, []);
    for (const sftrld of SHIFT_POSITIONS) reads[`shown ${appId} ${sftrld}`] = await positions.shown(appId, sftrld);
  }
  return reads;
}

describe('the PostgreSQL roster setup repositories answer as the embedded ones', () => {
  it('read each shift, its rules, working days, totals and positions alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  });

  it('has records that mean something: first or live shift, one working days per shift, genders', async () => {
    expect((await sql.setup.shiftsOnSite(APP, 'rsA', 'f2')).map((shift) => shift.deleted)).toEqual([1]);
    expect(await sql.setup.shiftsOnSite(APP, 'rsO', 'f5')).toEqual([]);
    expect((await sql.setup.assignedRules(APP, 'f1')).map((rule) => rule.rule_id)).toEqual([1, 3, 7]);
    // Several shifts' in one read, in the order asked, each shift's by priority.
    const rules = await sql.setup.assignedRulesOf(APP, ['f3', 'f1', 'f3']);
    expect(rules.map((rule) => [rule.sftd, rule.rule_id])).toEqual([
      ['f3', 5],
      ['f1', 1],
      ['f1', 3],
      ['f1', 7],
    ]);
    expect(await sql.setup.workingDays(APP, 'f1')).toMatchObject({ mon: 3, tue: 0, thu: 1, min_rest_hours: 11 });
    expect(await sql.setup.workingDays(APP, 'f3')).toMatchObject({
      period_type: 2,
      roster_start_day: 3,
      overtime_hld: 1,
    });
    expect(await sql.setup.workingDays(APP, 'f5')).toBeUndefined();
    expect((await sql.setup.appWorkingDays(APP)).map((days) => [days.sftd, days.mon])).toEqual([
      ['f1', 3],
      ['f3', 4],
    ]);
    expect((await sql.positions.workingDayTargets(APP, 'f1'))?.mon).toBe(3);
    expect((await sql.positions.workingDayTargets(APP, 'f3'))?.mon).toBe(4);
    expect(await sql.positions.workingDayTargets(APP, 'f4')).toBeNull();
    // f1: e1, e3, e5 male; e2, e4 female.
    expect(await sql.setup.shiftEmployeeTotals(APP, ['f1', 'f3'])).toEqual([
      { ttl_employees: 5, ttl_males: 3, ttl_females: 2 },
      { ttl_employees: 1, ttl_males: 0, ttl_females: 1 },
    ]);
    const [p1] = await sql.positions.shownOfShift(APP, 'f1');
    // In role r1: e1 and e3 male, e4 female.
    expect(p1?.totals).toEqual({ total_employees: 3, total_males: 2, total_females: 1 });
    expect((await sql.positions.shown(APP, 'p3'))?.role?.name).toBe('Last r3');
    expect((await sql.positions.shown(APP, 'p4'))?.role).toBeUndefined();
  });

  it('sees each write at once, on every read, and decides each write on the newest state', async () => {
    const { setup, positions } = sql;
    expect(await setup.addRule(APP, 'rsA', 'f1', 2, 1)).toBe('done');
    expect(await setup.addRule(APP, 'rsA', 'f2', 2, 1)).toBe('no-shift');
    expect(await setup.addRule(APP, 'rsB', 'f1', 2, 1)).toBe('no-shift');
    expect(await setup.addRule(APP, 'rsA', 'f1', 9999, 1)).toBe('no-rule');
    expect(await setup.deleteRule(APP, 'rsA', 'f1', 3)).toBe('done');
    expect(await setup.deleteRule(APP, 'rsA', 'f2', 3)).toBe('no-shift');
    const form = { std: 'rsA', sftd: 'f1', max_cons_days: 5, min_rest_days: 2, roster_start_day: 1, period_type: 1 };
    const save = (fields: Loose) => setup.saveWorkingDays(APP, { ...form, ...days(3), ...fields } as never);
    expect(await save({ hasOvertime: 0 })).toBe('saved');
    expect(await save({ ...days(0) })).toBe('WORKING_DAYS_REQUIRED');
    expect(await save({ sftd: 'f6', std: 'noSite' })).toBe('no-shift');

    expect(await positions.add(APP, 'rsA', 'f1', 'r1', { ...FIELDS, ...days(1) } as never)).toEqual({
      status: 'role-taken',
    });
    expect(await positions.add(APP, 'rsA', 'f2', 'r1', { ...FIELDS, ...days(1) } as never)).toEqual({
      status: 'no-shift',
    });
    expect(await positions.add(APP, 'rsA', 'f3', 'rGone', { ...FIELDS, ...days(1) } as never)).toEqual({
      status: 'no-role',
    });
    expect(await positions.add(APP, 'rsA', 'f3', 'r2', { ...FIELDS, ...days(0) } as never)).toEqual({
      status: 'counts-unfit',
    });
    const added = await positions.add(APP, 'rsA', 'f3', 'r2', { ...FIELDS, ...days(0), tue: 1 } as never);
    expect(added.status).toBe('added');
    expect(await positions.remove(APP, 'p2')).toBe('in-use');
    expect(await positions.remove(APP, 'p4')).toBe('removed');
    expect(await positions.remove(APP, 'p4')).toBe('no-position');
    // Monday's target is 3 ("3"); p2 and p3 need 1 each.
    expect(await positions.update(APP, 'p1', { ...FIELDS, ...days(0), mon: 2 } as never)).toBe('counts-unfit');
    expect(await positions.update(APP, 'p1', { ...FIELDS, ...days(0), mon: 1 } as never)).toBe('updated');
    expect(await positions.update(APP, 'unknown', { ...FIELDS, ...days(1) } as never)).toBe('no-position');
    await store.update(
      (draft) => {
        const shift = draft.shifts.find((candidate) => candidate.sftd === 'f1' && candidate.app_id === APP)!;
        shift.deleted = 1;
      },
      readingWhole(['shifts']),
    );
    expect(await positions.update(APP, 'p1', { ...FIELDS, ...days(1) } as never)).toBe('no-shift');
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  });
});
