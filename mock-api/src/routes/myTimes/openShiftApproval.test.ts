/**
 * Claims of open shifts that wait for a manager (issue 34): with the app's setting on, the supervisors' claims of the
 * week roster's open Sunday place (clockedWeek) wait on the Requests page and the place stays open; the same claim
 * sent again answers the one waiting. An approval takes the place for its employee (in My shifts, on the roster, told
 * in the inbox); the other claim can then not be approved (the place is gone, nothing changes) and is declined. Only
 * an admin changes the setting.
 */
import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { useDemoServer } from '../../testing/harness';
import { clockedWeek } from '../attendance/attendanceFixtures';
import { linkedEmployee } from './selfServiceFixtures';

const ctx = useDemoServer('admin');
const M = Paths.myTimes;
const R = Paths.requests;
const WEEK = { from_date: '2026-12-07', to_date: '2026-12-13' };
const SUNDAY = '2026-12-13';

interface Listed {
  std: string;
  roster_ref: string;
  rld: string;
  waiting: 0 | 1;
}

async function supervisorsOfWeek() {
  const week = await clockedWeek(ctx.server);
  const first = await linkedEmployee(ctx.server, week.sessions.admin, week.emds[4]!);
  const second = await linkedEmployee(ctx.server, week.sessions.admin, week.emds[5]!);
  return { ...week, first: first.session, second: second.session };
}

const openOf = async (session: SessionGrant) => (await ctx.call(M.openShifts, WEEK, session)).open_shifts as Listed[];

const pendingOf = async (admin: SessionGrant) =>
  (await ctx.call(R.list, { state: 'pending' }, admin)).requests as {
    rqd: string;
    kind: string;
    empd: string;
    place: { date: string; shift_name: string; position_name: string } | null;
    touches: unknown[];
  }[];

describe('claims of open shifts that wait for a manager', () => {
  it('waits on the Requests page, and an approval takes the place while the other claim is refused', async () => {
    const { sftd, shiftName, emds, sessions, first, second } = await supervisorsOfWeek();
    const admin = sessions.admin;
    expect((await ctx.call(R.list, { state: 'pending' }, admin)).changes_wait).toBe(0);
    expect(await ctx.call(R.marketplace, { changes_wait: 1 }, admin)).toEqual({
      status: 'OK',
      changes_wait: 1,
      claims_limit: null,
    });
    expect((await ctx.call(R.list, { state: 'pending' }, admin)).changes_wait).toBe(1);

    const [place] = await openOf(first);
    expect(place).toMatchObject({ waiting: 0 });
    const claim = { std: place!.std, sftd, roster_ref: place!.roster_ref, entry_date: SUNDAY, rld: place!.rld };
    expect(await ctx.call(M.openShiftClaim, claim, first)).toEqual({ status: 'OK', waits: 1 });
    expect(await ctx.call(M.openShiftClaim, claim, first)).toEqual({ status: 'OK', waits: 1 });
    expect(await ctx.call(M.openShiftClaim, claim, second)).toEqual({ status: 'OK', waits: 1 });
    // Still open to both, each seeing their own claim waiting; the roster is as it was.
    expect(await openOf(first)).toEqual([expect.objectContaining({ waiting: 1 })]);
    expect(await openOf(second)).toEqual([expect.objectContaining({ waiting: 1 })]);
    const roster = () => ctx.server.readDb().rosters.find((one) => one.rstd === claim.roster_ref)!;
    expect(roster().result?.uncovered.filter((slot) => slot.date === SUNDAY)).toHaveLength(1);

    const claims = (await pendingOf(admin)).filter((row) => row.kind === 'open_shift');
    expect(claims.map((row) => row.empd).sort()).toEqual([emds[4], emds[5]].sort());
    expect(claims[0]).toMatchObject({
      place: { date: SUNDAY, shift_name: shiftName, position_name: 'Supervisor' },
      touches: [],
    });
    const mine = claims.find((row) => row.empd === emds[4])!;
    const theirs = claims.find((row) => row.empd === emds[5])!;

    const approved = await ctx.call(R.decide, { rqd: mine.rqd, decision: 'approve', reason: '' }, admin);
    expect(approved).toMatchObject({ status: 'OK', request: { state: 'approved', kind: 'open_shift' } });
    expect(roster().result?.assignments).toContainEqual(
      expect.objectContaining({ employeeId: emds[4], date: SUNDAY, positionId: claim.rld }),
    );
    expect(roster().result?.uncovered.filter((slot) => slot.date === SUNDAY)).toEqual([]);
    const days = (await ctx.call(M.shifts, WEEK, first)).shifts as { date: string }[];
    expect(days.map((day) => day.date)).toContain(SUNDAY);
    const inbox = (await ctx.call(M.inbox, {}, first)).messages as { title: string; text: string }[];
    expect(inbox).toContainEqual(expect.objectContaining({ title: 'Open shift approved' }));

    // The other claim: the place is gone, so it cannot be approved and nothing changes; it is declined.
    const before = roster().result;
    expect(await ctx.call(R.decide, { rqd: theirs.rqd, decision: 'approve', reason: '' }, admin)).toEqual({
      status: 'OPEN_SHIFT_TAKEN',
    });
    expect(roster().result).toEqual(before);
    const declined = await ctx.call(
      R.decide,
      { rqd: theirs.rqd, decision: 'decline', reason: 'A colleague took it first' },
      admin,
    );
    expect(declined).toMatchObject({ status: 'OK', request: { state: 'declined' } });
    const told = (await ctx.call(M.inbox, {}, second)).messages as { title: string; text: string }[];
    expect(told).toContainEqual(
      expect.objectContaining({
        title: 'Open shift declined',
        text: expect.stringContaining('A colleague took it first'),
      }),
    );
    expect(await openOf(second)).toEqual([]);
    // A claim is not time off: neither employee's time-off list shows it.
    expect((await ctx.call(M.timeOff, {}, first)).requests).toEqual([]);
  });

  it("refuses a claim past the app's limit per employee and roster, waiting or taken", async () => {
    const { sftd, sessions, first } = await supervisorsOfWeek();
    const admin = sessions.admin;
    for (const bad of [1.5, -1, 400, 'two'])
      expect(await ctx.call(R.marketplace, { claims_limit: bad }, admin)).toMatchObject({ status: 'VALIDATION_ERROR' });
    expect(await ctx.call(R.marketplace, { claims_limit: 0 }, admin)).toEqual({
      status: 'OK',
      changes_wait: 0,
      claims_limit: 0,
    });
    const [place] = await openOf(first);
    const claim = { std: place!.std, sftd, roster_ref: place!.roster_ref, entry_date: SUNDAY, rld: place!.rld };
    expect(await ctx.call(M.openShiftClaim, claim, first)).toEqual({ status: 'OPEN_SHIFT_LIMIT' });
    // One allowed: the claim waits, and sent again it is the same claim, not a second.
    expect(await ctx.call(R.marketplace, { claims_limit: 1, changes_wait: 1 }, admin)).toMatchObject({
      changes_wait: 1,
      claims_limit: 1,
    });
    expect(await ctx.call(M.openShiftClaim, claim, first)).toEqual({ status: 'OK', waits: 1 });
    expect(await ctx.call(M.openShiftClaim, claim, first)).toEqual({ status: 'OK', waits: 1 });
    expect((await pendingOf(admin)).filter((row) => row.kind === 'open_shift')).toHaveLength(1);
    // Changing one setting leaves the other; no limit again.
    expect(await ctx.call(R.marketplace, { changes_wait: 0 }, admin)).toMatchObject({ claims_limit: 1 });
    // Claims no longer wait: the same claim again is taken at once, and the one that waited is the one taken.
    expect(await ctx.call(M.openShiftClaim, claim, first)).toEqual({ status: 'OK', waits: 0 });
    expect((await pendingOf(admin)).filter((row) => row.kind === 'open_shift')).toEqual([]);
    const decided = (await ctx.call(R.list, { state: 'decided' }, admin)).requests as {
      kind: string;
      decisions: { by: string }[];
    }[];
    expect(decided.filter((row) => row.kind === 'open_shift')).toEqual([
      expect.objectContaining({ decisions: [expect.objectContaining({ by: 'Times', action: 'approved' })] }),
    ]);
    expect(await ctx.call(R.marketplace, { claims_limit: null }, admin)).toEqual({
      status: 'OK',
      changes_wait: 0,
      claims_limit: null,
    });
    expect((await ctx.call(R.list, { state: 'pending' }, admin)).claims_limit).toBeNull();
  });

  it('refuses the setting to anyone but an admin, and a claim of a place that is gone does not wait', async () => {
    const { sftd, sessions, first } = await supervisorsOfWeek();
    for (const who of [sessions.group, sessions.ops])
      expect(await ctx.call(R.marketplace, { changes_wait: 1 }, who)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await ctx.call(R.marketplace, { changes_wait: 2 }, sessions.admin)).toMatchObject({
      status: 'VALIDATION_ERROR',
    });
    await ctx.call(R.marketplace, { changes_wait: 1 }, sessions.admin);
    const [place] = await openOf(first);
    const gone = { std: place!.std, sftd, roster_ref: place!.roster_ref, entry_date: '2026-12-07', rld: place!.rld };
    expect(await ctx.call(M.openShiftClaim, gone, first)).toEqual({ status: 'OPEN_SHIFT_TAKEN' });
    expect((await pendingOf(sessions.admin)).filter((row) => row.kind === 'open_shift')).toEqual([]);
  });
});
