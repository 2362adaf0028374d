import { Paths } from '../../contract';
import * as engine from '@times/roster-engine';
import { RosterWorkerError } from '@times/roster-engine';
import { INTERRUPTED_REASON, runningCalculations, whenRosterSettled } from '../../rosters/calculation';
import { processingRoster } from '../../rosters/calculation/testing/processingRoster';
import { createServer } from '../../server';
import type { RosterRecord } from '../../store/types';
import {
  addRecord,
  demo,
  demoSessions,
  editStore,
  shiftPayload,
  sitePayload,
  startTestServer,
  storeSnapshot,
  TEST_SEARCH_ITERATIONS,
  TEST_SEARCH_TIME_CAP_MS,
} from '../../testing/harness';
import type { DemoUser, TestServer } from '../../testing/harness';
import type { SessionGrant } from '../../contract';
import { SITE, addRole, addShift, days, employeeForm, positionForm } from '../rosterPositions/rosterShiftFixtures';
import { changeEmployee } from '../../testing/changeEmployee';

// The real worker, wrapped so that a test can make one calculation fail.
jest.mock('@times/roster-engine', () => {
  const actual = jest.requireActual<typeof engine>('@times/roster-engine');
  return { ...actual, runRosterInWorker: jest.fn(actual.runRosterInWorker) };
});
const runInWorker = engine.runRosterInWorker as jest.MockedFunction<typeof engine.runRosterInWorker>;
const realRun = jest.requireActual<typeof engine>('@times/roster-engine').runRosterInWorker;

/** Hold the next calculation's worker until release() (so that a test sees it Processing). */
function holdNextCalculation(): () => void {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  runInWorker.mockImplementationOnce(async (model, options) => {
    // An abort lets it go too: the real worker then rejects at once (ABORTED).
    const aborted = new Promise<void>((resolve) =>
      options?.signal?.addEventListener('abort', () => resolve(), { once: true }),
    );
    await Promise.race([gate, aborted]);
    return realRun(model, options);
  });
  return () => release();
}

const R = Paths.rosters;
const S = Paths.rosterSetup;
const ctx = {} as { server: TestServer; sessions: Record<DemoUser, SessionGrant> };
let restore: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  // A lease far longer than the file: the server's watch for dead processes' rosters never runs in a test, so the
  // rosters a test writes Processing for a restart to find are the restart's to fail, on any machine's speed.
  ctx.server = await startTestServer({ instanceLeaseMs: 30 * 60_000 });
  ctx.sessions = await demoSessions(ctx.server);
  restore = await storeSnapshot(ctx.server);
});
afterEach(async () => {
  // No worker outlives its test.
  const store = ctx.server.api.store;
  await Promise.all([...runningCalculations(store).keys()].map((rstd) => whenRosterSettled(store, rstd)));
  await restore();
});
afterAll(() => ctx.server.close());

const call = async (path: string, payload: object, who: DemoUser = 'admin') =>
  (await ctx.server.call(path, payload, ctx.sessions[who])).body;
const settled = (rstd: string) => whenRosterSettled(ctx.server.api.store, rstd);
const rosters = (): RosterRecord[] => ctx.server.readDb().rosters;
const rosterOf = (rstd: string): RosterRecord => rosters().find((roster) => roster.rstd === rstd)!;
const activeEmployees = () =>
  ctx.server.readDb().employees.filter((employee) => employee.app_id === demo.app.appId && employee.user_status === 0);
const adminCall = (path: string, payload: object) => call(path, payload);

/** One a day, every day: with at most 5 days in a row and 2 rest days, 2 employees are needed. */
const workingDaysForm = (sftd: string, std: string = SITE, fields: Record<string, unknown> = {}) => ({
  roster_rules_workingdays: {
    std,
    sftd,
    max_cons_days: 5,
    min_rest_days: 2,
    roster_start_day: 1,
    period_type: 1,
    ...days(1),
    hasOvertime: 0,
    ...fields,
  },
});

interface ShiftSetup {
  sftd: string;
  guard: string;
}

/** A shift of the demo site with working days, a Guard position (1 a day) and `employees` guards. */
async function setUpShift(
  employees = 2,
  { name = 'Day', withWorkingDays = true, withPosition = true } = {},
): Promise<ShiftSetup> {
  const sftd = await addShift(adminCall, name);
  const guard = await addRole(adminCall, `Guard ${name}`, 'GRD');
  if (withWorkingDays) expect(await call(S.workingDaysSave, workingDaysForm(sftd))).toEqual({ status: 'OK' });
  if (withPosition) expect((await call(S.positionAdd, positionForm(sftd, guard, days(1)))).status).toBe('OK');
  for (const employee of activeEmployees().slice(0, employees)) {
    expect((await call(S.employeeAdd, employeeForm(sftd, employee.emd, guard))).status).toBe('OK');
  }
  return { sftd, guard };
}

const start = (sftd: string, start_date: string, fields: Record<string, unknown> = {}, who: DemoUser = 'admin') =>
  call(R.startCalculation, { std: SITE, sftd, start_date, roster_ref: '', recalculate: 0, ...fields }, who);
const status = (sftd: string, rstd: string, who: DemoUser = 'admin', std: string = SITE) =>
  call(R.status, { shftd: sftd, std, rstd }, who);
const periods = (sftd: string, who: DemoUser = 'admin', std: string = SITE) =>
  call(R.periods, { shftd: sftd, std }, who);

describe('start calculation: the checks', () => {
  it('answers each refusal in its order', async () => {
    const bare = await setUpShift(0, { name: 'Bare', withWorkingDays: false, withPosition: false });
    expect(await call(R.startCalculation, { std: SITE, sftd: bare.sftd })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { start_date: 'Select valid date' },
    });
    expect(await start('unknown', '2026-04-01')).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await start(bare.sftd, '2026-02-30')).toEqual({ status: 'INCORRECT_START_DATE' });
    expect(await start(bare.sftd, '2027-03-02')).toEqual({ status: 'INCORRECT_START_DATE' });
    expect(await start(bare.sftd, '2025-02-28')).toEqual({ status: 'INCORRECT_START_DATE' });
    expect(await start(bare.sftd, '2026-04-01')).toEqual({ status: 'ROSTER_WORKING_DAYS_REQUIRED' });
    expect(await call(S.workingDaysSave, workingDaysForm(bare.sftd))).toEqual({ status: 'OK' });
    expect(await start(bare.sftd, '2026-04-01')).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect((await call(S.positionAdd, positionForm(bare.sftd, bare.guard, days(1)))).status).toBe('OK');
    expect(await start(bare.sftd, '2026-04-01')).toEqual({ status: 'ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED' });
    const [first, second] = activeEmployees();
    await call(S.employeeAdd, employeeForm(bare.sftd, first!.emd, bare.guard));
    await call(S.employeeAdd, employeeForm(bare.sftd, second!.emd, bare.guard));
    // A deactivated employee is not rostered, so does not count.
    await changeEmployee(ctx.server, demo.app.appId, second!.emd, { user_status: 10 });
    expect(await start(bare.sftd, '2026-04-01')).toEqual({ status: 'ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED' });
    expect(rosters()).toEqual([]);
    // A year from today (2026-03-01) is still accepted.
    await changeEmployee(ctx.server, demo.app.appId, second!.emd, { user_status: 0 });
    const ok = await start(bare.sftd, '2027-03-01');
    expect(ok).toEqual({
      status: 'OK',
      roster_ref: expect.stringMatching(/^[\w-]{12,}$/),
      roster_start_date: '2027-03-01',
    });
    await settled(ok.roster_ref);
  });

  it('refuses a deleted shift and a shift of another site', async () => {
    const { sftd } = await setUpShift(2);
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    expect(await start(sftd, '2026-04-01', { std: sd })).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    await call(Paths.shifts.delete, { sftd });
    expect(await start(sftd, '2026-04-01')).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
  });
});

describe('start calculation: Processing, then Successful', () => {
  it('answers at once with the Processing roster, which the worker completes', async () => {
    const { sftd } = await setUpShift(2);
    const release = holdNextCalculation();
    const started = await start(sftd, '2026-04-01');
    expect(started).toEqual({ status: 'OK', roster_ref: expect.any(String), roster_start_date: '2026-04-01' });
    const rstd: string = started.roster_ref;
    const header = {
      rstd,
      roster_period: '01 Apr 2026 - 30 Apr 2026',
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      start_calc_time: '2026-03-01 08:00',
      site_name: demo.site.name,
      shift_name: 'Day',
      failure_reason: '',
      created_by: demo.admin.name,
      publish_state: 'Draft',
      published_at: '',
      published_by: '',
      shift_start: '06:00',
      shift_end: '12:00',
    };
    expect(await status(sftd, rstd)).toEqual({ status: 'OK', roster: { ...header, roster_status: 'Processing' } });
    expect(rosterOf(rstd)).toMatchObject({
      id: expect.any(Number),
      app_id: demo.app.appId,
      std: SITE,
      sftd,
      period_type: 1,
      status: 'Processing',
      created_by_id: expect.stringMatching(/^\d{14}$/),
      started_at: '2026-03-01T08:00:00.000Z',
      finished_at: '',
      calculation: 1,
      result: null,
    });
    const { model } = rosterOf(rstd);
    expect(model?.days).toHaveLength(30);
    expect(model?.employees).toHaveLength(2);
    // The harness's search limits: a move budget, with the time only a cap out of reach.
    expect(model).toMatchObject({ timeLimitMs: TEST_SEARCH_TIME_CAP_MS, maxIterations: TEST_SEARCH_ITERATIONS });

    // The same period (overlapping) is being calculated.
    expect(await start(sftd, '2026-04-15')).toEqual({
      status: 'ROSTER_CALCULATION_IN_PROGRESS',
      roster_ref: rstd,
      roster_start_date: '2026-03-01',
    });

    ctx.server.clock.advance(60);
    release();
    await settled(rstd);
    expect(await status(sftd, rstd)).toEqual({ status: 'OK', roster: { ...header, roster_status: 'Successful' } });
    const done = rosterOf(rstd);
    expect(done.finished_at).toBe('2026-03-01T08:01:00.000Z');
    expect(done.result?.assignments.length).toBeGreaterThanOrEqual(30);
    expect(done.result?.score.hard).toBe(0);
    expect(done.result?.search.seed).toBe(model?.seed);

    ctx.server.clock.advance(24 * 3600);
    expect(await start(sftd, '2026-04-30')).toEqual({
      status: 'ROSTER_ALREADY_CREATED',
      roster_ref: rstd,
      roster_start_date: '2026-03-01',
    });
    // The next month is free.
    const may = await start(sftd, '2026-05-01');
    expect(may).toEqual({ status: 'OK', roster_ref: expect.any(String), roster_start_date: '2026-05-01' });
    expect(may.roster_ref).not.toBe(rstd);
    await settled(may.roster_ref);
    // April's last days are May's history.
    expect(rosterOf(may.roster_ref).model?.history.length).toBeGreaterThan(0);
    expect(await periods(sftd)).toEqual({
      status: 'OK',
      roster_period: [
        {
          rstd: may.roster_ref,
          start_date: '2026-05-01',
          end_date: '2026-05-31',
          roster_period: '01 May 2026 - 31 May 2026',
          start_calc_time: '2026-03-02 08:01',
          roster_status: 'Successful',
          publish_state: 'Draft',
        },
        {
          rstd,
          start_date: '2026-04-01',
          end_date: '2026-04-30',
          roster_period: '01 Apr 2026 - 30 Apr 2026',
          start_calc_time: '2026-03-01 08:00',
          roster_status: 'Successful',
          publish_state: 'Draft',
        },
      ],
    });
  });

  it('recalculates a roster for a new period, stopping the calculation it replaces', async () => {
    const { sftd } = await setUpShift(2);
    const april = (await start(sftd, '2026-04-01')).roster_ref as string;
    await settled(april);
    const june = (await start(sftd, '2026-06-01')).roster_ref as string;
    await settled(june);
    expect(await start(sftd, '2026-04-10', { recalculate: 1, roster_ref: 'unknown' })).toEqual({
      status: 'ROSTER_NOT_FOUND',
    });
    expect(await start(sftd, '2026-04-10', { recalculate: 1 })).toEqual({ status: 'ROSTER_NOT_FOUND' });

    ctx.server.clock.advance(3600);
    holdNextCalculation();
    expect(await start(sftd, '2026-04-10', { recalculate: 1, roster_ref: june })).toEqual({
      status: 'OK',
      roster_ref: june,
      roster_start_date: '2026-04-10',
    });
    // Recalculated again while Processing: the first worker is stopped and its answer dropped.
    expect(await start(sftd, '2026-04-20', { recalculate: 1, roster_ref: june })).toEqual({
      status: 'OK',
      roster_ref: june,
      roster_start_date: '2026-04-20',
    });
    await settled(june);
    // April's roster overlapped the new period and gave way.
    expect(rosters().map((roster) => roster.rstd)).toEqual([june]);
    expect(rosterOf(june)).toMatchObject({
      status: 'Successful',
      start_date: '2026-04-20',
      end_date: '2026-05-19',
      calculation: 3,
      started_at: '2026-03-01T09:00:00.000Z',
      failure_reason: '',
    });
    expect(
      rosterOf(june).result?.assignments.every((entry) => entry.date >= '2026-04-20' && entry.date <= '2026-05-19'),
    ).toBe(true);
    const [replaced, last] = runInWorker.mock.calls.slice(-2);
    expect(replaced![1]?.signal?.aborted).toBe(true);
    expect(last![1]?.signal?.aborted).toBe(false);
    expect(replaced![0].seed).not.toBe(last![0].seed);
  });
});

describe('start calculation: failures never stay Processing', () => {
  it('marks a worker that times out Failed with the reason', async () => {
    const { sftd } = await setUpShift(2);
    // The worker's own timeout is the engine's to test (worker/runInWorker.test.ts, on a task that never answers): a
    // real run with a 1 ms limit can answer first on a warm worker, so the API is given the timeout as the worker
    // reports it.
    runInWorker.mockImplementationOnce(() =>
      Promise.reject(
        new RosterWorkerError('TIMEOUT', 'Roster calculation timed out after 1 ms; the worker was stopped'),
      ),
    );
    const { roster_ref } = await start(sftd, '2026-04-01');
    await settled(roster_ref);
    expect(await status(sftd, roster_ref)).toMatchObject({
      status: 'OK',
      roster: {
        roster_status: 'Failed',
        failure_reason: 'Roster calculation timed out after 1 ms; the worker was stopped',
      },
    });
    expect(rosterOf(roster_ref).result).toBeNull();
    // A failed roster still holds its period; a recalculation replaces it.
    expect((await start(sftd, '2026-04-01')).status).toBe('ROSTER_ALREADY_CREATED');
    runInWorker.mockImplementationOnce(() =>
      Promise.reject(new RosterWorkerError('CRASHED', 'Roster worker crashed: out of memory')),
    );
    expect((await start(sftd, '2026-04-01', { recalculate: 1, roster_ref })).status).toBe('OK');
    await settled(roster_ref);
    expect(rosterOf(roster_ref)).toMatchObject({
      status: 'Failed',
      failure_reason: 'Roster worker crashed: out of memory',
      calculation: 2,
    });
    expect((await start(sftd, '2026-04-01', { recalculate: 1, roster_ref })).status).toBe('OK');
    await settled(roster_ref);
    expect(rosterOf(roster_ref)).toMatchObject({ status: 'Successful', failure_reason: '', calculation: 3 });
  });

  it('marks the rosters a restart interrupted Failed', async () => {
    const { sftd } = await setUpShift(2);
    const record = { ...processingRoster({ id: 7, rstd: 'interrupted01', app_id: demo.app.appId, std: SITE, sftd }) };
    await addRecord(ctx.server, 'rosters', record);
    await addRecord(ctx.server, 'rosters', {
      ...record,
      id: 8,
      rstd: 'finished0001',
      status: 'Successful',
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      finished_at: '2026-03-01T07:01:00.000Z',
    });
    const restarted = createServer(ctx.server.sameStore());
    try {
      await restarted.start();
      const expected = {
        status: 'Failed',
        failure_reason: INTERRUPTED_REASON,
        finished_at: '2026-03-01T08:00:00.000Z',
      };
      expect(ctx.server.readDb().rosters[0]).toMatchObject(expected);
      expect(ctx.server.readDb().rosters[1]).toMatchObject({ status: 'Successful', failure_reason: '' });
      expect(INTERRUPTED_REASON).toBe('The server restarted during the calculation');
    } finally {
      // Its timers (the settling rounds) stop with it, not after the file's end.
      await restarted.close();
    }
  });
});

describe('rights', () => {
  it('lets the operations manager start on their own site only, and Sipho (right 10) read but not start', async () => {
    const { sftd } = await setUpShift(2);
    const started = await start(sftd, '2026-04-01', {}, 'ops');
    expect(started.status).toBe('OK');
    expect(rosterOf(started.roster_ref).created_by).toBe(demo.ops.name);
    expect(await start(sftd, '2026-05-01', {}, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await settled(started.roster_ref);
    expect((await periods(sftd, 'group')).roster_period).toHaveLength(1);
    expect((await status(sftd, started.roster_ref, 'group')).roster.roster_status).toBe('Successful');
    expect(await status(sftd, 'unknown', 'group')).toEqual({ status: 'ROSTER_NOT_FOUND' });
    expect(await periods('unknown')).toEqual({ status: 'INVALID_SHIFT_DETAILS' });

    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    const other = (await call(Paths.shifts.add, shiftPayload('Night', sd))).sftd as string;
    expect(await start(other, '2026-04-01', { std: sd }, 'ops')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await periods(other, 'ops', sd)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await status(other, started.roster_ref, 'ops', sd)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await periods(other, 'admin', sd)).toEqual({ status: 'OK', roster_period: [] });
    // Without a session.
    expect((await ctx.server.call(R.startCalculation, { std: SITE, sftd, start_date: '2026-04-01' })).body).toEqual({
      status: 'INVALID',
    });
  });
});

describe('available rosters', () => {
  const list = (fields: Record<string, unknown> = {}, who: DemoUser = 'admin') =>
    call(
      R.available,
      { clntd: demo.clients.acmeRetail.cntd, std: '', filter_by: 1, dt_start: '', dt_end: '', ...fields },
      who,
    );

  it('lists the client’s rosters, newest calculation first, all or by period, in the user’s scope', async () => {
    const { sftd } = await setUpShift(2);
    const releases = [holdNextCalculation(), holdNextCalculation()];
    const april = (await start(sftd, '2026-04-01')).roster_ref as string;
    ctx.server.clock.advance(120);
    const may = (await start(sftd, '2026-05-01', {}, 'ops')).roster_ref as string;
    // A roster of another site of the client, started by a manager there (written as the calculation would).
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    const night = (await call(Paths.shifts.add, shiftPayload('Night', sd))).sftd as string;
    await addRecord(ctx.server, 'rosters', {
      ...rosterOf(april),
      id: 99,
      rstd: 'hatfield0001',
      std: sd,
      sftd: night,
      start_date: '2026-06-01',
      end_date: '2026-06-30',
      status: 'Failed',
      failure_reason: 'Roster calculation failed: no',
      started_at: '2026-02-01T10:30:00.000Z',
      created_by: 'Someone Else',
    });
    const aprilCard = {
      rstd: april,
      std: SITE,
      sftd,
      site_name: demo.site.name,
      shift_name: 'Day',
      period: '01 Apr 2026 - 30 Apr 2026',
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      start_cal_time: '2026-03-01 08:00',
      created_by: demo.admin.name,
      status: 'Processing',
      publish_state: 'Draft',
    };
    const mayCard = {
      ...aprilCard,
      rstd: may,
      period: '01 May 2026 - 31 May 2026',
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      start_cal_time: '2026-03-01 08:02',
      created_by: demo.ops.name,
    };
    const hatfieldCard = {
      ...aprilCard,
      rstd: 'hatfield0001',
      std: sd,
      sftd: night,
      site_name: 'Hatfield',
      shift_name: 'Night',
      period: '01 Jun 2026 - 30 Jun 2026',
      start_date: '2026-06-01',
      end_date: '2026-06-30',
      start_cal_time: '2026-02-01 10:30',
      created_by: 'Someone Else',
      status: 'Failed',
    };
    expect(await list()).toEqual({ status: 'OK', roster: [mayCard, aprilCard, hatfieldCard] });
    expect(await list({ std: sd })).toEqual({ status: 'OK', roster: [hatfieldCard] });
    expect(await list({ filter_by: 2, dt_start: '2026-04-30', dt_end: '2026-05-02' })).toEqual({
      status: 'OK',
      roster: [mayCard, aprilCard],
    });
    expect(await list({ filter_by: 2, dt_start: '2026-05-15', dt_end: '2026-06-01' })).toEqual({
      status: 'OK',
      roster: [mayCard, hatfieldCard],
    });
    expect(await list({ filter_by: 2, dt_start: '2026-07-01', dt_end: '2026-07-31' })).toEqual({
      status: 'OK',
      roster: [],
    });
    // The operations manager of Pretoria Central sees its rosters only.
    expect(await list({}, 'ops')).toEqual({ status: 'OK', roster: [mayCard, aprilCard] });
    expect(await list({ std: sd }, 'ops')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    // Sipho's rights 10 and 14 open the list of the sites his group may view (Pretoria Central).
    expect(await list({}, 'group')).toEqual({ status: 'OK', roster: [mayCard, aprilCard] });
    expect(await list({ std: sd }, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    // Another client, an unknown one.
    expect(await list({ clntd: demo.clients.highveld.cntd })).toEqual({ status: 'OK', roster: [] });
    expect(await list({ clntd: 'unknown' })).toEqual({ status: 'OK', roster: [] });
    releases.forEach((release) => release());
    await Promise.all([settled(april), settled(may)]);
    expect((await list()).roster.map((card: { status: string }) => card.status)).toEqual([
      'Successful',
      'Successful',
      'Failed',
    ]);
  });

  it('requires both period dates with the Period filter', async () => {
    expect(await list({ filter_by: 2, dt_start: '2026-04-01' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { dt_end: 'Period date is required' },
    });
    expect(await list({ filter_by: 2, dt_end: '2026-04-01' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { dt_start: 'Period date is required' },
    });
    expect(await list({ clntd: '' })).toEqual({ status: 'VALIDATION_ERROR', errors: { clntd: 'Select client' } });
    // A user without any roster right.
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 1, right_id: 1 }];
      },
      { reading: ['user_groups'] },
    );
    expect(await list({}, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });
});
