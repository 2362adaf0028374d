/**
 * Swap partners (issue 34) on the published week roster (clockedWeek, Monday 7 December 2026, the API's clock that
 * morning): a guard asks whom they may swap one of their days with. Every colleague offered works the day offered and
 * the guard does not; each swap, made on the stored roster, keeps every hard rule (the engine's own checker, against
 * the roster as stored); the colleagues who may not are counted, never named. A day not theirs, or gone by, answers no
 * one; only the employee themself may ask.
 */
import { checkRoster } from '@times/roster-engine';
import type { Assignment } from '@times/roster-engine';
import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demoAppSelection, login, useDemoServer } from '../../testing/harness';
import { clockedWeek } from '../attendance/attendanceFixtures';
import { linkedEmployee } from './selfServiceFixtures';

const ctx = useDemoServer('admin');
const M = Paths.myTimes;

interface Partners {
  status: string;
  partners: { empd: string; name: string; surname: string; days: { date: string; reasons: string[] }[] }[];
  others: number;
}

const ask = async (session: SessionGrant, payload: object) =>
  (await ctx.call(M.swapPartners, payload, session)) as Partners;

describe('swap partners', () => {
  it('offers the colleagues and days a swap keeps every rule on, and counts the others without names', async () => {
    const { sftd, emds, sessions } = await clockedWeek(ctx.server);
    const guard = await linkedEmployee(ctx.server, sessions.admin, emds[0]!);
    const roster = ctx.server.readDb().rosters.find((one) => one.sftd === sftd && one.result)!;
    const assignments = roster.result!.assignments;
    const mine = assignments.find((one) => one.employeeId === emds[0] && one.date === '2026-12-11')!;
    const day = { std: roster.std, sftd, roster_ref: roster.rstd, entry_date: mine.date };

    const answer = await ask(guard.session, day);
    expect(answer.status).toBe('OK');
    expect(answer.partners.length).toBeGreaterThan(0);
    const colleagues = roster.model!.employees.length - 1;
    expect(answer.partners.length + answer.others).toBe(colleagues);
    expect(JSON.stringify(answer)).not.toContain('would break');
    const before = checkRoster(roster.model!, assignments).score.hard;
    for (const partner of answer.partners) {
      expect(partner.name).not.toBe('');
      for (const offered of partner.days) {
        expect(offered.reasons[0]).toMatch(/^(better for the roster|no change to the roster|the roster gets)/);
        const theirs = assignments.find((one) => one.employeeId === partner.empd && one.date === offered.date)!;
        expect(theirs).toBeDefined();
        expect(assignments.some((one) => one.employeeId === emds[0] && one.date === offered.date)).toBe(false);
        const swapped: Assignment[] = assignments.map((one) =>
          one === mine ? { ...one, employeeId: partner.empd } : one === theirs ? { ...one, employeeId: emds[0]! } : one,
        );
        expect(checkRoster(roster.model!, swapped).score.hard).toBeLessThanOrEqual(before);
      }
    }

    // A day the guard does not work, a roster that is not there: no one.
    const off = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-12', '2026-12-13'].find(
      (date) => !assignments.some((one) => one.employeeId === emds[0] && one.date === date),
    )!;
    expect(await ask(guard.session, { ...day, entry_date: off })).toEqual({ status: 'OK', partners: [], others: 0 });
    expect(await ask(guard.session, { ...day, roster_ref: 'nope' })).toEqual({ status: 'OK', partners: [], others: 0 });
    expect((await ctx.call(M.swapPartners, { ...day, entry_date: 'soon' }, guard.session)).status).toBe(
      'VALIDATION_ERROR',
    );
    // Only the employee: the app's users may not ask as one.
    for (const who of ['admin', 'group', 'ops'] as const)
      expect(await ctx.call(M.swapPartners, day, sessions[who])).toEqual({ status: 'INVALID_USER_RIGHTS' });

    // Once the day has gone by, no one (signed in again: a week later).
    ctx.server.clock.advance(7 * 24 * 3600);
    const again = await login(ctx.server, guard.mobile, guard.password);
    expect((await ctx.call(Paths.apps.selectApp, demoAppSelection, again)).kind).toBe('employee');
    expect(await ask(again, day)).toEqual({ status: 'OK', partners: [], others: 0 });
  });
});
