import { Paths } from '../../contract';
import { demo, editStore, useDemoServer } from '../../testing/harness';
import { SITE, addRole, addShift, days, employeeForm, positionForm } from '../rosterPositions/rosterShiftFixtures';
import { changeEmployee } from '../../testing/changeEmployee';

const ctx = useDemoServer('admin');
const { call } = ctx;
const R = Paths.rosterSetup;
const employees = () => ctx.server.readDb().employees.filter((employee) => employee.app_id === demo.app.appId);
const listQuery = (sftd: string, fields: object = {}) => ({
  std: SITE,
  sftd,
  flt: 0,
  pg: 1,
  lst_count: 0,
  lst_date: '',
  lst_name: '',
  srch_word: '',
  ...fields,
});

/** A shift with the Guard (mon-fri 2) and Cleaner (sat 3) positions. */
async function setup() {
  const sftd = await addShift(call);
  const guard = await addRole(call, 'Guard', 'GRD');
  const cleaner = await addRole(call, 'Cleaner', 'CLN');
  await call(R.positionAdd, positionForm(sftd, guard, days(0, { mon: 2, tue: 2, wed: 2, thu: 2, fri: 2 })));
  await call(R.positionAdd, positionForm(sftd, cleaner, days(0, { sat: 3 })));
  return { sftd, guard, cleaner };
}

describe('shift employees: add, details, update, delete', () => {
  it('puts an employee on a shift and answers the details', async () => {
    const { sftd, guard, cleaner } = await setup();
    const [thabo] = employees();
    const added = await call(R.employeeAdd, employeeForm(sftd, thabo!.emd, guard, { sat: 1, hld: 1, dailly_hours: 9 }));
    expect(added).toEqual({ status: 'OK', rshftempd: expect.stringMatching(/^[\w-]+$/) });
    const { rshftempd } = added;
    expect(ctx.server.readDb().shift_employees).toEqual([
      {
        id: 1,
        rshftempd,
        app_id: demo.app.appId,
        std: SITE,
        sftd,
        emd: thabo!.emd,
        rld: guard,
        apply_wrkng_days: 1,
        monthly_hours: 160,
        weekly_hours: 40,
        dailly_hours: 9,
        ...days(0, { sat: 1, hld: 1 }),
        created_at: new Date(ctx.server.clock.ms).toISOString(),
      },
    ]);
    const details = await call(R.employeeDetails, { rshftempd, std: SITE, sftd });
    expect(details).toEqual({
      status: 'OK',
      shift_employees: [
        {
          id: 1,
          emd: thabo!.emd,
          rshftempd,
          name: 'Thabo',
          surname: 'Mokoena',
          mobile_no: thabo!.mobile,
          employee_number: 'ACM-0001',
          days_present: expect.any(Number),
          days_absent: expect.any(Number),
          employee_perfomance: expect.any(Number),
          idOrPass: thabo!.idOrPass,
          gender: 1,
          role_name: 'Guard',
          date_created: '2026-03-01 08:00',
          age: 28,
          hasImage: 0,
          rld: guard,
          apply_wrkng_days: 1,
          monthly_hours: 160,
          weekly_hours: 40,
          daily_hours: 9,
          ...days(0, { sat: 1, hld: 1 }),
        },
      ],
    });

    const update = await call(R.employeeUpdate, {
      rshftempd,
      std: SITE,
      sftd,
      roster_shift_employees: {
        ...employeeForm(sftd, thabo!.emd, cleaner).roster_shift_employees,
        apply_wrkng_days: 0,
        mon: 1,
      },
    });
    expect(update).toEqual({ status: 'OK' });
    expect((await call(R.employeeDetails, { rshftempd, std: SITE, sftd })).shift_employees[0]).toMatchObject({
      role_name: 'Cleaner',
      rld: cleaner,
      apply_wrkng_days: 0,
      ...days(0, { mon: 1 }),
      daily_hours: 8,
    });

    expect(await call(R.employeeDelete, { rshftempd, std: SITE, sftd })).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().shift_employees).toEqual([]);
    expect(await call(R.employeeDetails, { rshftempd, std: SITE, sftd })).toEqual({
      status: 'EMPLOYEE_DOES_NOT_EXIST',
    });
  });

  it('refuses a deactivated employee, and takes a deleted employee off the shift', async () => {
    const { sftd, guard } = await setup();
    const [first, second] = employees();
    expect((await call(Paths.employees.status, { empd: first!.emd, s_sts: 10 })).status).toBe('OK');
    expect(await call(R.employeeAdd, employeeForm(sftd, first!.emd, guard))).toEqual({
      status: 'EMPLOYEE_DEACTIVATED',
    });
    expect((await call(Paths.employees.status, { empd: first!.emd, s_sts: 5 })).status).toBe('OK');
    expect((await call(R.employeeAdd, employeeForm(sftd, first!.emd, guard))).status).toBe('OK');
    expect((await call(R.employeeAdd, employeeForm(sftd, second!.emd, guard))).status).toBe('OK');

    expect((await call(Paths.employees.delete, { empd: first!.emd })).status).toBe('OK');
    const list = await call(R.employeeList, listQuery(sftd));
    expect(list.roster_shift_employees.map((row: { emd: string }) => row.emd)).toEqual([second!.emd]);
    expect(ctx.server.readDb().shift_employees.map((row) => row.emd)).toEqual([second!.emd]);
  });

  it('answers EMPLOYEE_ALREADY_EXIST, EMPLOYEE_DOES_NOT_EXIST, ROLE_DOESNOT_EXIST and INVALID_SHIFT_DETAILS', async () => {
    const { sftd, guard } = await setup();
    const [first] = employees();
    const other = await addRole(call, 'Driver', 'DRV');
    expect((await call(R.employeeAdd, employeeForm(sftd, first!.emd, guard))).status).toBe('OK');
    expect(await call(R.employeeAdd, employeeForm(sftd, first!.emd, guard))).toEqual({
      status: 'EMPLOYEE_ALREADY_EXIST',
    });
    expect(await call(R.employeeAdd, employeeForm(sftd, 'unknown', guard))).toEqual({
      status: 'EMPLOYEE_DOES_NOT_EXIST',
    });
    // A position of the app that the shift does not have.
    expect(await call(R.employeeAdd, employeeForm(sftd, employees()[1]!.emd, other))).toEqual({
      status: 'ROLE_DOESNOT_EXIST',
    });
    expect(
      await call(R.employeeAdd, {
        roster_shift_employees: { ...employeeForm(sftd, first!.emd, guard).roster_shift_employees, sftd: 'x' },
      }),
    ).toEqual({
      status: 'INVALID_SHIFT_DETAILS',
    });
    const ids = { rshftempd: 'unknown', std: SITE, sftd };
    const form = employeeForm(sftd, first!.emd, guard).roster_shift_employees;
    expect(await call(R.employeeUpdate, { ...ids, roster_shift_employees: form })).toEqual({
      status: 'EMPLOYEE_DOES_NOT_EXIST',
    });
    expect(await call(R.employeeDelete, ids)).toEqual({ status: 'EMPLOYEE_DOES_NOT_EXIST' });
    const { rshftempd } = (await call(R.employeeList, listQuery(sftd))).roster_shift_employees[0];
    expect(
      await call(R.employeeUpdate, { rshftempd, std: SITE, sftd, roster_shift_employees: { ...form, rld: other } }),
    ).toEqual({ status: 'ROLE_DOESNOT_EXIST' });
    expect(await call(R.employeeDetails, { rshftempd, std: SITE, sftd: 'x' })).toEqual({
      status: 'INVALID_SHIFT_DETAILS',
    });
    expect(await call(R.employeeList, listQuery('x'))).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    // The same employee may be on another shift.
    const night = await addShift(call, 'Night');
    await call(R.positionAdd, positionForm(night, guard));
    expect((await call(R.employeeAdd, employeeForm(night, first!.emd, guard))).status).toBe('OK');
  });

  it('answers VALIDATION_ERROR without an employee or a position', async () => {
    const { sftd } = await setup();
    const reply = await call(R.employeeAdd, employeeForm(sftd, '', ''));
    expect(reply.status).toBe('VALIDATION_ERROR');
    expect(Object.keys(reply.errors).sort()).toEqual(['roster_shift_employees.empd', 'roster_shift_employees.rld']);
  });
});

describe('shift employee list', () => {
  it('walks every page in (name, created_at, id) order without repeats or gaps, ties included', async () => {
    const { sftd, guard } = await setup();
    // Make name ties: six employees called Same Name.
    for (const employee of ctx.server.readDb().employees.slice(0, 6))
      await changeEmployee(ctx.server, employee.app_id, employee.emd, { name: 'Same', surname: 'Name' });
    // Every active employee (a deactivated one cannot be put on a shift).
    const all = employees().filter((employee) => employee.user_status === 0);
    expect(all.length).toBeGreaterThan(40);
    for (const [index, employee] of all.entries()) {
      if (index % 10 === 0) ctx.server.clock.advance(60);
      expect((await call(R.employeeAdd, employeeForm(sftd, employee.emd, guard))).status).toBe('OK');
    }
    const seen: any[] = [];
    let reply = await call(R.employeeList, listQuery(sftd));
    expect(reply.roster_shift_employees).toHaveLength(20);
    while (reply.roster_shift_employees.length > 0) {
      expect(reply.ttl).toBe(all.length);
      seen.push(...reply.roster_shift_employees);
      const { lst_count, lst_date, lst_name } = reply;
      reply = await call(R.employeeList, listQuery(sftd, { pg: 2, lst_count, lst_date, lst_name }));
    }
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen.map((row) => row.rshftempd)).size).toBe(all.length);
    const keys = seen.map((row) => `${row.name} ${row.surname}`.toLowerCase());
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The empty page keeps the cursor.
    expect(reply).toMatchObject({ lst_count: seen.at(-1).id, lst_name: `${seen.at(-1).name} ${seen.at(-1).surname}` });
    // A page 2 without a date cursor.
    expect((await call(R.employeeList, listQuery(sftd, { pg: 2 }))).status).toBe('VALIDATION_ERROR');
  });

  it('searches by name or employee number with flt 1, and answers the summary of the whole shift', async () => {
    const { sftd, guard, cleaner } = await setup();
    const [thabo, second, third] = employees();
    await call(R.employeeAdd, employeeForm(sftd, thabo!.emd, guard, { mon: 1 }));
    await call(R.employeeAdd, employeeForm(sftd, second!.emd, guard));
    await call(R.employeeAdd, employeeForm(sftd, third!.emd, cleaner, { mon: 1, sun: 1 }));
    const byName = await call(R.employeeList, listQuery(sftd, { flt: 1, srch_word: ' thABo ' }));
    expect(byName.ttl).toBe(1);
    expect(byName.roster_shift_employees.map((row: any) => row.emd)).toEqual([thabo!.emd]);
    const byNumber = await call(R.employeeList, listQuery(sftd, { flt: 1, srch_word: third!.employee_number }));
    expect(byNumber.roster_shift_employees.map((row: any) => row.emd)).toEqual([third!.emd]);
    // flt 0 ignores the word.
    expect((await call(R.employeeList, listQuery(sftd, { srch_word: 'thabo' }))).ttl).toBe(3);
    const genders = [thabo, second, third].map((employee) => employee!.gender);
    expect(byName.shift_employees_summary).toEqual({
      // Guard needs 2 at most on a day, Cleaner 3.
      total_required: 5,
      total_employees: 3,
      total_males: genders.filter((gender) => gender === 1).length,
      total_females: genders.filter((gender) => gender === 2).length,
      ...days(3, { mon: 1, sun: 2 }),
    });
    const empty = await call(R.employeeList, listQuery(sftd, { flt: 1, srch_word: 'nobody' }));
    expect(empty).toMatchObject({ ttl: 0, lst_count: 0, lst_date: '', lst_name: '', roster_shift_employees: [] });
  });
});

describe('shift employees: rights and the wizard', () => {
  it('lets the group user (ROSTER 10) read but not write; the operations manager of the site may write', async () => {
    const { sftd, guard } = await setup();
    const [first, second] = employees();
    const { rshftempd } = await call(R.employeeAdd, employeeForm(sftd, first!.emd, guard));
    const { group, ops } = ctx.sessions;
    const ids = { rshftempd, std: SITE, sftd };
    const form = employeeForm(sftd, first!.emd, guard).roster_shift_employees;
    expect((await call(R.employeeList, listQuery(sftd), group)).ttl).toBe(1);
    expect((await call(R.employeeDetails, ids, group)).status).toBe('OK');
    expect(await call(R.employeeAdd, employeeForm(sftd, second!.emd, guard), group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect(await call(R.employeeUpdate, { ...ids, roster_shift_employees: form }, group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect(await call(R.employeeDelete, ids, group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await call(R.employeeAdd, employeeForm(sftd, second!.emd, guard), ops)).status).toBe('OK');
    expect(await call(R.employeeDelete, ids, ops)).toEqual({ status: 'OK' });
    // Right 12 opens the writes on a site the group may create rosters on (its group site access).
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 5, right_id: 12 }];
      },
      { reading: ['user_groups'] },
    );
    expect(await call(R.employeeAdd, employeeForm(sftd, first!.emd, guard), group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    await editStore(
      ctx.server,
      (draft) => {
        draft.group_sites[0]!.isCreate = 1;
      },
      { reading: ['group_sites'] },
    );
    expect((await call(R.employeeAdd, employeeForm(sftd, first!.emd, guard), group)).status).toBe('OK');
    expect((await call(R.employeeList, listQuery(sftd), group)).ttl).toBe(2);
  });

  it('marks the employees step of the roster wizard done', async () => {
    const { sftd, guard } = await setup();
    const wizard = async () => call(Paths.timesApp.rosterWizardDetails, { std: SITE, sftd });
    expect(await wizard()).toMatchObject({ wizard_positions: 1, wizard_employees: 0 });
    await call(R.employeeAdd, employeeForm(sftd, employees()[0]!.emd, guard));
    expect(await wizard()).toMatchObject({ wizard_positions: 1, wizard_employees: 1, wizard_perc: 50 });
  });
});
