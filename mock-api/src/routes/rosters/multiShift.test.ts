/**
 * One employee on several shifts (issue 16): a day and a night shift of the demo site and a morning
 * shift of another site share an employee. Calculated one by one and all together, no roster
 * double-books them or breaks the rest hours; swaps and moves that would are refused. With a
 * forbidden succession (no Early the day after a Late), neither does a roster break it.
 */
import { Paths } from '../../contract';
import { runningCalculations, whenRosterSettled } from '../../rosters/calculation';
import type { RosterRecord } from '../../store/types';
import { demo, demoSessions, shiftPayload, sitePayload, startTestServer, storeSnapshot } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import type { SessionGrant } from '../../contract';
import { SITE, addRole, days, employeeForm, positionForm } from '../rosterPositions/rosterShiftFixtures';

// Up to seven calculations in a worker each (300 ms of search, the worker's start-up) per test.
jest.setTimeout(60_000);

const R = Paths.rosters;
/** The catalogue ids of the rules assigned to every shift here. */
const HOUR_TARGETS = 5;
const MAX_CONSECUTIVE = 1;
const S = Paths.rosterSetup;
const ctx = {} as { server: TestServer; session: SessionGrant };
let restore: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  ctx.server = await startTestServer();
  ctx.session = (await demoSessions(ctx.server)).admin;
  restore = await storeSnapshot(ctx.server);
});
afterEach(async () => {
  const store = ctx.server.api.store;
  await Promise.all([...runningCalculations(store).keys()].map((rstd) => whenRosterSettled(store, rstd)));
  await restore();
});
afterAll(() => ctx.server.close());

const call = async (path: string, payload: object) => (await ctx.server.call(path, payload, ctx.session)).body;
const settled = (rstd: string) => whenRosterSettled(ctx.server.api.store, rstd);

interface Shift {
  std: string;
  sftd: string;
  start: string;
  end: string;
  rest: number;
}

/** A shift with 1 Guard (the app position `guard`) a day (5 days in a row at most, 2 rest days), the shared employee and two of its own. */
async function shiftWith(
  std: string,
  name: string,
  [start, end]: [string, string],
  rest: number,
  employees: string[],
  guard: string,
  { guards = 1, hours = {} }: { guards?: number; hours?: Record<string, number> } = {},
): Promise<Shift> {
  const { sftd } = await call(Paths.shifts.add, shiftPayload(name, std, start, end));
  const form = {
    std,
    sftd,
    max_cons_days: 5,
    min_rest_days: 2,
    min_rest_hours: rest,
    roster_start_day: 1,
    period_type: 1,
    ...days(guards),
    hasOvertime: 0,
  };
  expect(await call(S.workingDaysSave, { roster_rules_workingdays: form })).toEqual({ status: 'OK' });
  expect((await call(S.positionAdd, positionForm(sftd, guard, { std, ...days(guards) }))).status).toBe('OK');
  // Hour targets (the employee's overall 80 hours, 10 days) and at most 5 days in a row, in every roster together.
  for (const [priority, id] of [HOUR_TARGETS, MAX_CONSECUTIVE].entries())
    expect(await call(S.ruleAdd, { std, sftd, roster_rule: { id, priority: priority + 1 } })).toMatchObject({
      status: 'OK',
    });
  for (const emd of employees) {
    const form = employeeForm(sftd, emd, guard, { std, monthly_hours: hours[emd] ?? 80 });
    expect((await call(S.employeeAdd, form)).status).toBe('OK');
  }
  return { std, sftd, start, end, rest };
}

/**
 * The day, night and Hatfield morning shifts; the first active employee is on all three. The night
 * shift has one employee of its own: it cannot be covered without the shared one.
 */
async function threeShifts() {
  const active = ctx.server
    .readDb()
    .employees.filter((employee) => employee.app_id === demo.app.appId && employee.user_status === 0)
    .map((employee) => employee.emd);
  expect(active.length).toBeGreaterThanOrEqual(6);
  const [shared, a, b, c, e, f] = active as [string, ...string[]];
  const { sd: hatfield } = await call(Paths.sites.add, sitePayload('Hatfield'));
  const guard = await addRole(call, 'Guard', 'GRD');
  const day = await shiftWith(SITE, 'Day', ['06:00', '14:00'], 11, [shared, a!, b!], guard);
  const night = await shiftWith(SITE, 'Night', ['22:00', '06:00'], 11, [shared, c!], guard);
  const morning = await shiftWith(hatfield as string, 'Morning', ['07:00', '15:00'], 0, [shared, e!, f!], guard);
  return { shared, day, night, morning, hatfield: hatfield as string };
}

/**
 * A day/night site where planning in turn goes wrong: the two shared guards' hour targets (160 h, 20
 * days) draw the day shift to them, while the night (2 guards a night) needs them and has one guard
 * of its own; the two day-only guards have almost no target (8 h).
 */
async function rotation() {
  const active = ctx.server
    .readDb()
    .employees.filter((employee) => employee.app_id === demo.app.appId && employee.user_status === 0)
    .map((employee) => employee.emd);
  const [s1, s2, d1, d2, n1] = active as [string, string, string, string, string];
  const guard = await addRole(call, 'Guard', 'GRD');
  const hours = { [s1]: 160, [s2]: 160, [d1]: 8, [d2]: 8 };
  const day = await shiftWith(SITE, 'Day', ['06:00', '18:00'], 11, [d1, d2, s1, s2], guard, { hours });
  const night = await shiftWith(SITE, 'Night', ['18:00', '06:00'], 11, [s1, s2, n1], guard, { guards: 2, hours });
  return { day, night };
}

const minutes = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;

/** Every clash between two rosters: same day, overlapping times, or less than the larger rest hours between. */
function clashes(shifts: readonly Shift[]): string[] {
  const rosters = ctx.server.readDb().rosters;
  const worked = shifts.flatMap((shift) => {
    const roster = rosters.find((one) => one.sftd === shift.sftd && one.status === 'Successful');
    expect(roster).toBeDefined();
    return roster!.result!.assignments.map(({ employeeId, date }) => {
      const from = minutes(date, shift.start);
      const to = minutes(date, shift.end) + (shift.end <= shift.start ? 1_440 : 0);
      return { employeeId, date, shift, from, to };
    });
  });
  const found: string[] = [];
  for (const one of worked) {
    for (const other of worked) {
      if (one.shift.sftd >= other.shift.sftd || one.employeeId !== other.employeeId) continue;
      const rest = Math.max(one.shift.rest, other.shift.rest) * 60;
      const gap = Math.max(other.from - one.to, one.from - other.to);
      if (one.date === other.date || gap < rest) found.push(`${one.employeeId} ${one.date} ${other.date} gap ${gap}`);
    }
  }
  return found;
}

const rosterOf = (sftd: string): RosterRecord =>
  ctx.server.readDb().rosters.find((roster) => roster.sftd === sftd && roster.status === 'Successful')!;
const datesOf = (sftd: string, emd: string) =>
  rosterOf(sftd)
    .result!.assignments.filter((one) => one.employeeId === emd)
    .map((one) => one.date);

async function startOne(shift: Shift, fields: object = {}) {
  const started = await call(R.startCalculation, {
    std: shift.std,
    sftd: shift.sftd,
    start_date: '2026-04-01',
    roster_ref: '',
    recalculate: 0,
    ...fields,
  });
  expect(started.status).toBe('OK');
  await settled(started.roster_ref as string);
  return started.roster_ref as string;
}

describe('an employee on several shifts and sites', () => {
  it('calculated one by one: each roster keeps clear of those already there', async () => {
    const { shared, day, night, morning } = await threeShifts();
    for (const shift of [day, night, morning]) await startOne(shift);
    expect(clashes([day, night, morning])).toEqual([]);
    // The later rosters saw the shared employee's days as commitments, and it works more than one shift.
    expect(rosterOf(night.sftd).model!.commitments!.some((one) => one.employeeId === shared)).toBe(true);
    const rostered = [day, night, morning].filter((shift) => datesOf(shift.sftd, shared).length > 0);
    expect(rostered.length).toBeGreaterThanOrEqual(2);
  });

  it('calculated together per site: one roster per shift, no clash, the call answers per shift', async () => {
    const { shared, day, night, morning, hatfield } = await threeShifts();
    const bare = (await call(Paths.shifts.add, shiftPayload('Bare', SITE))).sftd as string;
    const all = await call(R.startSiteCalculation, { std: SITE, start_date: '2026-04-01', recalculate: 0 });
    expect(all).toEqual({
      status: 'OK',
      site_rosters: [
        {
          sftd: day.sftd,
          shift_name: 'Day',
          status: 'OK',
          roster_ref: expect.any(String),
          roster_start_date: '2026-04-01',
        },
        {
          sftd: night.sftd,
          shift_name: 'Night',
          status: 'OK',
          roster_ref: expect.any(String),
          roster_start_date: '2026-04-01',
        },
        {
          sftd: bare,
          shift_name: 'Bare',
          status: 'ROSTER_WORKING_DAYS_REQUIRED',
          roster_ref: '',
          roster_start_date: '',
        },
      ],
    });
    for (const one of all.site_rosters as Array<{ roster_ref: string }>)
      if (one.roster_ref) await settled(one.roster_ref);
    // Each shift's roster is listed under its shift and opens as any roster.
    for (const shift of [day, night]) {
      const periods = await call(R.periods, { shftd: shift.sftd, std: SITE });
      expect(periods.roster_period).toHaveLength(1);
      expect(rosterOf(shift.sftd).result!.score.hard).toBe(0);
    }
    expect(clashes([day, night])).toEqual([]);
    // The other site's shift, calculated after, keeps clear of both; then the site again, as a recalculation.
    await startOne(morning);
    expect(clashes([day, night, morning])).toEqual([]);
    const again = await call(R.startSiteCalculation, { std: hatfield, start_date: '2026-04-01', recalculate: 0 });
    expect(again).toMatchObject({
      status: 'ROSTER_ALREADY_CREATED',
      site_rosters: [{ sftd: morning.sftd, status: 'ROSTER_ALREADY_CREATED', roster_start_date: '2026-03-01' }],
    });
    const redo = await call(R.startSiteCalculation, { std: SITE, start_date: '2026-04-01', recalculate: 1 });
    expect(redo.status).toBe('OK');
    for (const one of redo.site_rosters as Array<{ roster_ref: string }>)
      if (one.roster_ref) await settled(one.roster_ref);
    expect(ctx.server.readDb().rosters.filter((roster) => roster.std === SITE)).toHaveLength(2);
    expect(clashes([day, night, morning])).toEqual([]);
    // Each roster keeps the model it was planned with: the day roster, planned again last, holds the shared
    // employee's days in the night and the morning rosters of the period as commitments.
    const elsewhere = [...datesOf(night.sftd, shared), ...datesOf(morning.sftd, shared)].filter((date) =>
      date.startsWith('2026-04'),
    );
    expect(elsewhere.length).toBeGreaterThan(0);
    const committed = rosterOf(day.sftd)
      .model!.commitments!.filter((one) => one.employeeId === shared)
      .map((one) => one.date);
    expect(committed).toEqual(expect.arrayContaining(elsewhere));
  });

  it('plans a day/night rotation as one: the site calculation covers what planning in turn leaves open', async () => {
    const { day, night } = await rotation();
    await startOne(day);
    await startOne(night);
    expect(clashes([day, night])).toEqual([]);
    // In turn, the day shift took the shared guards the night needed.
    expect(rosterOf(night.sftd).result!.score.uncovered).toBeGreaterThan(0);
    const redo = await call(R.startSiteCalculation, { std: SITE, start_date: '2026-04-01', recalculate: 1 });
    expect(redo.status).toBe('OK');
    for (const one of redo.site_rosters as Array<{ roster_ref: string }>) await settled(one.roster_ref);
    expect(clashes([day, night])).toEqual([]);
    for (const shift of [day, night]) {
      expect(rosterOf(shift.sftd).result!.score.hard).toBe(0);
      expect(rosterOf(shift.sftd).result!.uncovered).toEqual([]);
    }
  });

  it('refuses a swap or move that would double-book the employee or break the rest hours', async () => {
    const { shared, day, night } = await threeShifts();
    // The day roster first, the night one after it: the edits read the night roster as it is now.
    const dayRef = await startOne(day);
    await startOne(night);
    const nights = new Set(datesOf(night.sftd, shared));
    const dayRoster = rosterOf(day.sftd);
    const before = dayRoster.result!.assignments;
    const cell = (empd: string, entry_date: string) => ({ name: '', empd, entry_date, emp_rld: '', gender: 1 });
    const move = (from: { employeeId: string; date: string }, date: string) =>
      call(R.move, {
        std: SITE,
        sftd: day.sftd,
        roster_ref: dayRef,
        source_name: '',
        source_surname: '',
        source_empd: from.employeeId,
        source_entry_date: from.date,
        target_data: cell(shared, date),
      });
    // Someone else's day shift on a date the shared employee works the night: taken.
    const onNight = before.find((one) => one.employeeId !== shared && nights.has(one.date))!;
    expect(await move(onNight, onNight.date)).toEqual({ status: 'EMPLOYEE_WORKS_ELSEWHERE' });
    // The morning after a night (06:00 to 06:00): no rest.
    const after = before.find((one) => {
      const previous = new Date(Date.parse(`${one.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      return one.employeeId !== shared && nights.has(previous) && !nights.has(one.date);
    })!;
    expect(after).toBeDefined();
    expect(await move(after, after.date)).toEqual({ status: 'REST_HOURS_TOO_SHORT' });
    const swap = await call(R.swap, {
      std: SITE,
      sftd: day.sftd,
      roster_ref: dayRef,
      drpped_data: cell(onNight.employeeId, onNight.date),
      on_position_data: cell(
        shared,
        datesOf(day.sftd, shared).find((date) => date !== onNight.date)!,
      ),
    });
    expect(swap).toEqual({ status: 'EMPLOYEE_WORKS_ELSEWHERE' });
    expect(rosterOf(day.sftd).result!.assignments).toEqual(before);
  });
});

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A Late and an Early shift of the demo site (no rest hours: only the succession keeps them apart)
 * sharing the first active employee, who may not work Early the day after Late.
 */
async function lateAndEarly() {
  const active = ctx.server
    .readDb()
    .employees.filter((employee) => employee.app_id === demo.app.appId && employee.user_status === 0)
    .map((employee) => employee.emd);
  const [shared, a, b, c] = active as [string, ...string[]];
  const guard = await addRole(call, 'Guard', 'GRD');
  const late = await shiftWith(SITE, 'Late', ['14:00', '22:00'], 0, [shared, a!], guard);
  const early = await shiftWith(SITE, 'Early', ['06:00', '14:00'], 0, [shared, b!, c!], guard);
  const place = ctx.server
    .readDb()
    .shift_employees.find((record) => record.sftd === late.sftd && record.emd === shared)!;
  const saved = await call(S.availabilitySave, {
    rshftempd: place.rshftempd,
    std: SITE,
    sftd: late.sftd,
    employee_availability: {
      unavailable_dates: [],
      unavailable_days: [],
      requests: [],
      forbidden_successions: [{ first_sftd: late.sftd, next_sftd: early.sftd }],
    },
  });
  expect(saved).toEqual({ status: 'OK' });
  return { shared, late, early };
}

/** The shared employee's Early days that follow a Late day. */
const brokenSuccessions = (late: Shift, early: Shift, emd: string): string[] => {
  const earlies = new Set(datesOf(early.sftd, emd));
  return datesOf(late.sftd, emd).filter((date) => earlies.has(nextDay(date)));
};

describe('a forbidden shift succession', () => {
  it('holds in rosters calculated one after the other and together, and an edit that would break it is refused', async () => {
    const { shared, late, early } = await lateAndEarly();
    // Early first (three employees), then Late (the shared one is needed there), against Early's days.
    const earlyRef = await startOne(early);
    const lateRef = await startOne(late);
    expect(brokenSuccessions(late, early, shared)).toEqual([]);
    // The shared employee works both shifts; the Late roster saw the Early days with their shift.
    expect(datesOf(late.sftd, shared).length).toBeGreaterThan(0);
    expect(datesOf(early.sftd, shared).length).toBeGreaterThan(0);
    expect(rosterOf(late.sftd).model!.commitments!.find((one) => one.employeeId === shared)?.shiftId).toBe(early.sftd);
    expect(rosterOf(late.sftd).result!.score.hard).toBe(0);

    // Moving someone's Late day on the eve of a shared Early day onto the shared employee is refused.
    const earlies = new Set(datesOf(early.sftd, shared));
    const before = rosterOf(late.sftd).result!.assignments;
    const target = before.find(
      (one) =>
        one.employeeId !== shared &&
        earlies.has(nextDay(one.date)) &&
        !earlies.has(one.date) &&
        !before.some((mine) => mine.employeeId === shared && mine.date === one.date),
    )!;
    expect(target).toBeDefined();
    const move = await call(R.move, {
      std: SITE,
      sftd: late.sftd,
      roster_ref: lateRef,
      source_name: '',
      source_surname: '',
      source_empd: target.employeeId,
      source_entry_date: target.date,
      target_data: { name: '', empd: shared, entry_date: target.date, emp_rld: '', gender: 1 },
    });
    expect(move).toEqual({ status: 'SHIFT_SUCCESSION_FORBIDDEN' });
    expect(rosterOf(late.sftd).result!.assignments).toEqual(before);
    expect(lateRef).not.toBe(earlyRef);

    // Both again, planned together by the site calculation: still no Early after a Late.
    const all = await call(R.startSiteCalculation, { std: SITE, start_date: '2026-04-01', recalculate: 1 });
    expect(all.status).toBe('OK');
    for (const one of all.site_rosters as Array<{ roster_ref: string }>) await settled(one.roster_ref);
    expect(brokenSuccessions(late, early, shared)).toEqual([]);
    expect(datesOf(late.sftd, shared).length + datesOf(early.sftd, shared).length).toBeGreaterThan(4);
  });
});
