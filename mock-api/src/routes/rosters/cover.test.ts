/**
 * Who can cover, taking a place, and absences over HTTP (issue 17), on the shared week roster
 * (storedRoster weekModel: Sunday's supervisor is open; Zanele (e5) is 2 days short of her target).
 */
import { Contract, Paths } from '../../contract';
import { putRoster, resultOf, shiftWithPositions, weekModel } from '../../rosters/views/testing/storedRoster';
import type { RosterRecord } from '../../store/types';
import { demo, useDemoServer } from '../../testing/harness';
import { storedRoster } from '../../testing/editRosters';

const ctx = useDemoServer('admin');
const { call } = ctx;
const p = Paths.rosters;
const SITE = demo.site.sd;
const SUNDAY = '2026-12-13';

async function weekRoster() {
  const { sftd, rlds } = await shiftWithPositions(call, [
    { name: 'Guard', abbr: 'GRD' },
    { name: 'Supervisor', abbr: 'SUP' },
  ]);
  const { model, assignments, emds } = weekModel(ctx.server, rlds);
  const record = await putRoster(ctx.server, { sftd, std: SITE, model, result: resultOf(model, assignments) });
  return { record, emds, rlds, edit: { std: SITE, sftd, roster_ref: record.rstd } };
}

/** The roster as stored now (one row read). */
const stored = async (rstd: string): Promise<RosterRecord> => (await storedRoster(ctx.server, rstd))!;

describe('who can cover a place', () => {
  it('ranks the supervisors who may take the open Sunday, closest to their target first, and says why', async () => {
    const { edit, emds, rlds } = await weekRoster();
    // Typed by the contract: OK narrows the answer to the candidates' rows, no cast needed.
    const answer = await ctx.callTyped(Contract.rosters.coverCandidates, {
      ...edit,
      entry_date: SUNDAY,
      rld: rlds[1]!,
    });
    if (answer.status !== 'OK') throw new Error(`cover candidates answered ${answer.status}`);
    const candidates = answer.candidates ?? [];
    expect(candidates.map((one) => one.empd)).toEqual([emds[5], emds[4]]);
    expect(candidates[0]!.reasons).toEqual([
      'covers the open Supervisor place',
      'brings them closer to their hour target (3 of 4 days)',
      '24 hours in the period',
    ]);
    expect(candidates[1]!.reasons).toContain('takes them past their hour target (5 of 4 days)');
    // Guards may not work the Supervisor place: they are not listed at all.
    expect(answer.excluded).toEqual([]);
  });

  it('lets a candidate take the place (pinned) and refuses anyone else, the roster unchanged', async () => {
    const { edit, emds, rlds, record } = await weekRoster();
    const place = { ...edit, entry_date: SUNDAY, rld: rlds[1] };
    expect(await call(p.assignCover, { ...place, empd: emds[0] })).toEqual({ status: 'COVER_NOT_ALLOWED' });
    expect((await stored(record.rstd)).result!.uncovered).toHaveLength(1);
    expect(await call(p.assignCover, { ...place, empd: emds[5] })).toEqual({ status: 'OK' });
    const after = await stored(record.rstd);
    expect(after.result!.uncovered).toEqual([]);
    expect(after.result!.assignments).toContainEqual(expect.objectContaining({ employeeId: emds[5], date: SUNDAY }));
    expect(after.pins).toEqual([{ employeeId: emds[5], date: SUNDAY }]);
    // The place is taken now: a second cover is refused.
    expect(await call(p.assignCover, { ...place, empd: emds[4] })).toEqual({ status: 'COVER_NOT_ALLOWED' });
  });

  it('is refused to a user without the adjust right', async () => {
    const { edit, rlds, emds } = await weekRoster();
    const place = { ...edit, entry_date: SUNDAY, rld: rlds[1] };
    expect(await call(p.coverCandidates, place, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await call(p.assignCover, { ...place, empd: emds[5] }, ctx.sessions.group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
  });
});

describe('an absence', () => {
  it('takes the absent days out, covers each with one added day, keeps the absence and the changes', async () => {
    const { edit, emds, record } = await weekRoster();
    const before = (await stored(record.rstd)).result!.assignments;
    const answer = await call(p.markAbsent, { ...edit, empd: emds[0], from_date: '2026-12-07', to_date: '2026-12-08' });
    expect(answer.status).toBe('OK');
    const changes = answer.changes as Array<{ kind: string; empd: string; entry_date: string; position_name: string }>;
    expect(changes.filter((c) => c.kind === 'removed').map((c) => [c.empd, c.entry_date])).toEqual([
      [emds[0], '2026-12-07'],
      [emds[0], '2026-12-08'],
    ]);
    const added = changes.filter((c) => c.kind === 'added');
    expect(added.map((c) => c.entry_date)).toEqual(['2026-12-07', '2026-12-08']);
    expect(added.every((c) => c.position_name === 'Guard' && c.empd !== emds[0])).toBe(true);
    expect(answer.open).toEqual([]);
    const after = await stored(record.rstd);
    // Only those four days changed.
    const key = (a: { employeeId: string; date: string }) => `${a.employeeId} ${a.date}`;
    const was = new Set(before.map(key));
    const now = new Set(after.result!.assignments.map(key));
    expect([...was].filter((k) => !now.has(k))).toHaveLength(2);
    expect([...now].filter((k) => !was.has(k))).toHaveLength(2);
    expect(after.model!.employees[0]!.availability!.unavailableDates).toEqual(['2026-12-07', '2026-12-08']);
    expect(after.last_changes).toMatchObject({ absent: emds[0], from_date: '2026-12-07', to_date: '2026-12-08' });
    expect(after.last_changes!.changes).toHaveLength(4);
  });

  it("is listed by the roster's summary with what it changed (none before)", async () => {
    const { edit, emds } = await weekRoster();
    const ref = { shftd: edit.sftd, std: edit.std, rstd: edit.roster_ref };
    expect((await call(p.summary, ref)).last_absence).toBeNull();
    const answer = await call(p.markAbsent, { ...edit, empd: emds[0], from_date: '2026-12-07', to_date: '2026-12-08' });
    const employee = ctx.server.readDb().employees.find((one) => one.emd === emds[0])!;
    expect((await call(p.summary, ref)).last_absence).toEqual({
      recorded_at: '2026-03-01 08:00',
      empd: emds[0],
      name: employee.name,
      surname: employee.surname,
      from_date: '2026-12-07',
      to_date: '2026-12-08',
      changes: answer.changes,
    });
  });

  it('refuses dates outside the period or in the wrong order', async () => {
    const { edit, emds } = await weekRoster();
    const absent = (from_date: string, to_date: string) =>
      call(p.markAbsent, { ...edit, empd: emds[0], from_date, to_date });
    expect(await absent('2026-12-01', '2026-12-08')).toEqual({ status: 'ABSENCE_OUTSIDE_PERIOD' });
    expect(await absent('2026-12-09', '2026-12-08')).toEqual({ status: 'ABSENCE_OUTSIDE_PERIOD' });
    expect(await absent('2026-12-32', '2026-12-08')).toMatchObject({ status: 'VALIDATION_ERROR' });
  });
});
