/**
 * The timesheet and its approvals over HTTP, on the published week roster of a new demo-site shift
 * (attendanceFixtures.ts: 06:00-12:00, Thabo on Mon 7, Tue 8, Wed 9 and Fri 11 Dec 2026): rostered
 * against clocked minutes with the exceptions; a manager's approval with its reason and audit trail,
 * which the day's attendance follows and clocking no longer changes; bad periods and approvals; who
 * may read and who may approve.
 */
import { Contract, Paths } from '../../contract';
import { demo, useDemoServer } from '../../testing/harness';
import { SITE, clockPayload, clockedWeek, setGroupTimesheet, setSiteTime } from './attendanceFixtures';
import { storedRoster } from '../../testing/editRosters';

const ctx = useDemoServer('admin');
const p = Paths.attendance;
const WEEK = { start_date: '2026-12-07', end_date: '2026-12-13' };

describe('the roster summary', () => {
  it("gives a Published roster's attendance from clocking: the days so far and the hours worked", async () => {
    const { emds, sftd, sessions } = await clockedWeek(ctx.server);
    const rstd = ctx.server.readDb().rosters.find((roster) => roster.sftd === sftd)!.rstd;
    setSiteTime(ctx.server, '2026-12-07T06:10');
    await ctx.call(p.clock, clockPayload(emds[0]!, 'in', '2026-12-07T06:10'), sessions.admin);
    setSiteTime(ctx.server, '2026-12-07T12:00');
    await ctx.call(p.clock, clockPayload(emds[0]!, 'out', '2026-12-07T12:00'), sessions.admin);
    setSiteTime(ctx.server, '2026-12-07T13:00');
    const summary = await ctx.call(Paths.rosters.summary, { shftd: sftd, std: SITE, rstd }, sessions.admin);
    const rostered = (await storedRoster(ctx.server, rstd))!.result!.assignments;
    const monday = rostered.filter((assignment) => assignment.date === '2026-12-07').length;
    expect(summary.attendance).toEqual({
      present: 1,
      absent: monday - 1,
      late: 1,
      early_leave: 0,
      missing_out: 0,
      expected: rostered.length - monday,
      worked_minutes: 350,
      rostered_minutes: rostered.length * 360,
    });
  });
});

describe('the timesheet', () => {
  it('shows rostered against clocked minutes per employee and day, with what is out of the ordinary', async () => {
    const { emds, sftd, shiftName, sessions } = await clockedWeek(ctx.server);
    const thabo = emds[0]!;
    const clock = async (kind: 'in' | 'out', at: string) => {
      setSiteTime(ctx.server, at);
      expect((await ctx.call(p.clock, clockPayload(thabo, kind, at), sessions.admin)).status).toBe('OK');
    };
    await clock('in', '2026-12-07T06:10');
    await clock('out', '2026-12-07T11:40');
    // Thursday is not his day: unrostered, still clocked in at 08:00.
    await clock('in', '2026-12-10T07:00');
    setSiteTime(ctx.server, '2026-12-10T08:00');
    const sheet = await ctx.callTyped(Contract.attendance.timesheet, { std: SITE, sftd, ...WEEK }, sessions.admin);
    if (sheet.status !== 'OK') throw new Error(`timesheet answered ${sheet.status}`);
    expect(sheet.site).toEqual({ sd: SITE, name: demo.site.name });
    expect(sheet.shift).toEqual({ sftd, name: shiftName, start_time: '06:00', end_time: '12:00' });
    expect(sheet).toMatchObject(WEEK);
    const row = sheet.employees.find((employee) => employee.empd === thabo)!;
    const brief = row.days.map((day) => [
      day.date,
      day.status,
      day.rostered_minutes,
      day.worked_minutes,
      `${day.late}${day.early_leave}${day.missing_out}`,
    ]);
    expect(brief).toEqual([
      ['2026-12-07', 'present', 360, 330, '110'],
      ['2026-12-08', 'absent', 360, 0, '000'],
      ['2026-12-09', 'absent', 360, 0, '000'],
      ['2026-12-10', 'unrostered', 0, 60, '000'],
      ['2026-12-11', 'expected', 360, 0, '000'],
    ]);
    expect(row.days[0]).toMatchObject({ first_in: '2026-12-07T06:10', last_out: '2026-12-07T11:40', approval: null });
    // Every rostered employee has a row, by name.
    expect(sheet.employees.map((employee) => employee.empd).sort()).toEqual([...emds].sort());
    const names = sheet.employees.map((employee) => `${employee.name} ${employee.surname}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps every approval of a day with its reason; the newest counts, and the day follows it', async () => {
    const { emds, sftd, sessions } = await clockedWeek(ctx.server);
    const thabo = emds[0]!;
    // Nobody has clocked at the site yet: its wall clock is taken as UTC, 15:00 here.
    setSiteTime(ctx.server, '2026-12-08T17:00');
    const approve = (worked_minutes: number, reason: string) =>
      ctx.call(p.approve, { std: SITE, sftd, empd: thabo, date: '2026-12-08', worked_minutes, reason }, sessions.admin);
    const first = await approve(360, 'Worked at the gate: the kiosk was down');
    expect(first).toEqual({
      status: 'OK',
      approval: {
        minutes: 360,
        reason: 'Worked at the gate: the kiosk was down',
        by: demo.admin.name,
        at: '2026-12-08T15:00:00.000Z',
      },
    });
    ctx.server.clock.advance(60);
    expect((await approve(300, 'Left an hour early')).approval.minutes).toBe(300);
    const sheet = await ctx.call(p.timesheet, { std: SITE, sftd, ...WEEK }, sessions.admin);
    const day = sheet.employees
      .find((employee: { empd: string }) => employee.empd === thabo)
      .days.find((one: { date: string }) => one.date === '2026-12-08');
    expect(day.status).toBe('absent');
    expect(day.approval).toMatchObject({ minutes: 300, reason: 'Left an hour early' });
    expect(day.history.map((one: { minutes: number }) => one.minutes)).toEqual([300, 360]);
    // The day is present now, and clocking (which saw no clock-in) does not change it back.
    const attendance = () => ctx.server.readDb().attendance.filter((r) => r.emd === thabo && r.day === '2026-12-08');
    expect(attendance()).toEqual([expect.objectContaining({ present: 1, source: 'timesheet', sftd })]);
    setSiteTime(ctx.server, '2026-12-08T13:00');
    await ctx.call(p.clock, clockPayload(emds[1]!, 'in', '2026-12-08T06:00'), sessions.admin);
    await ctx.server.api.settleAttendance();
    expect(attendance()).toEqual([expect.objectContaining({ present: 1, source: 'timesheet' })]);
    // Approving 0 minutes makes the day absent.
    await approve(0, 'Did not come after all');
    expect(attendance()).toEqual([expect.objectContaining({ present: 0, source: 'timesheet' })]);
  });

  it('refuses a period over 31 days or ending before it starts, and a shift the site does not have', async () => {
    const { sftd, sessions } = await clockedWeek(ctx.server);
    const errors = async (fields: object) =>
      (await ctx.call(p.timesheet, { std: SITE, sftd, ...WEEK, ...fields }, sessions.admin)).errors;
    expect(await errors({ end_date: '2027-01-07' })).toEqual({ end_date: 'Select a period of 1 to 31 days' });
    expect(await errors({ end_date: '2026-12-06' })).toEqual({ end_date: 'Select a period of 1 to 31 days' });
    expect(await errors({ start_date: '2026-13-01' })).toEqual({ start_date: 'Select valid date' });
    expect(
      (await ctx.call(p.timesheet, { std: SITE, sftd, ...WEEK, end_date: '2027-01-06' }, sessions.admin)).status,
    ).toBe('OK');
    expect(await ctx.call(p.timesheet, { std: SITE, sftd: 'noSuchShift00001', ...WEEK }, sessions.admin)).toEqual({
      status: 'INVALID_SHIFT_DETAILS',
    });
  });

  it('refuses an approval without minutes 0 to 1440 and a reason of 3 to 300 characters, or of nobody', async () => {
    const { emds, sftd, sessions } = await clockedWeek(ctx.server);
    const payload = { std: SITE, sftd, empd: emds[0], date: '2026-12-08', worked_minutes: 60, reason: 'Checked' };
    const errors = async (fields: object) =>
      (await ctx.call(p.approve, { ...payload, ...fields }, sessions.admin)).errors;
    expect(await errors({ worked_minutes: 1441 })).toEqual({ worked_minutes: 'Enter the minutes worked, 0 to 1440' });
    expect(await errors({ worked_minutes: 1.5 })).toEqual({ worked_minutes: 'Enter the minutes worked, 0 to 1440' });
    expect(await errors({ reason: ' ok ' })).toEqual({ reason: 'Give a reason of 3 to 300 characters' });
    expect(await errors({ reason: 'x'.repeat(301) })).toEqual({ reason: 'Give a reason of 3 to 300 characters' });
    expect(await ctx.call(p.approve, { ...payload, empd: 'noSuchEmployee1' }, sessions.admin)).toEqual({
      status: 'EMPLOYEE_DOES_NOT_EXIST',
    });
    expect(await ctx.call(p.approve, { ...payload, sftd: 'noSuchShift00001' }, sessions.admin)).toEqual({
      status: 'INVALID_SHIFT_DETAILS',
    });
    expect(ctx.server.readDb().timesheet_approvals).toEqual([]);
  });

  it('opens to the timesheet isView of the site, and its approvals to isCreate', async () => {
    const { emds, sftd, sessions } = await clockedWeek(ctx.server);
    const read = (session = sessions.group) => ctx.call(p.timesheet, { std: SITE, sftd, ...WEEK }, session);
    const approve = (session = sessions.group) =>
      ctx.call(
        p.approve,
        { std: SITE, sftd, empd: emds[0], date: '2026-12-08', worked_minutes: 60, reason: 'Seen' },
        session,
      );
    const refused = { status: 'INVALID_USER_RIGHTS' };
    expect(await read()).toEqual(refused);
    expect(await approve()).toEqual(refused);
    await setGroupTimesheet(ctx.server, { isCreate: 0, isView: 1 });
    expect((await read()).status).toBe('OK');
    expect(await approve()).toEqual(refused);
    await setGroupTimesheet(ctx.server, { isCreate: 1, isView: 1 });
    expect((await approve()).status).toBe('OK');
    expect((await read(sessions.ops)).status).toBe('OK');
    expect((await approve(sessions.ops)).status).toBe('OK');
  });
});
