/**
 * The kiosk and clock calls over HTTP, on the published week roster of a new demo-site shift
 * (attendanceFixtures.ts: 06:00-12:00, Thabo on Mon 7, Tue 8, Wed 9 and Fri 11 Dec 2026): whom the
 * kiosk may clock; a clock-in for the rostered shift (on time or late) makes the day present at
 * once; a clock-out belongs to the clock-in's shift; a record sent again is kept once; refused
 * employees and times; who may run the kiosk; and the absences decided once shifts have ended,
 * as the employee list's P, A and Perf show them.
 */
import { Contract, Paths } from '../../contract';
import { NO_SESSION, demo, demoSessions, useDemoServer } from '../../testing/harness';
import { removeRecords } from '../../testing/removeRecords';
import { clockPayload, clockedWeek, instantOf, setGroupTimesheet, setSiteTime, SITE } from './attendanceFixtures';
import { changeEmployee } from '../../testing/changeEmployee';

const ctx = useDemoServer('admin');
const p = Paths.attendance;

const figuresOf = async (emd: string, session: Parameters<typeof ctx.call>[2]) => {
  const employee = ctx.server.readDb().employees.find((candidate) => candidate.emd === emd)!;
  const srch_word = `${employee.name} ${employee.surname}`;
  const list = await ctx.call(Paths.employees.list, { flt: 4, pg: 1, srch_word }, session);
  const row = list.employees.find((employee: { emd: string }) => employee.emd === emd);
  return { P: row.days_present, A: row.days_absent, Perf: row.perfomance };
};

describe('the kiosk', () => {
  it('lists the site and its active employees on shifts, by name', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    await changeEmployee(ctx.server, demo.app.appId, emds[5]!, { user_status: 10 });
    const kiosk = await ctx.call(p.kiosk, { std: SITE }, sessions.admin);
    expect(kiosk.status).toBe('OK');
    expect(kiosk.site).toEqual({ sd: SITE, name: demo.site.name });
    expect(kiosk.employees.map((row: { empd: string }) => row.empd).sort()).toEqual(emds.slice(0, 5).sort());
    const names = kiosk.employees.map((row: { name: string; surname: string }) => `${row.name} ${row.surname}`);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const thabo = ctx.server.readDb().employees.find((employee) => employee.emd === emds[0])!;
    expect(kiosk.employees).toContainEqual({
      empd: thabo.emd,
      name: thabo.name,
      surname: thabo.surname,
      employee_number: thabo.employee_number,
      clocked_in: 0,
      descriptors: [],
    });
  });

  it("gives each employee's face descriptors, to recognise them by", async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const descriptors = [Array.from({ length: 128 }, (_, index) => index / 1000)];
    expect((await ctx.call(Paths.face.descriptors, { empd: emds[2], descriptors }, sessions.admin)).status).toBe('OK');
    const kiosk = await ctx.call(p.kiosk, { std: SITE }, sessions.admin);
    const rows = kiosk.employees as { empd: string; descriptors: number[][] }[];
    expect(rows.find((row) => row.empd === emds[2])?.descriptors).toEqual(descriptors);
    expect(rows.filter((row) => row.descriptors.length > 0)).toHaveLength(1);
  });

  it('tells who is clocked in: their latest record at the site a clock-in of the last 16 hours', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const clockedIn = async () =>
      (await ctx.call(p.kiosk, { std: SITE }, sessions.admin)).employees
        .filter((row: { clocked_in: number }) => row.clocked_in === 1)
        .map((row: { empd: string }) => row.empd);
    setSiteTime(ctx.server, '2026-12-07T06:00');
    await ctx.call(p.clock, clockPayload(emds[0]!, 'in', '2026-12-07T06:00'), sessions.admin);
    await ctx.call(p.clock, clockPayload(emds[1]!, 'in', '2026-12-07T06:00'), sessions.admin);
    await ctx.call(p.clock, clockPayload(emds[1]!, 'out', '2026-12-07T06:00'), sessions.admin);
    expect(await clockedIn()).toEqual([emds[0]]);
    setSiteTime(ctx.server, '2026-12-07T22:00');
    expect(await clockedIn()).toEqual([emds[0]]);
    setSiteTime(ctx.server, '2026-12-07T22:01');
    expect(await clockedIn()).toEqual([]);
  });

  it('lists the sites whose timesheet the user may see, with isCreate and their shifts', async () => {
    const { sftd, shiftName, sessions } = await clockedWeek(ctx.server);
    const sites = async (session: typeof sessions.admin) => (await ctx.call(p.sites, {}, session)).sites;
    const site = (isCreate: 0 | 1) => ({ sd: SITE, name: demo.site.name, isCreate });
    expect(await sites(sessions.admin)).toEqual([expect.objectContaining(site(1))]);
    expect((await sites(sessions.admin))[0].shifts).toContainEqual({ sftd, name: shiftName, deleted: 0 });
    expect(await sites(sessions.ops)).toEqual([expect.objectContaining(site(1))]);
    expect(await sites(sessions.group)).toEqual([]);
    await setGroupTimesheet(ctx.server, { isCreate: 0, isView: 1 });
    expect(await sites(sessions.group)).toEqual([expect.objectContaining(site(0))]);
    await setGroupTimesheet(ctx.server, { isCreate: 1, isView: 1 });
    expect(await sites(sessions.group)).toEqual([expect.objectContaining(site(1))]);
  });

  it("answers 'Select site' for a site the app does not have", async () => {
    expect(await ctx.call(p.kiosk, { std: 'noSuchSite000001' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
    expect((await ctx.call(p.kiosk, {})).errors).toEqual({ std: 'Select site' });
  });

  it('opens for the timesheet isCreate of the site: admins, its operations manager, a group with it', async () => {
    const { sessions } = await clockedWeek(ctx.server);
    expect((await ctx.call(p.kiosk, { std: SITE }, sessions.ops)).status).toBe('OK');
    expect(await ctx.call(p.kiosk, { std: SITE }, sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await setGroupTimesheet(ctx.server, { isCreate: 0, isView: 1 });
    expect(await ctx.call(p.kiosk, { std: SITE }, sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await setGroupTimesheet(ctx.server, { isCreate: 1, isView: 1 });
    expect((await ctx.call(p.kiosk, { std: SITE }, sessions.group)).status).toBe('OK');
    // The roster access of the site is not the timesheet's.
    await setGroupTimesheet(ctx.server, null);
    expect(await ctx.call(p.kiosk, { std: SITE }, sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await ctx.server.call(p.kiosk, { std: SITE }, NO_SESSION)).body).toEqual({ status: 'INVALID' });
  });
});

describe('a clock record', () => {
  it('clocks in for the rostered shift, on time, and makes the day present at once', async () => {
    const { emds, sftd, shiftName, sessions } = await clockedWeek(ctx.server);
    const thabo = emds[0]!;
    setSiteTime(ctx.server, '2026-12-07T05:58');
    const payload = clockPayload(thabo, 'in', '2026-12-07T05:58');
    const answer = await ctx.callTyped(Contract.attendance.clock, payload, sessions.admin);
    expect(answer).toEqual({
      status: 'OK',
      clock: { ref: payload.ref, kind: 'in', at: '2026-12-07T05:58', sftd, shift: shiftName, late: 0 },
    });
    const stored = ctx.server.readDb().clock_records;
    expect(stored).toEqual([
      expect.objectContaining({
        ref: payload.ref,
        app_id: demo.app.appId,
        std: SITE,
        emd: thabo,
        sftd,
        kind: 'in',
        at: '2026-12-07T05:58',
        instant: '2026-12-07T03:58:00.000Z',
        offset_minutes: 120,
        method: 'face',
        by_user: demo.admin.id,
      }),
    ]);
    const day = ctx.server.readDb().attendance.filter((record) => record.emd === thabo && record.day === '2026-12-07');
    expect(day).toEqual([expect.objectContaining({ present: 1, source: 'clock', std: SITE, sftd })]);
  });

  it('tells a clock-in more than 5 minutes after the start late, and a clock-out belongs to its shift', async () => {
    const { emds, sftd, sessions } = await clockedWeek(ctx.server);
    setSiteTime(ctx.server, '2026-12-07T12:00');
    const clock = (kind: 'in' | 'out', at: string) =>
      ctx.call(p.clock, clockPayload(emds[1]!, kind, at), sessions.admin);
    expect((await clock('in', '2026-12-07T06:05')).clock).toMatchObject({ late: 0, sftd });
    expect((await clock('in', '2026-12-07T06:06')).clock).toMatchObject({ late: 1, sftd });
    expect((await clock('out', '2026-12-07T11:50')).clock).toMatchObject({ kind: 'out', late: 0, sftd });
  });

  it('keeps a record sent again once, answering as the first time', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const payload = clockPayload(emds[0]!, 'in', '2026-12-07T06:20');
    setSiteTime(ctx.server, '2026-12-07T06:20');
    const first = await ctx.call(p.clock, payload, sessions.admin);
    expect(first.clock.late).toBe(1);
    setSiteTime(ctx.server, '2026-12-07T09:00');
    expect(await ctx.call(p.clock, payload, sessions.admin)).toEqual(first);
    expect(ctx.server.readDb().clock_records).toHaveLength(1);
  });

  it('keeps one record of a clock-in sent twice at once (a kiosk retrying before the answer came)', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    setSiteTime(ctx.server, '2026-12-07T06:02');
    const payload = clockPayload(emds[0]!, 'in', '2026-12-07T06:02');
    const replies = await Promise.all([0, 1, 2].map(() => ctx.call(p.clock, payload, sessions.admin)));
    expect(replies.map((reply) => reply.status)).toEqual(['OK', 'OK', 'OK']);
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    const db = ctx.server.readDb();
    expect(db.clock_records.filter((record) => record.ref === payload.ref)).toHaveLength(1);
    expect(db.attendance.filter((day) => day.emd === emds[0] && day.day === '2026-12-07')).toHaveLength(1);
  });

  it('takes a clock-in no rostered shift takes as unrostered: no shift, no attendance day', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    setSiteTime(ctx.server, '2026-12-10T07:00');
    // Thabo is not rostered on Thursday.
    const answer = await ctx.call(p.clock, clockPayload(emds[0]!, 'in', '2026-12-10T07:00'), sessions.admin);
    expect(answer.clock).toMatchObject({ sftd: '', shift: '', late: 0 });
    expect(ctx.server.readDb().attendance.filter((record) => record.day === '2026-12-10')).toEqual([]);
  });

  it('refuses an employee who is not on a shift of the site, or is deactivated', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    setSiteTime(ctx.server, '2026-12-07T06:00');
    const elsewhere = ctx.server
      .readDb()
      .employees.find((employee) => employee.app_id === demo.app.appId && !emds.includes(employee.emd))!;
    const refused = { status: 'EMPLOYEE_DOES_NOT_EXIST' };
    expect(await ctx.call(p.clock, clockPayload(elsewhere.emd, 'in', '2026-12-07T06:00'), sessions.admin)).toEqual(
      refused,
    );
    await changeEmployee(ctx.server, demo.app.appId, emds[0]!, { user_status: 10 });
    expect(await ctx.call(p.clock, clockPayload(emds[0]!, 'in', '2026-12-07T06:00'), sessions.admin)).toEqual(refused);
    expect(ctx.server.readDb().clock_records).toEqual([]);
  });

  it("refuses times that are not one moment, ahead of the API's clock or over 7 days old: 'Invalid clock time'", async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    setSiteTime(ctx.server, '2026-12-09T12:00');
    const invalid = { status: 'VALIDATION_ERROR', errors: { instant: 'Invalid clock time' } };
    const clock = (at: string, instant: string) =>
      ctx.call(p.clock, clockPayload(emds[0]!, 'in', at, { instant }), sessions.admin);
    // Wall time 15 hours from the instant: no place on earth.
    expect(await clock('2026-12-09T06:00', '2026-12-08T15:00:00.000Z')).toEqual(invalid);
    expect(await clock('2026-12-09T12:06', instantOf('2026-12-09T12:06'))).toEqual(invalid);
    expect(await clock('2026-12-02T11:59', instantOf('2026-12-02T11:59'))).toEqual(invalid);
    // A record 5 minutes ahead, and one the offline queue kept for 6 days, are taken.
    expect((await clock('2026-12-09T12:05', instantOf('2026-12-09T12:05'))).status).toBe('OK');
    expect((await clock('2026-12-03T12:00', instantOf('2026-12-03T12:00'))).status).toBe('OK');
  });

  it('answers VALIDATION_ERROR with the field messages for a malformed record', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const errors = async (fields: object) =>
      (await ctx.call(p.clock, { ...clockPayload(emds[0]!, 'in', '2026-12-07T05:30'), ...fields }, sessions.admin))
        .errors;
    expect(await errors({ kind: 'lunch' })).toEqual({ kind: 'Select clock in or clock out' });
    expect(await errors({ at: '2026-12-07 05:30' })).toEqual({ at: 'Invalid clock time' });
    expect(await errors({ at: '2026-12-32T05:30' })).toEqual({ at: 'Invalid clock time' });
    expect(await errors({ at: '2026-12-07T24:00' })).toEqual({ at: 'Invalid clock time' });
    expect(await errors({ instant: 'yesterday' })).toEqual({ instant: 'Invalid clock time' });
    expect(await errors({ method: 'pin' })).toEqual({ method: 'Select face or employee number' });
    expect(await errors({ ref: 'short' })).toEqual({ ref: 'Invalid clock record' });
    expect(await errors({ ref: 'has spaces in it' })).toEqual({ ref: 'Invalid clock record' });
    expect(await errors({ photo: 'data:image/png;base64,AAAA' })).toEqual({ photo: 'Invalid clock photo' });
    expect(await errors({ photo: `data:image/jpeg;base64,${'A'.repeat(40_000)}` })).toEqual({
      photo: 'Invalid clock photo',
    });
    expect(await errors({ empd: '' })).toEqual({ empd: 'Select valid employee' });
    expect(ctx.server.readDb().clock_records).toEqual([]);
  });

  it('needs the timesheet isCreate of the site', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const payload = clockPayload(emds[0]!, 'in', '2026-12-07T05:30');
    expect(await ctx.call(p.clock, payload, sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await setGroupTimesheet(ctx.server, { isCreate: 0, isView: 1 });
    expect(await ctx.call(p.clock, payload, sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await setGroupTimesheet(ctx.server, { isCreate: 1, isView: 1 });
    expect((await ctx.call(p.clock, payload, sessions.group)).status).toBe('OK');
    expect((await ctx.call(p.clock, { ...payload, ref: 'ops-clock-0001' }, sessions.ops)).status).toBe('OK');
  });
});

describe('attendance from clocking', () => {
  it('decides absences once shifts end, and the employee list shows P, A and Perf from them', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const [thabo, second] = emds as [string, string];
    // Their seeded days (up to 20 Nov, inside the figures' 30 days) out of the way: only clocking counts.
    await removeRecords(ctx.server, 'attendance', (record) => record.emd === thabo || record.emd === second);
    // Monday: Thabo clocks in and out; the second employee (also rostered Monday) does not come.
    setSiteTime(ctx.server, '2026-12-07T06:00');
    await ctx.call(p.clock, clockPayload(thabo, 'in', '2026-12-07T06:00'), sessions.admin);
    // Before the shift ends nothing is decided for the second employee.
    expect(await ctx.server.api.settleAttendance()).toBe(0);
    setSiteTime(ctx.server, '2026-12-07T12:01');
    await ctx.call(p.clock, clockPayload(thabo, 'out', '2026-12-07T12:01'), sessions.admin);
    expect(await ctx.server.api.settleAttendance()).toBeGreaterThan(0);
    const monday = ctx.server.readDb().attendance.filter((record) => record.day === '2026-12-07');
    expect(monday.find((record) => record.emd === thabo)).toMatchObject({ present: 1, source: 'clock' });
    expect(monday.find((record) => record.emd === second)).toMatchObject({ present: 0, source: 'clock' });
    // Settled days are not written again.
    expect(await ctx.server.api.settleAttendance()).toBe(0);
    // Tuesday: Thabo does not come either.
    setSiteTime(ctx.server, '2026-12-08T13:00');
    await ctx.server.api.settleAttendance();
    const { admin } = await demoSessions(ctx.server);
    expect(await figuresOf(thabo, admin)).toEqual({ P: 1, A: 1, Perf: 50 });
    expect(await figuresOf(second, admin)).toEqual({ P: 0, A: 2, Perf: 0 });
  });

  it('leaves the days of sites nobody clocks at as they were', async () => {
    await clockedWeek(ctx.server);
    setSiteTime(ctx.server, '2026-12-13T13:00');
    const before = ctx.server.readDb().attendance;
    expect(await ctx.server.api.settleAttendance()).toBe(0);
    expect(ctx.server.readDb().attendance).toEqual(before);
  });
});
