import { Paths } from '../../contract';
import { requiredEmployees } from '@times/roster-engine';
import { addRecord, demo, editStore, shiftPayload, sitePayload, useDemoServer } from '../../testing/harness';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';

const ctx = useDemoServer('admin');
const { call } = ctx;
const SITE = demo.site.sd;
const p = Paths.rosterSetup;

const addShift = async (nm = 'Day', std: string = SITE) => {
  const reply = await call(Paths.shifts.add, shiftPayload(nm, std));
  expect(reply.status).toBe('OK');
  return reply.sftd as string;
};

const days = { mon: 3, tue: 3, wed: 3, thu: 3, fri: 4, sat: 2, sun: 1, hld: 1 };
const noOvertime = {
  overtime_mon: 0,
  overtime_tue: 0,
  overtime_wed: 0,
  overtime_thu: 0,
  overtime_fri: 0,
  overtime_sat: 0,
  overtime_sun: 0,
  overtime_hld: 0,
};
const form = (sftd: string, fields: Record<string, unknown> = {}) => ({
  std: SITE,
  sftd,
  max_cons_days: 5,
  min_rest_days: 2,
  roster_start_day: 1,
  period_type: 1,
  ...days,
  hasOvertime: 0,
  ...noOvertime,
  ...fields,
});
const save = (sftd: string, fields: Record<string, unknown> = {}, who: 'admin' | 'group' | 'ops' = 'admin') =>
  call(p.workingDaysSave, { roster_rules_workingdays: form(sftd, fields) }, ctx.sessions[who]);
const details = async (sftd: string, who: 'admin' | 'group' | 'ops' = 'admin') =>
  call(p.workingDaysDetails, { std: SITE, sftd }, ctx.sessions[who]);
const setGroupRights = async (...rights: number[]) =>
  await editStore(
    ctx.server,
    (draft) => {
      draft.user_groups[0]!.rights = rights.map((right_id) => ({ frm_id: 5, right_id }));
    },
    { reading: ['user_groups'] },
  );

describe('working days details and save', () => {
  it('answers null before a save, then the one record of the shift, replaced by the next save', async () => {
    const sftd = await addShift();
    expect(await details(sftd)).toEqual({ status: 'OK', shift_working_days: null });
    expect(await save(sftd)).toEqual({ status: 'OK' });
    // A save without the minimum rest between shifts stores 0 (no rule).
    expect(await details(sftd)).toEqual({
      status: 'OK',
      shift_working_days: { id: 1, ...form(sftd), min_rest_hours: 0 },
    });
    // Biweekly from Wednesday with overtime on Friday, 11 hours of rest between shifts.
    const biweekly = { period_type: 2, roster_start_day: 3, hasOvertime: 1, overtime_fri: 2, min_rest_hours: 11 };
    expect(await save(sftd, biweekly)).toEqual({ status: 'OK' });
    expect((await details(sftd)).shift_working_days).toEqual({ id: 1, ...form(sftd, biweekly) });
    expect(await save(sftd, { min_rest_hours: 25 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'roster_rules_workingdays.min_rest_hours': 'Enter whole hours from 0 to 24' },
    });
    expect(ctx.server.readDb().shift_working_days).toHaveLength(1);
    expect(ctx.server.readDb().shift_working_days[0]!.app_id).toBe(demo.app.appId);
  });

  it('stores start day 1 for Monthly and no overtime counts without overtime', async () => {
    const sftd = await addShift();
    expect(await save(sftd, { roster_start_day: 5, hasOvertime: 0, overtime_mon: 2 })).toEqual({ status: 'OK' });
    expect((await details(sftd)).shift_working_days).toMatchObject({
      roster_start_day: 1,
      period_type: 1,
      hasOvertime: 0,
      overtime_mon: 0,
    });
  });

  it('answers the validation statuses', async () => {
    const sftd = await addShift();
    const zero = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 };
    expect(await save(sftd, zero)).toEqual({ status: 'WORKING_DAYS_REQUIRED' });
    expect(await save(sftd, { hasOvertime: 1 })).toEqual({ status: 'OVERTIME_DAYS_REQUIRED' });
    expect(await save(sftd, { hasOvertime: 1, overtime_sun: 2 })).toEqual({
      status: 'OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES',
    });
    expect(await save(sftd, { period_type: 2, roster_start_day: 8 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'roster_rules_workingdays.roster_start_day': 'Select start day (Monday to Sunday)' },
    });
    expect(await save(sftd, { period_type: 3, mon: -1 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: {
        'roster_rules_workingdays.period_type': 'Select period type',
        'roster_rules_workingdays.mon': 'Enter a whole number, 0 or more',
      },
    });
    expect((await call(p.workingDaysSave, {})).status).toBe('VALIDATION_ERROR');
    expect(await call(p.workingDaysDetails, {})).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site', sftd: 'Select shift' },
    });
    expect(ctx.server.readDb().shift_working_days).toEqual([]);
  });

  it('answers INVALID_SHIFT_DETAILS for a shift of another site, an unknown or a deleted shift', async () => {
    const sftd = await addShift();
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    const other = await addShift('Other', sd);
    expect(await save(other)).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await details(other)).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await save('unknown')).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    await call(Paths.shifts.delete, { sftd });
    expect(await save(sftd)).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(ctx.server.readDb().shift_working_days).toEqual([]);
  });

  it('lets Sipho (ROSTER right 10) read but not save; right 20 needs the site isCreate too', async () => {
    const sftd = await addShift();
    await save(sftd);
    expect((await details(sftd, 'group')).status).toBe('OK');
    expect(await save(sftd, { mon: 9 }, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await setGroupRights(10, 20);
    expect(await save(sftd, { mon: 9 }, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await details(sftd)).shift_working_days.mon).toBe(3);
    await setGroupRights(12, 20);
    expect(await save(sftd, { mon: 9 }, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    // The site's isCreate comes from the group's roster site access.
    await editStore(
      ctx.server,
      (draft) => {
        Object.assign(draft.group_sites[0]!, { isCreate: 1, isView: 1 });
      },
      { reading: ['group_sites'] },
    );
    expect(await save(sftd, { mon: 9 }, 'group')).toEqual({ status: 'OK' });
    expect((await details(sftd)).shift_working_days.mon).toBe(9);
  });

  it('lets the operations manager save on their own site only', async () => {
    const sftd = await addShift();
    expect(await save(sftd, {}, 'ops')).toEqual({ status: 'OK' });
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    const other = await addShift('Other', sd);
    expect(
      await call(p.workingDaysSave, { roster_rules_workingdays: form(other, { std: sd }) }, ctx.sessions.ops),
    ).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect(await call(p.workingDaysDetails, { std: sd, sftd: other }, ctx.sessions.ops)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect((await ctx.server.call(p.workingDaysSave, { roster_rules_workingdays: form(sftd) })).body).toEqual({
      status: 'INVALID',
    });
  });

  it('marks the working days step of the roster wizard done', async () => {
    const sftd = await addShift();
    const wizard = () => call(Paths.timesApp.rosterWizardDetails, { std: SITE, sftd });
    expect(await wizard()).toMatchObject({ wizard_working_days: 0, wizard_perc: 0 });
    await save(sftd);
    expect(await wizard()).toMatchObject({
      status: 'OK',
      wizard_working_days: 1,
      wizard_constrains: 0,
      wizard_perc: 25,
    });
  });
});

describe('required employees', () => {
  const request = (sftd: string, fields: Record<string, unknown> = {}) => ({
    std: SITE,
    sftd,
    ...days,
    period_type: 1,
    max_consecutive_days: 5,
    rest_days: 2,
    ...fields,
  });

  it("answers the engine's total_required and the shift employees assigned", async () => {
    const sftd = await addShift();
    const engine = (periodType: 1 | 2, maxConsecutive: number, minRest: number) =>
      requiredEmployees({ perDay: days, periodType, maxConsecutive, minRest }).total_required;
    expect(await call(p.requiredEmployees, request(sftd))).toEqual({
      status: 'OK',
      total_required: engine(1, 5, 2),
      total_assigned: 0,
    });
    // 4 a day for 31 days (124 employee-days), at most 23 days each with 5 on / 2 off: 6, more than the busiest day.
    const flat = { mon: 4, tue: 4, wed: 4, thu: 4, fri: 4, sat: 4, sun: 4, hld: 0 };
    expect(await call(p.requiredEmployees, request(sftd, flat))).toEqual({
      status: 'OK',
      total_required: 6,
      total_assigned: 0,
    });
    const biweekly = await call(
      p.requiredEmployees,
      request(sftd, { period_type: 2, max_consecutive_days: 3, rest_days: 1 }),
    );
    expect(biweekly).toEqual({ status: 'OK', total_required: engine(2, 3, 1), total_assigned: 0 });

    const [first, second] = ctx.server.readDb().employees;
    const created_at = '2026-03-01T08:00:00.000Z';
    await addRecord(ctx.server, 'shift_employees', {
      ...shiftEmployeeRow(1, { std: SITE, sftd, emd: first!.emd, created_at }),
    });
    await addRecord(ctx.server, 'shift_employees', {
      ...shiftEmployeeRow(2, { std: SITE, sftd, emd: second!.emd, created_at }),
    });
    await addRecord(ctx.server, 'shift_employees', {
      ...shiftEmployeeRow(3, { std: SITE, sftd: 'another', emd: second!.emd, created_at }),
    });
    expect(await call(p.requiredEmployees, request(sftd), ctx.sessions.group)).toEqual({
      status: 'OK',
      total_required: engine(1, 5, 2),
      total_assigned: 2,
    });
  });

  it('answers WORKING_DAYS_REQUIRED, INVALID_SHIFT_DETAILS, VALIDATION_ERROR and the rights statuses', async () => {
    const sftd = await addShift();
    const zero = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 };
    expect(await call(p.requiredEmployees, request(sftd, zero))).toEqual({ status: 'WORKING_DAYS_REQUIRED' });
    expect(await call(p.requiredEmployees, request('unknown'))).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await call(p.requiredEmployees, request(sftd, { tue: 'x' }))).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { tue: 'Enter a whole number, 0 or more' },
    });
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 1, right_id: 1 }];
      },
      { reading: ['user_groups'] },
    );
    expect(await call(p.requiredEmployees, request(sftd), ctx.sessions.group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect((await ctx.server.call(p.requiredEmployees, request(sftd))).body).toEqual({ status: 'INVALID' });
  });
});
