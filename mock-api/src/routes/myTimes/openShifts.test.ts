/**
 * Open shifts (issue 34): the published week roster (clockedWeek, Monday 7 December 2026) leaves the Supervisor's
 * place of Sunday the 13th open. The two supervisors may take it and see it; the guards may not (not qualified) and
 * do not. Two claims at once: one gets the place, the other is told it was taken, and the place closes for everyone.
 * A claim of a place that is not open, or by someone who may not take it, changes nothing.
 */
import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demoAppSelection, demoSessions, login, useDemoServer } from '../../testing/harness';
import { clockedWeek } from '../attendance/attendanceFixtures';
import { linkedEmployee } from './selfServiceFixtures';
import type { LinkedPerson } from './selfServiceFixtures';

const ctx = useDemoServer('admin');
const M = Paths.myTimes;
const WEEK = { from_date: '2026-12-07', to_date: '2026-12-13' };
const SUNDAY = '2026-12-13';

/** The week, its employees linked: guards 0-3, supervisors 4 and 5. */
async function linkedWeek() {
  const week = await clockedWeek(ctx.server);
  const persons: LinkedPerson[] = [];
  for (const emd of week.emds) persons.push(await linkedEmployee(ctx.server, week.sessions.admin, emd));
  return { ...week, persons, people: persons.map((person) => person.session) };
}

const openOf = async (session: SessionGrant) => (await ctx.call(M.openShifts, WEEK, session)).open_shifts as unknown[];

describe('open shifts', () => {
  it('lists an open place to those who may take it, and gives it to one of two claiming at once', async () => {
    const { sftd, shiftName, emds, people } = await linkedWeek();
    const [guard, , , , first, second] = people as [SessionGrant, ...SessionGrant[]];
    const listed = await ctx.call(M.openShifts, WEEK, first);
    expect(listed).toMatchObject({ status: 'OK', ...WEEK, as_of: expect.any(String) });
    expect(listed.open_shifts).toEqual([
      expect.objectContaining({
        sftd,
        date: SUNDAY,
        shift_name: shiftName,
        position_name: 'Supervisor',
        start_time: expect.stringMatching(/^\d\d:\d\d$/),
        relieves: 0,
        hours: expect.any(Number),
      }),
    ]);
    expect(await openOf(second!)).toHaveLength(1);
    expect(await openOf(guard)).toEqual([]);

    const place = listed.open_shifts[0];
    const claim = { std: place.std, sftd, roster_ref: place.roster_ref, entry_date: SUNDAY, rld: place.rld };
    expect(await ctx.call(M.openShiftClaim, claim, guard)).toEqual({ status: 'OPEN_SHIFT_NOT_ALLOWED' });
    const answers = await Promise.all([first, second].map((who) => ctx.call(M.openShiftClaim, claim, who)));
    expect(answers.map((answer) => answer.status).sort()).toEqual(['OK', 'OPEN_SHIFT_TAKEN']);
    // Taken at once (the app's changes do not wait by default).
    expect(answers.find((answer) => answer.status === 'OK')).toEqual({ status: 'OK', waits: 0 });
    const winner = answers[0].status === 'OK' ? 0 : 1;
    const [taker, other] = winner === 0 ? [first!, second!] : [second!, first!];
    expect(await openOf(taker)).toEqual([]);
    expect(await openOf(other)).toEqual([]);
    expect(await ctx.call(M.openShiftClaim, claim, other)).toEqual({ status: 'OPEN_SHIFT_TAKEN' });

    // The day is the taker's: in My shifts, and on the roster the managers see.
    const mine = await ctx.call(M.shifts, WEEK, taker);
    expect(mine.shifts.map((day: { date: string }) => day.date)).toContain(SUNDAY);
    const roster = ctx.server.readDb().rosters.find((one) => one.rstd === place.roster_ref)!;
    const takerEmd = emds[4 + winner]!;
    expect(roster.result?.assignments).toContainEqual(
      expect.objectContaining({ employeeId: takerEmd, date: SUNDAY, positionId: place.rld }),
    );
    expect(roster.result?.uncovered.filter((slot) => slot.date === SUNDAY)).toEqual([]);

    // Kept for the managers: the Requests page's decided list has the claim, decided by Times; nothing waits.
    const admin = (await demoSessions(ctx.server)).admin;
    const decided = (await ctx.call(Paths.requests.list, { state: 'decided' }, admin)).requests as {
      kind: string;
      empd: string;
      state: string;
      decisions: { by: string }[];
      place: { date: string } | null;
    }[];
    expect(decided.filter((row) => row.kind === 'open_shift')).toEqual([
      expect.objectContaining({
        empd: takerEmd,
        state: 'approved',
        decisions: [expect.objectContaining({ by: 'Times', action: 'approved' })],
        place: expect.objectContaining({ date: SUNDAY, position_name: 'Supervisor' }),
      }),
    ]);
    const pending = (await ctx.call(Paths.requests.list, { state: 'pending' }, admin)).requests as { kind: string }[];
    expect(pending.filter((row) => row.kind === 'open_shift')).toEqual([]);
  });

  it('refuses a place that is not open or gone by, and lists nothing before today', async () => {
    const { sftd, people, persons } = await linkedWeek();
    const supervisor = people[4]!;
    const [place] = await openOf(supervisor);
    const { std, roster_ref, rld } = place as { std: string; roster_ref: string; rld: string };
    const before = ctx.server.readDb().rosters.find((one) => one.rstd === roster_ref)!.result;
    // Monday's supervisor place is worked; a place of another position; the day before the roster.
    for (const entry_date of ['2026-12-07', '2026-12-06'])
      expect(await ctx.call(M.openShiftClaim, { std, sftd, roster_ref, entry_date, rld }, supervisor)).toEqual({
        status: 'OPEN_SHIFT_TAKEN',
      });
    expect(
      await ctx.call(M.openShiftClaim, { std, sftd, roster_ref: 'nope', entry_date: SUNDAY, rld }, supervisor),
    ).toEqual({
      status: 'OPEN_SHIFT_TAKEN',
    });
    expect(ctx.server.readDb().rosters.find((one) => one.rstd === roster_ref)!.result).toEqual(before);
    // After the Sunday, nothing is listed, and the place can no longer be taken.
    ctx.server.clock.advance(7 * 24 * 3600);
    const later = await login(ctx.server, persons[4]!.mobile, persons[4]!.password);
    expect((await ctx.call(Paths.apps.selectApp, demoAppSelection, later)).kind).toBe('employee');
    expect(await openOf(later)).toEqual([]);
    expect(await ctx.call(M.openShiftClaim, { std, sftd, roster_ref, entry_date: SUNDAY, rld }, later)).toEqual({
      status: 'OPEN_SHIFT_TAKEN',
    });
  });
});
