/**
 * Pinned cells over HTTP: pin and unpin (rights, ENTRY_NOT_FOUND), the details say which cells are
 * pinned, swaps and moves pin the cells they change, and a recalculation keeps every pin (also one
 * that breaks a rule: kept and reported, never dropped) and says how many it kept and which rules
 * the pins break.
 */
import { Paths } from '../../contract';
import { whenRosterSettled } from '../../rosters/calculation';
import { putRoster, resultOf, shiftWithPositions, weekModel } from '../../rosters/views/testing/storedRoster';
import type { RosterRecord } from '../../store/types';
import { demo, useDemoServer } from '../../testing/harness';
import { addRole, addShift, days, employeeForm, positionForm } from '../rosterPositions/rosterShiftFixtures';
import { editRosters, storedRoster } from '../../testing/editRosters';

const ctx = useDemoServer('admin');
const { call } = ctx;
const p = Paths.rosters;
const SITE = demo.site.sd;
const DAY = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] as const;

/** The shared week roster (see weekModel): e0 Thabo Mon Tue Wed Fri, e3 Nomvula Sat Sun, e5 Zanele Fri Sat. */
async function weekRoster() {
  const { sftd, rlds } = await shiftWithPositions(call, [
    { name: 'Guard', abbr: 'GRD' },
    { name: 'Supervisor', abbr: 'SUP' },
  ]);
  const { model, assignments, emds } = weekModel(ctx.server, rlds);
  const record = await putRoster(ctx.server, { sftd, std: SITE, model, result: resultOf(model, assignments) });
  const edit = { std: SITE, sftd, roster_ref: record.rstd };
  const cell = (e: number, d: number) => ({ empd: emds[e]!, entry_date: DAY[d]! });
  const full = (e: number, d: number) => ({
    ...cell(e, d),
    name: model.employees[e]!.name,
    emp_rld: '',
    gender: model.employees[e]!.gender,
  });
  const pin = (e: number, d: number, pinned: 0 | 1 = 1, session = ctx.sessions.admin) =>
    call(p.pin, { ...edit, ...cell(e, d), pinned }, session);
  const details = async () => {
    const page = await call(p.details, { shftd: sftd, std: SITE, rstd: record.rstd, page_number: 1 });
    return (page.roster_details as { employee_id: number; entry_date: string; pinned?: boolean }[])
      .filter((one) => one.pinned)
      .map((one) => `${one.employee_id - 1} ${DAY.indexOf(one.entry_date as (typeof DAY)[number])}`);
  };
  return { record, emds, edit, cell, full, pin, details, sftd };
}

/** The roster as stored now (one row read). */
const stored = async (rstd: string): Promise<RosterRecord> => (await storedRoster(ctx.server, rstd))!;

describe('roster pin', () => {
  it('pins and unpins an assigned cell; the details say which cells are pinned', async () => {
    const { pin, details, record } = await weekRoster();
    expect(await details()).toEqual([]);
    expect(await pin(0, 0)).toEqual({ status: 'OK' });
    expect(await pin(3, 5)).toEqual({ status: 'OK' });
    expect(await details()).toEqual(['0 0', '3 5']);
    expect(await pin(0, 0, 0)).toEqual({ status: 'OK' });
    expect(await details()).toEqual(['3 5']);
    expect((await stored(record.rstd)).pins).toEqual([{ employeeId: expect.any(String), date: DAY[5] }]);
  });

  it('refuses a cell without an assignment (ENTRY_NOT_FOUND) and users without the adjust right', async () => {
    const { pin, details } = await weekRoster();
    // Thabo is off on Thursday; nobody is e9.
    expect(await pin(0, 3)).toEqual({ status: 'ENTRY_NOT_FOUND' });
    expect(await pin(9, 0)).toMatchObject({ status: expect.stringMatching(/ENTRY_NOT_FOUND|VALIDATION_ERROR/) });
    expect(await pin(0, 0, 1, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await pin(0, 0, 1, ctx.sessions.ops)).toEqual({ status: 'OK' });
    expect(await details()).toEqual(['0 0']);
  });
});

describe('swaps and moves pin what they change', () => {
  it('pins both swapped cells, and the moved cell (a pin left empty goes)', async () => {
    const { edit, full, pin, details } = await weekRoster();
    expect(await pin(5, 5)).toEqual({ status: 'OK' });
    // Thabo's Friday for Nomvula's Sunday: Thabo now works Sunday, Nomvula Friday.
    expect(await call(p.swap, { ...edit, drpped_data: full(0, 4), on_position_data: full(3, 6) })).toEqual({
      status: 'OK',
    });
    expect((await details()).sort()).toEqual(['0 6', '3 4', '5 5']);
    // Zanele's pinned Saturday moves to Sunday: the pin follows the day.
    const from = full(5, 5);
    expect(
      await call(p.move, {
        ...edit,
        source_name: '',
        source_surname: '',
        source_empd: from.empd,
        source_entry_date: from.entry_date,
        target_data: full(5, 6),
      }),
    ).toEqual({ status: 'OK' });
    expect((await details()).sort()).toEqual(['0 6', '3 4', '5 6']);
  });
});

describe('recalculation keeps the pins', () => {
  it('hands every pin of the period to the engine: kept (a conflicting one reported), counted in the summary', async () => {
    const admin = (path: string, payload: object) => call(path, payload);
    const sftd = await addShift(admin, 'Pinned');
    const guard = await addRole(admin, 'Guard Pinned', 'GRD');
    const workingDays = { std: SITE, sftd, max_cons_days: 5, min_rest_days: 2, roster_start_day: 1, period_type: 1 };
    expect(
      await call(Paths.rosterSetup.workingDaysSave, {
        roster_rules_workingdays: { ...workingDays, ...days(1), hasOvertime: 0 },
      }),
    ).toEqual({ status: 'OK' });
    expect((await call(Paths.rosterSetup.positionAdd, positionForm(sftd, guard, days(1)))).status).toBe('OK');
    const staff = ctx.server
      .readDb()
      .employees.filter((one) => one.app_id === demo.app.appId && one.user_status === 0)
      .slice(0, 3);
    for (const one of staff) {
      expect((await call(Paths.rosterSetup.employeeAdd, employeeForm(sftd, one.emd, guard))).status).toBe('OK');
    }
    const start = (roster_ref = '', recalculate = 0) =>
      call(p.startCalculation, { std: SITE, sftd, start_date: '2026-04-01', roster_ref, recalculate });
    const { roster_ref } = await start();
    await whenRosterSettled(ctx.server.api.store, roster_ref);
    const first = (await storedRoster(ctx.server, roster_ref))!;
    const edit = { std: SITE, sftd, roster_ref };
    // Two assigned cells pinned by the call, and two guards pinned on the 13th (one a day, no overtime).
    const picked = first.result!.assignments.filter((one) => one.date < '2026-04-10').slice(0, 2);
    for (const one of picked) {
      expect(await call(p.pin, { ...edit, empd: one.employeeId, entry_date: one.date, pinned: 1 })).toEqual({
        status: 'OK',
      });
    }
    const date = '2026-04-13';
    const both = first.model!.employees.slice(0, 2).map((one) => one.id);
    await editRosters(ctx.server, (draft) => {
      const roster = draft.rosters.find((one) => one.rstd === roster_ref)!;
      const template = roster.result!.assignments[0]!;
      roster.result!.assignments = roster.result!.assignments.filter((one) => one.date !== date);
      for (const employeeId of both) {
        roster.result!.assignments.push({ ...template, employeeId, date });
        roster.pins = [...(roster.pins ?? []), { employeeId, date }];
      }
    });
    const pinned = (await stored(first.rstd)).pins!.length;
    expect((await start(roster_ref, 1)).status).toBe('OK');
    await whenRosterSettled(ctx.server.api.store, roster_ref);
    const after = await stored(first.rstd);
    expect(after.status).toBe('Successful');
    expect(after.pins).toHaveLength(pinned);
    for (const pin of after.pins!) {
      expect(
        after.result!.assignments.filter((one) => one.employeeId === pin.employeeId && one.date === pin.date),
      ).toHaveLength(1);
    }
    const ref = { shftd: sftd, std: SITE, rstd: roster_ref };
    const summary = await call(p.summary, ref);
    expect(summary.pinned_kept).toBe(pinned);
    // Two on a day of one: both kept, the one beyond the capacity reported as the pins' conflict.
    const violations = (await call(p.statisticsDetails, ref)) as unknown as object;
    expect(JSON.stringify(violations).match(/Pinned: [^"]* on the 13th conflicts with this rule/g)).toHaveLength(1);
    // The summary lists it under its rule.
    expect(summary.pin_conflicts).toEqual([
      {
        rule_name: 'Capacity',
        count: 1,
        reasons: [expect.stringMatching(/^Pinned: .+ on the 13th conflicts with this rule\. /)],
      },
    ]);
  });
});
