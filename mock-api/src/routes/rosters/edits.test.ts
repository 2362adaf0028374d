/**
 * The calendar's swap and move over HTTP: the roster is re-validated and stored (days, violations,
 * uncovered slots, totals, summary follow the edit), each refusal, and who may adjust.
 */
import { Paths } from '../../contract';
import { rosterHeaderOf } from '../../rosters/header';
import { putRoster, resultOf, shiftWithPositions, weekModel } from '../../rosters/views/testing/storedRoster';
import type { RosterRecord } from '../../store/types';
import { demo, sitePayload, useDemoServer } from '../../testing/harness';
import { storedRoster } from '../../testing/editRosters';

const ctx = useDemoServer('admin');
const { call } = ctx;
const p = Paths.rosters;
const SITE = demo.site.sd;
/** Mon … Sun of the shared week roster. */
const DAY = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] as const;

/**
 * The shared week roster (see weekModel): e0 Thabo (M, leave Thu) Mon Tue Wed Fri, e1 Lerato (F)
 * Mon Tue Thu Fri, e2 Sipho (M) Wed Thu Sat Sun, e3 Nomvula (F) Sat Sun; supervisors e4 Bongani
 * Mon-Thu, e5 Zanele Fri Sat.
 */
async function weekRoster(std: string = SITE) {
  const { sftd, rlds } = await shiftWithPositions(
    call,
    [
      { name: 'Guard', abbr: 'GRD' },
      { name: 'Supervisor', abbr: 'SUP' },
    ],
    std,
  );
  const { model, assignments, emds } = weekModel(ctx.server, rlds);
  const record = await putRoster(ctx.server, { sftd, std, model, result: resultOf(model, assignments) });
  const cell = (e: number, d: number) => ({
    name: model.employees[e]!.name,
    empd: emds[e]!,
    entry_date: DAY[d]!,
    emp_rld: '',
    gender: model.employees[e]!.gender,
  });
  const edit = { std, sftd, roster_ref: record.rstd };
  const ref = { shftd: sftd, std, rstd: record.rstd };
  const swap = (a: object, b: object, session = ctx.sessions.admin) =>
    call(p.swap, { ...edit, drpped_data: a, on_position_data: b }, session);
  const move = (from: { empd: string; entry_date: string }, to: object, session = ctx.sessions.admin) =>
    call(
      p.move,
      {
        ...edit,
        source_name: '',
        source_surname: '',
        source_empd: from.empd,
        source_entry_date: from.entry_date,
        target_data: to,
      },
      session,
    );
  return { record, model, emds, cell, edit, ref, swap, move };
}

/** The roster as stored now (one row read). */
const stored = async (rstd: string): Promise<RosterRecord> => (await storedRoster(ctx.server, rstd))!;
const daysOf = (record: RosterRecord, emd: string) =>
  record
    .result!.assignments.filter((assignment) => assignment.employeeId === emd)
    .map((assignment) => assignment.date)
    .sort();

describe('roster swap', () => {
  it('trades the two dates, keeps positions and brings the totals and summary along', async () => {
    const { record, emds, cell, ref, swap } = await weekRoster();
    const before = await call(p.summary, ref);
    expect(before.employees_all[0]).toMatchObject({ fullName: 'Thabo Mokoena', total_sundays: 0 });
    expect(before.employees_all[3]).toMatchObject({ fullName: 'Nomvula Khumalo', total_sundays: 1 });

    // Thabo's Friday for Nomvula's Sunday.
    expect(await swap(cell(0, 4), cell(3, 6))).toEqual({ status: 'OK' });
    const after = await stored(record.rstd);
    expect(daysOf(after, emds[0]!)).toEqual([DAY[0], DAY[1], DAY[2], DAY[6]]);
    expect(daysOf(after, emds[3]!)).toEqual([DAY[4], DAY[5]]);
    expect(after.result!.assignments.find((a) => a.employeeId === emds[0] && a.date === DAY[6])).toMatchObject({
      positionId: record.model!.positions[0]!.id,
      dayType: 'sunday',
      gender: 1,
    });
    expect(after.result!.search).toEqual(record.result!.search);

    const summary = await call(p.summary, ref);
    expect(summary.employees_all[0]).toMatchObject({ total_sundays: 1, total_days: 4 });
    expect(summary.employees_all[3]).toMatchObject({ total_sundays: 0, total_days: 2 });
    const details = await call(p.details, { ...ref, page_number: 1 });
    expect(details.daily_gender_totals[4]).toEqual({ entry_date: DAY[4], male_count: 0, female_count: 3 });
    expect(details.daily_gender_totals[6]).toEqual({ entry_date: DAY[6], male_count: 2, female_count: 0 });
    expect(details.roster_details).toContainEqual({
      employee_id: 1,
      entry_date: DAY[6],
      employee_role_id: 1,
      gender: 1,
      // The swap pinned the cell it changed.
      pinned: true,
    });
  });

  it('refuses the same employee, a date either already works, and a cell that is not a day of the roster', async () => {
    const { record, cell, swap } = await weekRoster();
    expect(await swap(cell(0, 0), cell(0, 4))).toEqual({ status: 'CANT_DROP_THE_SAME_EMPLOYEE' });
    // Thabo already works Lerato's Tuesday.
    expect(await swap(cell(0, 0), cell(1, 1))).toEqual({ status: 'SWAP_DATE_NOT_EMPTY' });
    // Thabo's Thursday is empty.
    expect(await swap(cell(0, 3), cell(2, 5))).toEqual({ status: 'ENTRY_NOT_FOUND' });
    expect(await swap(cell(0, 0), { ...cell(2, 5), empd: 'not-on-the-roster' })).toEqual({ status: 'ENTRY_NOT_FOUND' });
    expect(await swap(cell(0, 0), { ...cell(2, 5), entry_date: '2027-01-04' })).toEqual({ status: 'ENTRY_NOT_FOUND' });
    expect((await stored(record.rstd)).result).toEqual(record.result);
  });
});

describe('roster move', () => {
  it('moves a day to an empty cell: totals, uncovered slots and summary follow', async () => {
    const { record, emds, cell, ref, move } = await weekRoster();
    // Zanele's Saturday to her Sunday: the Supervisor gap moves to Saturday.
    expect(await move(cell(5, 5), cell(5, 6))).toEqual({ status: 'OK' });
    expect(daysOf(await stored(record.rstd), emds[5]!)).toEqual([DAY[4], DAY[6]]);
    const details = await call(p.details, { ...ref, page_number: 1 });
    expect(details.daily_totals.map((day: { employee_count: number }) => day.employee_count)).toEqual([
      3, 3, 3, 3, 3, 2, 3,
    ]);
    const statistics = await call(p.statisticsDetails, ref);
    expect(statistics.uncovered).toEqual([
      { role_name: 'Supervisor', rld: expect.any(String), entry_date: DAY[5], missing: 1, reason: expect.any(String) },
    ]);
    expect((await call(p.summary, ref)).employees_all[5]).toMatchObject({
      fullName: 'Zanele Ndlovu',
      total_sundays: 1,
    });
  });

  it('moves a day to another employee, who takes it in the same position', async () => {
    const { record, emds, cell, move } = await weekRoster();
    expect(await move(cell(2, 5), cell(3, 4))).toEqual({ status: 'OK' });
    const moved = (await stored(record.rstd)).result!.assignments.find(
      (a) => a.employeeId === emds[3] && a.date === DAY[4],
    );
    expect(moved).toMatchObject({ positionId: record.model!.positions[0]!.id, gender: 2 });
    expect(daysOf(await stored(record.rstd), emds[2]!)).toEqual([DAY[2], DAY[3], DAY[6]]);
  });

  it('re-validates: a move onto a leave day and past the consecutive limit shows in the statistics details', async () => {
    const { cell, ref, move } = await weekRoster();
    expect((await call(p.statisticsDetails, ref)).hard_violations).toBe(0);
    // Lerato's Monday to Thabo's Thursday: his leave day, Mon-Fri is 5 days in a row (limit 4), and
    // Thursday has 4 people for 3 places (the checker names the last one rostered that day).
    expect(await move(cell(1, 0), cell(0, 3))).toEqual({ status: 'OK' });
    const statistics = await call(p.statisticsDetails, ref);
    const hard = statistics.violations.filter((violation: { hard: number }) => violation.hard === 1);
    expect(hard).toEqual([
      {
        rule_name: 'Capacity',
        hard: 1,
        employee_name: 'Bongani Zulu',
        role_name: 'Supervisor',
        entry_date: DAY[3],
        reason: expect.any(String),
      },
      {
        rule_name: 'Leave days',
        hard: 1,
        employee_name: 'Thabo Mokoena',
        role_name: 'Guard',
        entry_date: DAY[3],
        reason: expect.any(String),
      },
      {
        rule_name: 'Maximum consecutive days',
        hard: 1,
        employee_name: 'Thabo Mokoena',
        role_name: 'Guard',
        entry_date: DAY[4],
        reason: expect.any(String),
      },
    ]);
    expect(statistics.hard_violations).toBe(3);
    expect(statistics.uncovered).toContainEqual({
      role_name: 'Guard',
      rld: expect.any(String),
      entry_date: DAY[0],
      missing: 1,
      reason: expect.any(String),
    });
    const summary = await call(p.summary, ref);
    expect(summary.employees_all[0].non_complient_dates).toContain(DAY[3]);
  });

  it('refuses a taken target (DATE_NOT_EMPTY) and a source or target off the roster (ENTRY_NOT_FOUND)', async () => {
    const { record, cell, move } = await weekRoster();
    expect(await move(cell(0, 0), cell(1, 0))).toEqual({ status: 'DATE_NOT_EMPTY' });
    expect(await move(cell(0, 0), cell(0, 0))).toEqual({ status: 'DATE_NOT_EMPTY' });
    expect(await move(cell(0, 3), cell(0, 5))).toEqual({ status: 'ENTRY_NOT_FOUND' });
    expect(await move(cell(0, 0), { ...cell(0, 5), empd: 'not-on-the-roster' })).toEqual({ status: 'ENTRY_NOT_FOUND' });
    expect(await move(cell(0, 0), { ...cell(0, 5), entry_date: '2026-12-14' })).toEqual({ status: 'ENTRY_NOT_FOUND' });
    expect((await stored(record.rstd)).result).toEqual(record.result);
  });
});

describe('roster edits refused', () => {
  it('lets Sipho (ROSTER right 10) read but neither swap nor move; the site operations manager adjusts', async () => {
    const { record, cell, ref, swap, move } = await weekRoster();
    expect((await call(p.summary, ref, ctx.sessions.group)).status).toBe('OK');
    expect(await swap(cell(0, 4), cell(3, 6), ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await move(cell(5, 5), cell(5, 6), ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await stored(record.rstd)).result).toEqual(record.result);
    expect(await swap(cell(0, 4), cell(3, 6), ctx.sessions.ops)).toEqual({ status: 'OK' });
    expect(await move(cell(5, 5), cell(5, 6), ctx.sessions.ops)).toEqual({ status: 'OK' });
  });

  it('refuses the operations manager on a site they do not manage', async () => {
    const site = await call(Paths.sites.add, sitePayload('Centurion'));
    expect(site.status).toBe('OK');
    const std = ctx.server.readDb().sites.find((candidate) => candidate.name === 'Centurion')!.sd;
    const { cell, ref, swap, move } = await weekRoster(std);
    expect(await swap(cell(0, 4), cell(3, 6), ctx.sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await move(cell(5, 5), cell(5, 6), ctx.sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await call(p.summary, ref, ctx.sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await swap(cell(0, 4), cell(3, 6))).toEqual({ status: 'OK' });
  });

  it('answers INVALID_SHIFT_DETAILS, ROSTER_NOT_FOUND, ROSTER_PROCESSING, ROSTER_FAILED and VALIDATION_ERROR', async () => {
    const { edit, cell } = await weekRoster();
    const swapBody = { ...edit, drpped_data: cell(0, 4), on_position_data: cell(3, 6) };
    const moveBody = { ...edit, source_empd: cell(5, 5).empd, source_entry_date: DAY[5], target_data: cell(5, 6) };
    const processing = await putRoster(ctx.server, { sftd: edit.sftd, status: 'Processing', finished_at: '' });
    const failed = await putRoster(ctx.server, { sftd: edit.sftd, status: 'Failed', failure_reason: 'No employees' });
    const state = () => ctx.server.readDb();
    for (const [path, body] of [
      [p.swap, swapBody],
      [p.move, moveBody],
    ] as const) {
      expect(await call(path, { ...body, sftd: 'no-such-shift' })).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
      expect(await call(path, { ...body, roster_ref: 'no-such-roster' })).toEqual({ status: 'ROSTER_NOT_FOUND' });
      expect(await call(path, { ...body, roster_ref: processing.rstd })).toEqual({
        status: 'ROSTER_PROCESSING',
        roster: rosterHeaderOf(state(), processing),
      });
      expect(await call(path, { ...body, roster_ref: failed.rstd })).toEqual({
        status: 'ROSTER_FAILED',
        roster: rosterHeaderOf(state(), failed),
      });
      expect((await call(path, { ...body, roster_ref: '' })).status).toBe('VALIDATION_ERROR');
    }
    expect((await call(p.swap, { ...swapBody, drpped_data: undefined })).status).toBe('VALIDATION_ERROR');
    expect((await call(p.move, { ...moveBody, source_entry_date: '2026-02-30' })).status).toBe('VALIDATION_ERROR');
  });
});
