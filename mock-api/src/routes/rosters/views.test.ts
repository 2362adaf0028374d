/**
 * The roster reads over HTTP: summary statistics (with the rules pinned days break), statistics
 * details and the paged roster details of a roster put straight into the store, their refusals and
 * who may read.
 */
import { Paths } from '../../contract';
import { FEMALE_COLOR, MALE_COLOR } from '@times/roster-engine';
import { assignDays, generateInstance } from '@times/roster-engine/testing';
import { rosterHeaderOf } from '../../rosters/header';
import {
  calculatedResult,
  putRoster,
  resultOf,
  shiftWithPositions,
  weekModel,
} from '../../rosters/views/testing/storedRoster';
import { demo, useDemoServer } from '../../testing/harness';
import { ROSTER_DETAILS_PAGE_SIZE } from '@times/shared-sdk/schemas';
import { storedRoster } from '../../testing/editRosters';

const ctx = useDemoServer('admin');
const { call } = ctx;
const p = Paths.rosters;
const SITE = demo.site.sd;

/** A shift with Guard and Supervisor and the shared week roster (hand-made days) in the store. */
async function weekRoster() {
  const { sftd, rlds } = await shiftWithPositions(call, [
    { name: 'Guard', abbr: 'GRD' },
    { name: 'Supervisor', abbr: 'SUP' },
  ]);
  const { model, assignments, emds } = weekModel(ctx.server, rlds);
  const record = await putRoster(ctx.server, { sftd, model, result: resultOf(model, assignments) });
  const ref = { shftd: sftd, std: SITE, rstd: record.rstd };
  return { sftd, rlds, model, emds, record, ref };
}

const header = async (rstd: string) => {
  const record = (await storedRoster(ctx.server, rstd))!;
  return rosterHeaderOf(ctx.server.readDb(), record);
};

describe('roster summary statistics', () => {
  it('answers the header, the stored summary and the gender colours (engine-calculated roster)', async () => {
    const { sftd, rlds } = await shiftWithPositions(call, [
      { name: 'Guard', abbr: 'GRD' },
      { name: 'Supervisor', abbr: 'SUP' },
    ]);
    const { model } = weekModel(ctx.server, rlds);
    const result = calculatedResult(model);
    const record = await putRoster(ctx.server, { sftd, model, result });
    const reply = await call(p.summary, { shftd: sftd, std: SITE, rstd: record.rstd });
    expect(reply).toEqual({
      status: 'OK',
      roster: await header(record.rstd),
      ...result.summary,
      male_color: MALE_COLOR,
      female_color: FEMALE_COLOR,
      pinned_kept: 0,
      pin_conflicts: [],
      last_absence: null,
      // A Draft: no attendance yet.
      attendance: null,
    });
    expect(Object.keys(reply).sort()).toEqual(
      [
        'status',
        'roster',
        'hours_employees',
        'hours_roles',
        'gender_roles',
        'cross_roles_assignment',
        'employees_all',
        'colors',
        'male_color',
        'female_color',
        'pinned_kept',
        'pin_conflicts',
        'last_absence',
        'attendance',
      ].sort(),
    );
    expect(reply.roster).toMatchObject({
      rstd: record.rstd,
      roster_period: '07 Dec 2026 - 13 Dec 2026',
      site_name: demo.site.name,
      roster_status: 'Successful',
    });
  });

  it('shows the figures of the hand-made week', async () => {
    const { ref } = await weekRoster();
    const reply = await call(p.summary, ref);
    expect(reply.status).toBe('OK');
    expect(reply.hours_employees).toMatchObject({
      total_employees: 6,
      total_males: 3,
      total_females: 3,
      total_days: 7,
      fully_staffed_days: 6,
      total_shift_hours: 20 * 8,
    });
    expect(
      reply.employees_all.map((row: { fullName: string; total_days: number; TotalViolations: number }) => [
        row.fullName,
        row.total_days,
        row.TotalViolations,
      ]),
    ).toEqual([
      ['Thabo Mokoena', 4, 0],
      ['Lerato Dlamini', 4, 0],
      ['Sipho Nkosi', 4, 0],
      ['Nomvula Khumalo', 2, 1],
      ['Bongani Zulu', 4, 0],
      ['Zanele Ndlovu', 2, 1],
    ]);
    expect(reply.hours_roles.map((role: { role_name: string }) => role.role_name)).toEqual(['Guard', 'Supervisor']);
  });
});

describe('pin conflicts in the summary', () => {
  /**
   * The shared week with the `pins` (employee, day index) and `extra` unpinned days added (guards'
   * days), as a calculation keeping them would store it: its summary.
   */
  async function pinnedWeek(pins: readonly [number, number][], extra: readonly [number, number][] = []) {
    const { sftd, rlds } = await shiftWithPositions(call, [
      { name: 'Guard', abbr: 'GRD' },
      { name: 'Supervisor', abbr: 'SUP' },
    ]);
    const { model: week, assignments, emds } = weekModel(ctx.server, rlds);
    const pinned = pins.map(([e, d]) => ({ employeeId: emds[e]!, date: week.days[d]!.date, positionId: rlds[0]! }));
    const model = { ...week, pinned };
    const worked = new Set(assignments.map((one) => `${one.employeeId} ${one.date}`));
    const added = [...pins, ...extra].flatMap(([e, d]) =>
      worked.has(`${emds[e]} ${week.days[d]!.date}`) ? [] : assignDays(model, emds[e]!, [d]),
    );
    const record = await putRoster(ctx.server, { sftd, model, result: resultOf(model, [...assignments, ...added]) });
    return call(p.summary, { shftd: sftd, std: SITE, rstd: record.rstd });
  }

  it('lists the hard rules pinned days break, by rule in the order of their first date, with the reasons', async () => {
    // Thabo pinned on his leave day (Thursday the 10th), Lerato on Wednesday the 9th: both then work
    // 5 days in a row (limit 4), on days already full (3 places).
    const reply = await pinnedWeek([
      [0, 3],
      [1, 2],
    ]);
    expect(reply.pinned_kept).toBe(2);
    expect(reply.pin_conflicts).toEqual([
      {
        rule_name: 'Capacity',
        count: 2,
        reasons: [
          "Pinned: Lerato Dlamini on the 9th conflicts with this rule. Lerato Dlamini is rostered on the 9th beyond the day's 3 places (4 rostered)",
          "Pinned: Thabo Mokoena on the 10th conflicts with this rule. Thabo Mokoena is rostered on the 10th beyond the day's 3 places (4 rostered)",
        ],
      },
      {
        rule_name: 'Leave days',
        count: 1,
        reasons: [
          'Pinned: Thabo Mokoena on the 10th conflicts with this rule. Thabo Mokoena is rostered on leave on the 10th',
        ],
      },
      {
        rule_name: 'Maximum consecutive days',
        count: 2,
        reasons: [
          'Pinned: Lerato Dlamini on the 9th conflicts with this rule. Lerato Dlamini works 5 days in a row up to the 11th (limit 4)',
          'Pinned: Thabo Mokoena on the 10th conflicts with this rule. Thabo Mokoena works 5 days in a row up to the 11th (limit 4)',
        ],
      },
    ]);
  });

  it('lists none when the pins break no rule (nor a soft rule, nor a hard rule broken by an unpinned day)', async () => {
    // Thabo's Monday and Nomvula's Saturday are days they work anyway; Nomvula stays short of her
    // target; Sipho, unpinned, also works Friday: 5 days in a row on a full day.
    const reply = await pinnedWeek(
      [
        [0, 0],
        [3, 5],
      ],
      [[2, 4]],
    );
    expect(reply.pinned_kept).toBe(2);
    expect(reply.pin_conflicts).toEqual([]);
  });
});

describe('roster statistics details', () => {
  it('lists the violations and uncovered slots in words, by date then employee, with the hard count', async () => {
    const { ref } = await weekRoster();
    const reply = await call(p.statisticsDetails, ref);
    expect(reply).toEqual({
      status: 'OK',
      roster: await header(ref.rstd),
      violations: [
        {
          rule_name: 'Hour targets',
          hard: 0,
          employee_name: 'Nomvula Khumalo',
          role_name: 'Guard',
          entry_date: '',
          reason: expect.stringContaining('Nomvula Khumalo'),
        },
        {
          rule_name: 'Hour targets',
          hard: 0,
          employee_name: 'Zanele Ndlovu',
          role_name: 'Supervisor',
          entry_date: '',
          reason: expect.stringContaining('Zanele Ndlovu'),
        },
      ],
      uncovered: [
        {
          role_name: 'Supervisor',
          rld: expect.any(String),
          entry_date: '2026-12-13',
          missing: 1,
          reason: expect.any(String),
        },
      ],
      day_notes: [],
      hard_violations: 0,
    });
  });

  it('answers the engine-calculated roster mapped one to one', async () => {
    const { sftd, rlds } = await shiftWithPositions(call, [
      { name: 'Guard', abbr: 'GRD' },
      { name: 'Supervisor', abbr: 'SUP' },
    ]);
    const { model } = weekModel(ctx.server, rlds);
    const result = calculatedResult(model);
    const record = await putRoster(ctx.server, { sftd, model, result });
    const reply = await call(p.statisticsDetails, { shftd: sftd, std: SITE, rstd: record.rstd });
    expect(reply.violations).toHaveLength(result.violations.length);
    expect(reply.uncovered).toHaveLength(result.uncovered.length);
    expect(reply.hard_violations).toBe(result.score.hard);
  });
});

describe('roster details', () => {
  it('answers every position, the employees with their days and the day totals on one page', async () => {
    const { ref, rlds, emds, model, record } = await weekRoster();
    const reply = await call(p.details, {
      ...ref,
      page_number: 1,
      list_lst_id: 0,
      lst_count: 0,
      total_employees: 0,
      total_positions: 0,
    });
    const result = record.result!;
    expect(reply).toMatchObject({
      status: 'OK',
      roster: await header(ref.rstd),
      male_color: MALE_COLOR,
      female_color: FEMALE_COLOR,
      total_employees: 6,
      total_positions: 2,
      list_lst_id: 6,
      lst_count: 6,
      total_records: 6,
      daily_totals: result.totals.daily_totals,
      daily_gender_totals: result.totals.daily_gender_totals,
    });
    expect(reply.positions).toEqual([
      { id: 1, rld: rlds[0], name: 'Guard', role_abbrvtn: 'GRD', color: result.summary.colors[0] },
      { id: 2, rld: rlds[1], name: 'Supervisor', role_abbrvtn: 'SUP', color: result.summary.colors[1] },
    ]);
    expect(reply.employees.slice(0, 4)).toEqual([
      { id: 1, emd: emds[0], name: 'Thabo', surname: 'Mokoena', employee_number: 'ACM-0001', gender: 1 },
      { id: 2, emd: emds[1], name: 'Lerato', surname: 'Dlamini', employee_number: 'ACM-0002', gender: 2 },
      { id: 3, emd: emds[2], name: 'Sipho', surname: 'Nkosi', employee_number: 'ACM-0003', gender: 1 },
      // No employee number: the emd.
      { id: 4, emd: emds[3], name: 'Nomvula', surname: 'Khumalo', employee_number: emds[3], gender: 2 },
    ]);
    expect(reply.roster_details).toHaveLength(20);
    expect(reply.roster_details.filter((detail: { employee_id: number }) => detail.employee_id === 6)).toEqual([
      { employee_id: 6, entry_date: '2026-12-11', employee_role_id: 2, gender: 2 },
      { employee_id: 6, entry_date: '2026-12-12', employee_role_id: 2, gender: 2 },
    ]);
    expect(reply.daily_totals.map((day: { employee_count: number }) => day.employee_count)).toEqual([
      3, 3, 3, 3, 3, 3, 2,
    ]);
    expect(model.days).toHaveLength(reply.daily_gender_totals.length);
  });

  it('pages through more employees than a page holds with the cursor of the previous answer', async () => {
    const { sftd } = await shiftWithPositions(call, []);
    // Generated employees (emd E1…) are not the app's: names come from the model, numbers are the emd.
    const model = {
      ...generateInstance({ employees: ROSTER_DETAILS_PAGE_SIZE * 2 + 30, days: 7, positions: 3, seed: 3 }),
      timeLimitMs: 300,
    };
    const result = calculatedResult(model);
    const record = await putRoster(ctx.server, { sftd, model, result });
    const total = model.employees.length;
    const base = { shftd: sftd, std: SITE, rstd: record.rstd };

    const seen: number[] = [];
    const details: unknown[] = [];
    let request = { ...base, page_number: 1, list_lst_id: 0, lst_count: 0, total_employees: 0, total_positions: 0 };
    const answers = [];
    while (seen.length < total && answers.length < 5) {
      const reply = await call(p.details, request);
      expect(reply.status).toBe('OK');
      answers.push(reply);
      seen.push(...reply.employees.map((employee: { id: number }) => employee.id));
      details.push(...reply.roster_details);
      expect(reply.daily_totals).toEqual(result.totals.daily_totals);
      expect(reply.positions).toHaveLength(3);
      const { list_lst_id, lst_count, total_employees, total_positions } = reply;
      request = {
        ...base,
        page_number: request.page_number + 1,
        list_lst_id,
        lst_count,
        total_employees,
        total_positions,
      };
    }
    expect(answers.map((answer) => answer.employees.length)).toEqual([
      ROSTER_DETAILS_PAGE_SIZE,
      ROSTER_DETAILS_PAGE_SIZE,
      30,
    ]);
    expect(
      answers.map((answer) => [answer.list_lst_id, answer.lst_count, answer.total_records, answer.total_employees]),
    ).toEqual([
      [100, 100, total, total],
      [200, 200, total, total],
      [230, 230, total, total],
    ]);
    expect(seen).toEqual(model.employees.map((_, i) => i + 1));
    expect(answers[1].employees[0]).toEqual({
      id: 101,
      emd: 'E101',
      name: 'NameE101',
      surname: 'SurnameE101',
      employee_number: 'E101',
      gender: model.employees[100]!.gender,
    });
    // Each page holds the days of its own employees; all pages together hold every day.
    expect(answers[0].roster_details.every((detail: { employee_id: number }) => detail.employee_id <= 100)).toBe(true);
    expect(details).toHaveLength(result.assignments.length);

    // Past the end: an empty page, the cursor kept.
    const after = await call(p.details, { ...base, page_number: 4, list_lst_id: 230, lst_count: 230 });
    expect(after).toMatchObject({ status: 'OK', employees: [], roster_details: [], list_lst_id: 230, lst_count: 230 });
  });
});

describe('roster reads refused', () => {
  const reads = [
    ['summary', p.summary, {}],
    ['statistics details', p.statisticsDetails, {}],
    ['details', p.details, { page_number: 1 }],
  ] as const;

  it.each(reads)('%s: INVALID_SHIFT_DETAILS, ROSTER_NOT_FOUND, VALIDATION_ERROR', async (_name, path, extra) => {
    const { ref, sftd } = await weekRoster();
    const other = (await shiftWithPositions(call, [])).sftd;
    expect(await call(path, { ...ref, ...extra, shftd: 'no-such-shift' })).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await call(path, { ...ref, ...extra, std: 'no-such-site' })).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await call(path, { ...ref, ...extra, rstd: 'no-such-roster' })).toEqual({ status: 'ROSTER_NOT_FOUND' });
    // Another shift's roster is not this shift's.
    expect(await call(path, { ...ref, ...extra, shftd: other })).toEqual({ status: 'ROSTER_NOT_FOUND' });
    expect((await call(path, { shftd: sftd, std: SITE, ...extra })).status).toBe('VALIDATION_ERROR');
  });

  it.each(reads)('%s: ROSTER_PROCESSING and ROSTER_FAILED with the header', async (_name, path, extra) => {
    const { sftd } = await shiftWithPositions(call, []);
    const processing = await putRoster(ctx.server, { sftd, status: 'Processing', finished_at: '' });
    const failed = await putRoster(ctx.server, { sftd, status: 'Failed', failure_reason: 'The calculation timed out' });
    const base = { shftd: sftd, std: SITE, ...extra };
    expect(await call(path, { ...base, rstd: processing.rstd })).toEqual({
      status: 'ROSTER_PROCESSING',
      roster: await header(processing.rstd),
    });
    const reply = await call(path, { ...base, rstd: failed.rstd });
    expect(reply).toEqual({ status: 'ROSTER_FAILED', roster: await header(failed.rstd) });
    expect(reply.roster).toMatchObject({ roster_status: 'Failed', failure_reason: 'The calculation timed out' });
  });

  it.each(reads)('%s: Sipho (ROSTER right 10) and the site operations manager read', async (_name, path, extra) => {
    const { ref } = await weekRoster();
    expect((await call(path, { ...ref, ...extra }, ctx.sessions.group)).status).toBe('OK');
    expect((await call(path, { ...ref, ...extra }, ctx.sessions.ops)).status).toBe('OK');
    expect((await ctx.server.call(path, { ...ref, ...extra })).body).toEqual({ status: 'INVALID' });
  });
});
