/**
 * The managers' Requests over HTTP (issue 31), on the published week roster of a new demo-site
 * shift (attendanceFixtures.ts: 7-13 Dec 2026, Thabo, emds[0], on Mon, Tue, Wed and Fri; today is
 * Mon 7 at 05:30 at the site): a pending request lists the rostered days it touches and who could
 * cover them; approving it makes leave days and re-plans the roster with the fewest changes (the
 * Summary's last absence), the employee's inbox and My shifts show it; declining needs a reason;
 * who may decide follows the roster site rights.
 */
import { Contract, Paths } from '../../contract';
import { demo, useDemoServer } from '../../testing/harness';
import { clockedWeek } from '../attendance/attendanceFixtures';
import { linkedEmployee } from '../myTimes/selfServiceFixtures';

const ctx = useDemoServer('admin');
const M = Paths.myTimes;
const R = Paths.requests;

async function askedTimeOff(from_date: string, to_date: string) {
  const week = await clockedWeek(ctx.server);
  const person = await linkedEmployee(ctx.server, week.sessions.admin, week.emds[0]!);
  const asked = await ctx.call(
    M.timeOffAdd,
    { from_date, to_date, reason: 'Family wedding', ref: `ref-${from_date}-${to_date}` },
    person.session,
  );
  if (asked.status !== 'OK') throw new Error(JSON.stringify(asked));
  return { ...week, person, rqd: asked.request.rqd as string };
}

describe('the request list', () => {
  it('lists a pending request with the rostered days it touches, and counts what waits', async () => {
    const { rqd, emds, shiftName, sessions } = await askedTimeOff('2026-12-08', '2026-12-10');
    const listed = await ctx.callTyped(Contract.requests.list, { state: 'pending' }, sessions.admin);
    if (listed.status !== 'OK') throw new Error(listed.status);
    expect(listed.pending).toBe(1);
    expect(await ctx.call(R.count, {}, sessions.admin)).toEqual({ status: 'OK', pending: 1 });
    expect(await ctx.call(R.count, {}, sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(listed.requests).toEqual([
      expect.objectContaining({
        rqd,
        kind: 'time_off',
        empd: emds[0],
        state: 'pending',
        reason: 'Family wedding',
        touches: [
          expect.objectContaining({
            date: '2026-12-08',
            shift_name: shiftName,
            site_name: demo.site.name,
            published: 1,
          }),
          expect.objectContaining({ date: '2026-12-09', shift_name: shiftName }),
        ],
      }),
    ]);
    expect((await ctx.call(R.list, { state: 'decided' }, sessions.admin)).requests).toEqual([]);
    expect(await ctx.call(R.list, { state: 'all' }, sessions.admin)).toMatchObject({ status: 'VALIDATION_ERROR' });
  });

  it('tells who could cover each touched day', async () => {
    const { rqd, emds, sessions } = await askedTimeOff('2026-12-08', '2026-12-09');
    const impact = await ctx.callTyped(Contract.requests.impact, { rqd }, sessions.admin);
    if (impact.status !== 'OK') throw new Error(impact.status);
    expect(impact.days.map((day) => day.date)).toEqual(['2026-12-08', '2026-12-09']);
    for (const day of impact.days) expect(day.candidates.map((one) => one.empd)).not.toContain(emds[0]);
    expect(impact.uncovered).toBe(impact.days.filter((day) => day.candidates.length === 0).length);
    expect(await ctx.call(R.impact, { rqd: 'nothing' }, sessions.admin)).toEqual({ status: 'REQUEST_NOT_FOUND' });
  });
});

describe('a decision', () => {
  it('approves: leave days, the roster re-planned with the fewest changes, the employee told', async () => {
    const { rqd, emds, sftd, sessions, person } = await askedTimeOff('2026-12-08', '2026-12-09');
    const thabo = emds[0]!;
    const decided = await ctx.callTyped(
      Contract.requests.decide,
      { rqd, decision: 'approve', reason: '' },
      sessions.admin,
    );
    if (decided.status !== 'OK') throw new Error(decided.status);
    expect(decided.request).toMatchObject({
      state: 'approved',
      decisions: [
        expect.objectContaining({ action: 'approved', by: demo.admin.name, before: 'pending', after: 'approved' }),
      ],
    });
    const state = await ctx.server.wholeState();
    const leaves = state.leaves.filter((one) => one.emd === thabo).map((one) => one.leave_day);
    expect(leaves).toEqual(expect.arrayContaining(['2026-12-08', '2026-12-09']));
    const roster = state.rosters.find((one) => one.sftd === sftd)!;
    expect(roster.last_changes).toMatchObject({ absent: thabo, from_date: '2026-12-08', to_date: '2026-12-09' });
    const days = roster.result!.assignments.filter((one) => one.employeeId === thabo).map((one) => one.date);
    expect(days).not.toContain('2026-12-08');
    expect(days).not.toContain('2026-12-09');
    const shifts = await ctx.callTyped(
      Contract.myTimes.shifts,
      { from_date: '2026-12-07', to_date: '2026-12-13' },
      person.session,
    );
    expect(shifts.status === 'OK' && shifts.shifts.map((one) => one.date)).toEqual(['2026-12-07', '2026-12-11']);
    const inbox = await ctx.call(M.inbox, {}, person.session);
    const titles = inbox.messages.map((one: { title: string }) => one.title);
    expect(titles).toEqual(expect.arrayContaining(['Time off approved', 'Your days changed']));
    const summary = await ctx.call(
      Paths.rosters.summary,
      { shftd: sftd, std: demo.site.sd, rstd: roster.rstd },
      sessions.admin,
    );
    expect(summary.last_absence).toMatchObject({ from_date: '2026-12-08', to_date: '2026-12-09' });
    expect(await ctx.call(R.decide, { rqd, decision: 'decline', reason: 'Too late' }, sessions.admin)).toEqual({
      status: 'REQUEST_NOT_PENDING',
    });
    expect((await ctx.call(R.list, { state: 'decided' }, sessions.admin)).requests).toEqual([
      expect.objectContaining({ rqd, state: 'approved', touches: [] }),
    ]);
  });

  it('declines only with a reason, which the employee reads', async () => {
    const { rqd, sessions, person } = await askedTimeOff('2026-12-10', '2026-12-10');
    const noReason = await ctx.call(R.decide, { rqd, decision: 'decline', reason: '' }, sessions.admin);
    expect(noReason).toMatchObject({ status: 'VALIDATION_ERROR', errors: { reason: expect.any(String) } });
    const declined = await ctx.call(R.decide, { rqd, decision: 'decline', reason: 'Stocktake week' }, sessions.admin);
    expect(declined.request).toMatchObject({ state: 'declined' });
    const inbox = await ctx.call(M.inbox, {}, person.session);
    expect(inbox.messages[0]).toMatchObject({
      title: 'Time off declined',
      text: expect.stringContaining('Stocktake week'),
    });
    const mine = await ctx.call(M.timeOff, {}, person.session);
    expect(mine.requests[0]).toMatchObject({
      state: 'declined',
      decisions: [expect.objectContaining({ reason: 'Stocktake week', by: demo.admin.name })],
    });
  });
});

describe('who decides', () => {
  it("is the site's operations manager or an admin; a group member needs the roster adjust right on the site", async () => {
    const { rqd, sessions, person } = await askedTimeOff('2026-12-10', '2026-12-10');
    expect((await ctx.call(R.list, { state: 'pending' }, sessions.ops)).requests).toHaveLength(1);
    // Sipho's group may view rosters only (rights 10, 14, 21): no Requests.
    expect(await ctx.call(R.list, { state: 'pending' }, sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await ctx.call(R.decide, { rqd, decision: 'approve', reason: '' }, sessions.group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect(await ctx.call(R.decide, { rqd, decision: 'approve', reason: '' }, person.session)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect((await ctx.call(R.decide, { rqd, decision: 'approve', reason: '' }, sessions.ops)).status).toBe('OK');
  });
});
