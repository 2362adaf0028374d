/**
 * My availability over HTTP (issue 31), on the published week roster of a new demo-site shift
 * (attendanceFixtures.ts: 7-13 Dec 2026, Thabo, emds[0], on Mon, Tue, Wed and Fri; today is Mon 7):
 * a change after the published week applies at once and reaches the engine's availability; a change
 * inside it waits for a manager, replaces what waited or is withdrawn; the app's setting makes every
 * change wait; past, far and foreign-shift changes are refused; a manager approves (the roster
 * re-planned on the days it frees) or declines.
 */
import { Contract, Paths } from '../../contract';
import { engineAvailability } from '../../roster-setup/availability';
import { demo, useDemoServer } from '../../testing/harness';
import { clockedWeek } from '../attendance/attendanceFixtures';
import { linkedEmployee } from './selfServiceFixtures';

const ctx = useDemoServer('admin');
const M = Paths.myTimes;
const R = Paths.requests;

type Availability = {
  unavailable_dates: string[];
  unavailable_days: string[];
  requests: { entry_date: string; work: 0 | 1; weight: number; sftd: string }[];
};
const NONE: Availability = { unavailable_dates: [], unavailable_days: [], requests: [] };

async function linkedThabo() {
  const week = await clockedWeek(ctx.server);
  const person = await linkedEmployee(ctx.server, week.sessions.admin, week.emds[0]!);
  const save = (availability: Availability) => ctx.call(M.availabilitySave, { availability }, person.session);
  return { ...week, person, thabo: week.emds[0]!, save };
}

const recordOf = (emd: string) =>
  // Read back from the store (on PostgreSQL the availability is a table of its own).
  ctx.server.readDb().employee_availability.find((one) => one.app_id === demo.app.appId && one.emd === emd);

describe('My availability', () => {
  it('applies a change after the published week at once, and the next calculation reads it', async () => {
    const { thabo, sftd, person, save } = await linkedThabo();
    const empty = await ctx.callTyped(Contract.myTimes.availability, {}, person.session);
    expect(empty).toMatchObject({
      status: 'OK',
      availability: NONE,
      published: [{ from_date: '2026-12-07', to_date: '2026-12-13' }],
      every_change_waits: 0,
      waiting: null,
      last_decided: null,
    });
    expect(empty.status === 'OK' && empty.shifts.map((one) => one.sftd)).toEqual([sftd]);
    const saved = await save({
      unavailable_dates: ['2026-12-21'],
      unavailable_days: [],
      requests: [{ entry_date: '2026-12-22', work: 0, weight: 6, sftd: '' }],
    });
    expect(saved).toMatchObject({ status: 'OK', applied: 2, waits: 0, waiting: null });
    expect(recordOf(thabo)).toMatchObject({
      unavailable_dates: ['2026-12-21'],
      requests: [{ entry_date: '2026-12-22', work: 0, weight: 6, sftd: '' }],
    });
    const engine = engineAvailability(ctx.server.readDb(), demo.app.appId, thabo, sftd, '2026-12-14', '2026-12-27');
    expect(engine).toMatchObject({
      unavailableDates: ['2026-12-21'],
      requests: [{ date: '2026-12-22', work: false, weight: 6 }],
    });
  });

  it('keeps a change inside the published week waiting, on top of what applies, until replaced or withdrawn', async () => {
    const { thabo, person, save, sftd } = await linkedThabo();
    const saved = await save({
      unavailable_dates: ['2026-12-10', '2026-12-21'],
      unavailable_days: ['fri'],
      requests: [{ entry_date: '2026-12-12', work: 1, weight: 4, sftd }],
    });
    expect(saved).toMatchObject({ status: 'OK', applied: 1, waits: 3 });
    expect(saved.availability).toEqual({
      unavailable_dates: ['2026-12-10', '2026-12-21'],
      unavailable_days: ['fri'],
      requests: [{ entry_date: '2026-12-12', work: 1, weight: 4, sftd }],
    });
    expect(saved.waiting.changes).toEqual([
      expect.objectContaining({ op: 'add', what: 'date', date: '2026-12-10' }),
      expect.objectContaining({ op: 'add', what: 'weekday', day: 'fri' }),
      expect.objectContaining({ op: 'add', what: 'request', date: '2026-12-12', work: 1, weight: 4, sftd }),
    ]);
    expect(saved.waiting.changes[2].shift_name).not.toBe('');
    // Only the change after the week applies.
    expect(recordOf(thabo)).toMatchObject({ unavailable_dates: ['2026-12-21'], unavailable_days: [], requests: [] });
    // Saved again with only Fridays: the waiting change is replaced, one request of the employee.
    const replaced = await save({ ...NONE, unavailable_dates: ['2026-12-21'], unavailable_days: ['fri'] });
    expect(replaced).toMatchObject({ applied: 0, waits: 1 });
    expect(replaced.waiting.rqd).toBe(saved.waiting.rqd);
    expect(replaced.waiting.changes).toEqual([expect.objectContaining({ what: 'weekday', day: 'fri' })]);
    // Saved as it applies: withdrawn, the decision kept.
    const withdrawn = await save({ ...NONE, unavailable_dates: ['2026-12-21'] });
    expect(withdrawn).toMatchObject({ applied: 0, waits: 0, waiting: null });
    expect(withdrawn.last_decided).toMatchObject({
      rqd: saved.waiting.rqd,
      state: 'cancelled',
      decisions: [expect.objectContaining({ action: 'cancelled' })],
    });
    // Availability changes are not time off.
    expect((await ctx.call(M.timeOff, {}, person.session)).requests).toEqual([]);
  });

  it('shows what waits from today on, once some of its days have gone by', async () => {
    const { person, save } = await linkedThabo();
    await save({ ...NONE, unavailable_dates: ['2026-12-08', '2026-12-10'] });
    ctx.server.clock.advance(2 * 24 * 3600);
    const later = await ctx.call(M.availability, {}, person.session);
    expect(later.availability.unavailable_dates).toEqual(['2026-12-10']);
    // Saved as shown: nothing refused for the day gone by.
    expect((await save(later.availability)).status).toBe('OK');
  });

  it('waits for every change when the app says so; only an admin says so', async () => {
    const { sessions, save } = await linkedThabo();
    for (const who of ['ops', 'group'] as const)
      expect(await ctx.call(R.settings, { every_change_waits: 1 }, sessions[who])).toEqual({
        status: 'INVALID_USER_RIGHTS',
      });
    expect(await ctx.call(R.settings, { every_change_waits: 2 }, sessions.admin)).toMatchObject({
      status: 'VALIDATION_ERROR',
    });
    expect(await ctx.call(R.settings, { every_change_waits: 1 }, sessions.admin)).toEqual({
      status: 'OK',
      every_change_waits: 1,
    });
    const listed = await ctx.call(R.list, { state: 'pending' }, sessions.admin);
    expect(listed).toMatchObject({ every_change_waits: 1, may_change_settings: 1 });
    expect(await ctx.call(R.list, { state: 'pending' }, sessions.ops)).toMatchObject({ may_change_settings: 0 });
    const saved = await save({ ...NONE, unavailable_dates: ['2026-12-21'] });
    expect(saved).toMatchObject({ applied: 0, waits: 1, every_change_waits: 1 });
  });

  it('refuses a past date, a date over two years ahead and a shift that is not theirs, keeping nothing', async () => {
    const { thabo, save } = await linkedThabo();
    expect(await save({ ...NONE, unavailable_dates: ['2026-12-06'] })).toEqual({ status: 'AVAILABILITY_IN_PAST' });
    expect(await save({ ...NONE, unavailable_dates: ['2029-01-10'] })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'availability.unavailable_dates[0]': expect.any(String) },
    });
    expect(
      await save({ ...NONE, requests: [{ entry_date: '2026-12-21', work: 1, weight: 5, sftd: 'not-mine' }] }),
    ).toEqual({ status: 'VALIDATION_ERROR', errors: { 'availability.requests[0].sftd': expect.any(String) } });
    expect(
      await save({
        ...NONE,
        unavailable_dates: ['2026-12-21'],
        requests: [{ entry_date: '2026-12-21', work: 1, weight: 5, sftd: '' }],
      }),
    ).toMatchObject({ status: 'VALIDATION_ERROR' });
    expect(recordOf(thabo)).toBeUndefined();
  });
});

describe("a manager's decision on an availability change", () => {
  it('lists it with the days it frees, approves it, and re-plans only those days', async () => {
    const { thabo, sftd, sessions, person, save } = await linkedThabo();
    const saved = await save({ ...NONE, unavailable_days: ['fri'] });
    const rqd = saved.waiting.rqd as string;
    const listed = await ctx.callTyped(Contract.requests.list, { state: 'pending' }, sessions.ops);
    if (listed.status !== 'OK') throw new Error(listed.status);
    expect(listed.requests).toEqual([
      expect.objectContaining({
        rqd,
        kind: 'availability',
        empd: thabo,
        changes: [expect.objectContaining({ what: 'weekday', day: 'fri' })],
        touches: [expect.objectContaining({ date: '2026-12-11', published: 1 })],
      }),
    ]);
    const impact = await ctx.callTyped(Contract.requests.impact, { rqd }, sessions.ops);
    expect(impact.status === 'OK' && impact.days.map((day) => day.date)).toEqual(['2026-12-11']);
    const decided = await ctx.call(R.decide, { rqd, decision: 'approve', reason: '' }, sessions.ops);
    expect(decided.request).toMatchObject({ kind: 'availability', state: 'approved' });
    expect(recordOf(thabo)).toMatchObject({ unavailable_days: ['fri'] });
    const roster = ctx.server.readDb().rosters.find((one) => one.sftd === sftd)!;
    const days = roster.result!.assignments.filter((one) => one.employeeId === thabo).map((one) => one.date);
    expect(days).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    expect(roster.last_changes).toMatchObject({ absent: thabo, from_date: '2026-12-11', to_date: '2026-12-11' });
    const inbox = await ctx.call(M.inbox, {}, person.session);
    expect(inbox.messages.map((one: { title: string }) => one.title)).toContain('Availability change approved');
    const mine = await ctx.call(M.availability, {}, person.session);
    expect(mine).toMatchObject({ availability: { unavailable_days: ['fri'] }, waiting: null });
    expect(mine.last_decided).toMatchObject({ rqd, state: 'approved' });
  });

  it('declines with a reason: nothing applies, the employee reads why', async () => {
    const { thabo, sessions, person, save } = await linkedThabo();
    const saved = await save({ ...NONE, unavailable_dates: ['2026-12-08'] });
    const rqd = saved.waiting.rqd as string;
    const declined = await ctx.call(R.decide, { rqd, decision: 'decline', reason: 'Audit day' }, sessions.admin);
    expect(declined.request).toMatchObject({ state: 'declined' });
    expect(recordOf(thabo)?.unavailable_dates ?? []).toEqual([]);
    const inbox = await ctx.call(M.inbox, {}, person.session);
    expect(inbox.messages[0]).toMatchObject({
      title: 'Availability change declined',
      text: expect.stringContaining('Audit day'),
    });
    expect((await ctx.call(M.availability, {}, person.session)).availability.unavailable_dates).toEqual([]);
  });
});
