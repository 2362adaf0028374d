/**
 * The employees' own calls over HTTP (issue 31), on the published week roster of a new demo-site
 * shift (attendanceFixtures.ts: 7-13 Dec 2026, Thabo, emds[0], on Mon, Tue, Wed and Fri): an
 * admin invites, the person signs up with the invited mobile and is linked; My Times shows their
 * Published days only; every admin call refuses them; time off is asked, kept once per ref,
 * cancelled; the inbox follows.
 */
import { Contract, Paths } from '../../contract';
import { demo, demoSessions, useDemoServer } from '../../testing/harness';
import { clockPayload, clockedWeek, setSiteTime } from '../attendance/attendanceFixtures';
import { parseFeed } from '../../calendar/testing/parseFeed';
import { invitationToken, linkedEmployee } from './selfServiceFixtures';
import { changeEmployee } from '../../testing/changeEmployee';
import { editRosters } from '../../testing/editRosters';

const ctx = useDemoServer('admin');
const M = Paths.myTimes;
const WEEK = { from_date: '2026-12-07', to_date: '2026-12-13' };

const timeOff = (from_date: string, to_date: string, ref: string) => ({
  from_date,
  to_date,
  reason: 'Family wedding',
  ref,
});

describe('an employee account', () => {
  it('is linked by signing up with the invited mobile, and answers the invitation as used after', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const accounts = await ctx.call(Paths.employeeAccounts.list, {}, sessions.admin);
    expect(accounts.accounts).toEqual([
      expect.objectContaining({ empd: emds[0], state: 'linked', account_name: 'Lerato Mokoena' }),
    ]);
    const token = await invitationToken(ctx.server, person.mobile);
    const visitor = await ctx.server.visitor();
    expect(await ctx.call(Paths.invitations.details, { token }, visitor)).toEqual({ status: 'INVITATION_USED' });
    const apps = await ctx.call(Paths.apps.userApps, {}, person.session);
    expect(JSON.stringify(apps.apps_owner)).toContain(demo.app.name);
    expect(await ctx.call(M.me, {}, person.session)).toMatchObject({
      status: 'OK',
      me: { empd: emds[0], app_name: demo.app.name, sms: { roster: 1, requests: 1 }, unread: 2 },
    });
  });

  it('texts every invitation sent, to each employee and again to the same one', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const texted = async (emd: string): Promise<string[]> => {
      const employee = ctx.server.readDb().employees.find((one) => one.emd === emd)!;
      const to = `27${employee.mobile.replace(/^0+/, '')}`;
      return (await ctx.server.outbox(to)).filter((one) => one.purpose === 'invitation').map((one) => one.text);
    };
    for (const emd of [emds[2]!, emds[3]!, emds[2]!])
      expect(await ctx.call(Paths.employeeAccounts.invite, { empd: emd }, sessions.admin)).toMatchObject({
        status: 'OK',
      });
    const [again, first] = await texted(emds[2]!);
    expect([first, again].every((text) => /\/approot\/invite\/[\w-]+/.test(text ?? ''))).toBe(true);
    expect(again).not.toBe(first);
    expect(await texted(emds[3]!)).toHaveLength(1);
  });

  it('shows the invitation to a visitor until it is used, revoked or expired', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const emd = emds[1]!;
    const employee = ctx.server.readDb().employees.find((one) => one.emd === emd)!;
    const invited = await ctx.call(Paths.employeeAccounts.invite, { empd: emd }, sessions.admin);
    expect(invited).toMatchObject({ status: 'OK', account: { empd: emd, state: 'invited' } });
    const to = `27${employee.mobile.replace(/^0+/, '')}`;
    const token = await invitationToken(ctx.server, to);
    const visitor = await ctx.server.visitor();
    expect(await ctx.call(Paths.invitations.details, { token }, visitor)).toMatchObject({
      status: 'OK',
      invitation: { app_name: demo.app.name, name: employee.name, mobile: employee.mobile, country_code: '27' },
    });
    ctx.server.clock.advance(8 * 24 * 3600);
    const later = await demoSessions(ctx.server);
    expect(await ctx.call(Paths.invitations.details, { token }, await ctx.server.visitor())).toEqual({
      status: 'INVITATION_EXPIRED',
    });
    const list = await ctx.call(Paths.employeeAccounts.list, {}, later.admin);
    expect(list.accounts).toEqual([expect.objectContaining({ empd: emd, state: 'expired' })]);
    // Sent again: a new link; the old one is revoked.
    expect(await ctx.call(Paths.employeeAccounts.invite, { empd: emd }, later.admin)).toMatchObject({ status: 'OK' });
    const fresh = await ctx.server.visitor();
    expect(await ctx.call(Paths.invitations.details, { token }, fresh)).toEqual({ status: 'INVITATION_NOT_FOUND' });
    expect(await ctx.call(Paths.employeeAccounts.revoke, { empd: emd }, later.admin)).toMatchObject({
      status: 'OK',
      account: { state: 'none' },
    });
    expect(await ctx.call(Paths.employeeAccounts.revoke, { empd: emd }, later.admin)).toEqual({
      status: 'INVITATION_NOT_FOUND',
    });
    expect(await ctx.call(Paths.invitations.details, { token: 'x'.repeat(10) }, fresh)).toMatchObject({
      status: 'VALIDATION_ERROR',
    });
  });

  it('links on sign-in an account that already has the invited mobile', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const first = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    // The same person is invited for a second employee record after the first is unlinked.
    expect(await ctx.call(Paths.employeeAccounts.unlink, { empd: emds[0] }, sessions.admin)).toMatchObject({
      status: 'OK',
      account: { state: 'none' },
    });
    expect(await ctx.call(M.me, {}, first.session)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await changeEmployee(ctx.server, demo.app.appId, emds[2]!, { mobile: `0${first.mobile.slice(2)}` });
    await ctx.call(Paths.employeeAccounts.invite, { empd: emds[2] }, sessions.admin);
    const again = await ctx.server.call(
      Paths.auth.login,
      { pass: first.password, isMobileOrEmail: 2, eml: '', mbl: first.mobile },
      await ctx.server.visitor(),
    );
    expect(again.body.status).toBe('OK');
    await ctx.call(
      Paths.apps.selectApp,
      { prd: 1, sprd: 29, ap_id: demo.app.appId, isOwn: 0, cmpd: demo.organization.cmpd },
      again.body.session,
    );
    expect(await ctx.call(M.me, {}, again.body.session)).toMatchObject({ status: 'OK', me: { empd: emds[2] } });
    expect(await ctx.call(Paths.employeeAccounts.unlink, { empd: emds[0] }, sessions.admin)).toEqual({
      status: 'ACCOUNT_NOT_LINKED',
    });
  });

  it('refuses an invitation for an employee without a mobile or already linked', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    expect(await ctx.call(Paths.employeeAccounts.invite, { empd: emds[0] }, sessions.admin)).toEqual({
      status: 'ACCOUNT_ALREADY_LINKED',
    });
    await changeEmployee(ctx.server, demo.app.appId, emds[3]!, { mobile: '' });
    expect(await ctx.call(Paths.employeeAccounts.invite, { empd: emds[3] }, sessions.admin)).toEqual({
      status: 'EMPLOYEE_NO_MOBILE',
    });
    expect(await ctx.call(Paths.employeeAccounts.invite, { empd: 'nobody' }, sessions.admin)).toEqual({
      status: 'EMPLOYEE_DOES_NOT_EXIST',
    });
  });
});

describe('My shifts', () => {
  it("lists the employee's Published days with who else works them, and no Draft", async () => {
    const { emds, sessions, shiftName } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const answer = await ctx.callTyped(Contract.myTimes.shifts, WEEK, person.session);
    if (answer.status !== 'OK') throw new Error(answer.status);
    expect(answer.shifts.map((one) => [one.date, one.shift_name, one.start_time, one.end_time, one.status])).toEqual([
      ['2026-12-07', shiftName, '06:00', '12:00', 'expected'],
      ['2026-12-08', shiftName, '06:00', '12:00', 'coming'],
      ['2026-12-09', shiftName, '06:00', '12:00', 'coming'],
      ['2026-12-11', shiftName, '06:00', '12:00', 'coming'],
    ]);
    const first = answer.shifts[0]!;
    expect(first.site_name).toBe(demo.site.name);
    expect(first.rostered_minutes).toBe(360);
    expect(first.coworkers.length).toBeGreaterThan(0);
    expect(first.coworkers).toEqual([...first.coworkers].sort((a, b) => a.localeCompare(b)));
    expect(answer.shifts[1]!.worked_minutes).toBeNull();
    // Clocked in and out that day: present, with the minutes worked (the shift's timesheet, on both stores).
    setSiteTime(ctx.server, '2026-12-07T06:00');
    await ctx.call(Paths.attendance.clock, clockPayload(emds[0]!, 'in', '2026-12-07T06:00'), sessions.admin);
    setSiteTime(ctx.server, '2026-12-07T12:05');
    await ctx.call(Paths.attendance.clock, clockPayload(emds[0]!, 'out', '2026-12-07T12:05'), sessions.admin);
    const clocked = await ctx.callTyped(Contract.myTimes.shifts, WEEK, person.session);
    expect(clocked.status === 'OK' && clocked.shifts[0]).toMatchObject({
      date: '2026-12-07',
      status: 'present',
      worked_minutes: 365,
    });
    // Back to Draft: nothing shows.
    await editRosters(ctx.server, (draft) => {
      for (const roster of draft.rosters) delete roster.publish_state;
    });
    const drafts = await ctx.callTyped(Contract.myTimes.shifts, WEEK, person.session);
    expect(drafts).toMatchObject({ status: 'OK', shifts: [] });
  });

  it('gives the employee their own calendar link: their published days; a new one replaces it', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const first = await ctx.callTyped(Contract.myTimes.calendarLink, {}, person.session);
    if (first.status !== 'OK') throw new Error(first.status);
    expect(first.calendar_url).toMatch(/\/calendar\/[\w-]{43}\.ics$/);
    const feed = await fetch(first.calendar_url.replace(/^.*\/calendar\//, `${ctx.server.url}/calendar/`));
    const { events } = parseFeed(await feed.text());
    expect(events.map((event) => event.start.slice(0, 10))).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-11',
    ]);
    const second = await ctx.callTyped(Contract.myTimes.calendarLink, {}, person.session);
    if (second.status !== 'OK') throw new Error(second.status);
    expect(second.calendar_url).not.toBe(first.calendar_url);
    const old = await fetch(first.calendar_url.replace(/^.*\/calendar\//, `${ctx.server.url}/calendar/`));
    expect(old.status).toBe(404);
    expect(await ctx.call(M.calendarLink, {}, sessions.admin)).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });

  it('refuses a span over 62 days or the wrong way round', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    for (const span of [
      { from_date: '2026-12-01', to_date: '2027-02-15' },
      { from_date: '2026-12-10', to_date: '2026-12-01' },
    ])
      expect(await ctx.call(M.shifts, span, person.session)).toMatchObject({ status: 'VALIDATION_ERROR' });
  });
});

describe('the Employee caller', () => {
  it("reaches none of the admin calls, and nobody else reaches an employee's own", async () => {
    const { emds, sessions, sftd } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const refused = [
      [Paths.employees.list, { flt: 0, pg: 1, search: '', cursor: '' }],
      [Paths.timesApp.forms, {}],
      [Paths.rosters.periods, { std: demo.site.sd, shftd: sftd }],
      [Paths.attendance.sites, {}],
      [Paths.requests.list, { state: 'pending' }],
      [Paths.employeeAccounts.list, {}],
    ] as const;
    for (const [path, payload] of refused)
      expect([path, (await ctx.call(path, payload, person.session)).status]).toEqual([path, 'INVALID_USER_RIGHTS']);
    for (const who of ['admin', 'group', 'ops'] as const)
      expect(await ctx.call(M.me, {}, sessions[who])).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });

  it('loses My Times when the employee is deactivated', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    await changeEmployee(ctx.server, demo.app.appId, emds[0]!, { user_status: 10 });
    expect(await ctx.call(M.shifts, WEEK, person.session)).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });
});

describe('time off', () => {
  it('is asked once per ref, refused in the past or overlapping, and cancelled while it waits', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const asked = await ctx.call(M.timeOffAdd, timeOff('2026-12-08', '2026-12-09', 'phone-ref-0001'), person.session);
    expect(asked).toMatchObject({
      status: 'OK',
      request: { state: 'pending', from_date: '2026-12-08', decisions: [] },
    });
    const again = await ctx.call(M.timeOffAdd, timeOff('2026-12-08', '2026-12-09', 'phone-ref-0001'), person.session);
    expect(again.request.rqd).toBe(asked.request.rqd);
    expect(await ctx.call(M.timeOffAdd, timeOff('2026-12-09', '2026-12-10', 'phone-ref-0002'), person.session)).toEqual(
      { status: 'TIME_OFF_OVERLAPS' },
    );
    expect(await ctx.call(M.timeOffAdd, timeOff('2026-12-06', '2026-12-06', 'phone-ref-0003'), person.session)).toEqual(
      { status: 'TIME_OFF_IN_PAST' },
    );
    const bad = await ctx.call(
      M.timeOffAdd,
      { ...timeOff('2026-12-10', '2026-12-09', 'phone-ref-0004'), reason: 'x' },
      person.session,
    );
    expect(bad).toMatchObject({ status: 'VALIDATION_ERROR' });
    expect(Object.keys(bad.errors).sort()).toEqual(['reason', 'to_date']);
    const cancelled = await ctx.call(M.timeOffCancel, { rqd: asked.request.rqd }, person.session);
    expect(cancelled.request).toMatchObject({
      state: 'cancelled',
      decisions: [expect.objectContaining({ action: 'cancelled', before: 'pending', after: 'cancelled' })],
    });
    expect(await ctx.call(M.timeOffCancel, { rqd: asked.request.rqd }, person.session)).toEqual({
      status: 'REQUEST_NOT_PENDING',
    });
    const listed = await ctx.call(M.timeOff, {}, person.session);
    expect(listed.requests.map((one: { state: string }) => one.state)).toEqual(['cancelled']);
    // Cancelled days can be asked again.
    expect(
      (await ctx.call(M.timeOffAdd, timeOff('2026-12-09', '2026-12-10', 'phone-ref-0005'), person.session)).status,
    ).toBe('OK');
  });

  it("is not another employee's to cancel", async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const thabo = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const other = await linkedEmployee(ctx.server, sessions.admin, emds[1]!);
    const asked = await ctx.call(M.timeOffAdd, timeOff('2026-12-10', '2026-12-10', 'phone-ref-0101'), thabo.session);
    expect(await ctx.call(M.timeOffCancel, { rqd: asked.request.rqd }, other.session)).toEqual({
      status: 'REQUEST_NOT_FOUND',
    });
    expect((await ctx.call(M.timeOff, {}, other.session)).requests).toEqual([]);
  });
});

describe('the inbox', () => {
  it('holds the welcome and roster messages, marks them read, and keeps the SMS choices', async () => {
    const { emds, sessions } = await clockedWeek(ctx.server);
    const person = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const inbox = await ctx.call(M.inbox, {}, person.session);
    expect(inbox.messages.map((one: { kind: string }) => one.kind).sort()).toEqual(['invitation', 'roster']);
    expect(inbox.unread).toBe(2);
    await ctx.call(M.inboxRead, { ids: [inbox.messages[0].id] }, person.session);
    expect((await ctx.call(M.inbox, {}, person.session)).unread).toBe(1);
    await ctx.call(M.inboxRead, {}, person.session);
    expect((await ctx.call(M.inbox, {}, person.session)).unread).toBe(0);
    expect(await ctx.call(M.sms, { roster: 0, requests: 1 }, person.session)).toMatchObject({
      status: 'OK',
      me: { sms: { roster: 0, requests: 1 } },
    });
    expect((await ctx.call(M.me, {}, person.session)).me.sms).toEqual({ roster: 0, requests: 1 });
  });
});
