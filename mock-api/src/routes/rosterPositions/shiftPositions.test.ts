import { Paths } from '../../contract';
import { demo, editStore, useDemoServer } from '../../testing/harness';
import { DAYS, SITE, addRole, addShift, days, employeeForm, positionForm, workingDays } from './rosterShiftFixtures';

const ctx = useDemoServer('admin');
const { call } = ctx;
const R = Paths.rosterSetup;
const list = async (sftd: string, session = ctx.sessions.admin) => call(R.positionList, { std: SITE, sftd }, session);
const EMPLOYEE = (id: number) => ctx.server.readDb().employees.find((employee) => employee.id === id)!;

describe('shift positions: add, list, details', () => {
  it('adds a position to a shift and lists it with its role, totals and numbers', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const added = await call(R.positionAdd, positionForm(sftd, guard, { ...days(2, { hld: 0 }), priority_level: 80 }));
    expect(added).toEqual({ status: 'OK', sftrld: expect.stringMatching(/^[\w-]+$/) });
    const row = {
      id: 1,
      sftrld: added.sftrld,
      rld: guard,
      role_name: 'Guard',
      abbrvtn: 'GRD',
      total_employees: 0,
      total_males: 0,
      total_females: 0,
      monthly_hours: 160,
      weekly_hours: 40,
      dailly_hours: 8,
      ...days(2, { hld: 0 }),
      priority_level: 80,
      role_reliever_name: '',
    };
    expect(await list(sftd)).toEqual({ status: 'OK', roster_shift_positions: [row] });
    expect(await call(R.positionDetails, { shftrld: added.sftrld })).toEqual({
      status: 'OK',
      roster_shift_positions: [row],
    });
    expect(ctx.server.readDb().shift_positions).toEqual([
      {
        id: 1,
        sftrld: added.sftrld,
        app_id: demo.app.appId,
        std: SITE,
        sftd,
        rld: guard,
        monthly_hours: 160,
        weekly_hours: 40,
        dailly_hours: 8,
        ...days(2, { hld: 0 }),
        priority_level: 80,
      },
    ]);
  });

  it('lists highest priority first and counts the shift employees of each role by gender', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const cleaner = await addRole(call, 'Cleaner', 'CLN');
    await call(R.positionAdd, positionForm(sftd, guard, { priority_level: 10 }));
    await call(R.positionAdd, positionForm(sftd, cleaner, { priority_level: 90 }));
    const [male, female] = [EMPLOYEE(1), ctx.server.readDb().employees.find((employee) => employee.gender === 2)!];
    expect(male.gender).toBe(1);
    expect((await call(R.employeeAdd, employeeForm(sftd, male.emd, guard))).status).toBe('OK');
    expect((await call(R.employeeAdd, employeeForm(sftd, female.emd, guard))).status).toBe('OK');
    const rows = (await list(sftd)).roster_shift_positions;
    expect(rows.map((row: any) => [row.role_name, row.total_employees, row.total_males, row.total_females])).toEqual([
      ['Cleaner', 0, 0, 0],
      ['Guard', 2, 1, 1],
    ]);
  });

  it('answers ROLE_ALREADY_EXIST for a position the shift has, ROLE_DOESNOT_EXIST for an unknown role', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    expect((await call(R.positionAdd, positionForm(sftd, guard))).status).toBe('OK');
    expect(await call(R.positionAdd, positionForm(sftd, guard))).toEqual({ status: 'ROLE_ALREADY_EXIST' });
    expect(await call(R.positionAdd, positionForm(sftd, 'no-such-role'))).toEqual({ status: 'ROLE_DOESNOT_EXIST' });
    // Another shift may have the same position.
    const night = await addShift(call, 'Night');
    expect((await call(R.positionAdd, positionForm(night, guard))).status).toBe('OK');
  });

  it('answers INVALID_SHIFT_DETAILS for a shift that is not a live shift of the site', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    expect(
      await call(R.positionAdd, {
        roster_shift_positions: { ...positionForm(sftd, guard).roster_shift_positions, std: 'other-site' },
      }),
    ).toEqual({
      status: 'INVALID_SHIFT_DETAILS',
    });
    expect(await call(R.positionList, { std: SITE, sftd: 'unknown' })).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await call(R.configuredDaily, { std: SITE, sftd: 'unknown' })).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    await call(Paths.shifts.delete, { sftd });
    expect(await call(R.positionAdd, positionForm(sftd, guard))).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
  });

  it('answers VALIDATION_ERROR for a priority above 100 or a missing role', async () => {
    const sftd = await addShift(call);
    const reply = await call(R.positionAdd, positionForm(sftd, '', { priority_level: 101 }));
    expect(reply.status).toBe('VALIDATION_ERROR');
    expect(Object.keys(reply.errors).sort()).toEqual([
      'roster_shift_positions.priority_level',
      'roster_shift_positions.rld',
    ]);
  });
});

describe('shift positions: daily numbers', () => {
  it('refuses all-zero days; without working days there is no cap', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    expect(await call(R.positionAdd, positionForm(sftd, guard, days(0)))).toEqual({
      status: 'DAILY_NUMBER_OF_EMPLOYEES_REQUIRED',
    });
    expect((await call(R.positionAdd, positionForm(sftd, guard, days(250)))).status).toBe('OK');
  });

  it('caps each day at the working days count, across the shift positions, on add and update', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const cleaner = await addRole(call, 'Cleaner', 'CLN');
    await workingDays(ctx.server, sftd, { mon: 3, tue: 3, wed: 3, thu: 3, fri: 3, sat: 1, sun: 0, hld: 0 });
    const { sftrld } = await call(
      R.positionAdd,
      positionForm(sftd, guard, days(0, { mon: 2, tue: 2, wed: 2, thu: 2, fri: 2, sat: 1 })),
    );
    expect(sftrld).toBeDefined();
    expect(await call(R.configuredDaily, { std: SITE, sftd })).toEqual({
      status: 'OK',
      t_mon: 2,
      t_tues: 2,
      t_wed: 2,
      t_thu: 2,
      t_fri: 2,
      t_sat: 1,
      t_sun: 0,
      t_hld: 0,
      target_mon: 3,
      target_tues: 3,
      target_wed: 3,
      target_thu: 3,
      target_fri: 3,
      target_sat: 1,
      target_sun: 0,
      target_hld: 0,
    });
    // Saturday is full, Monday has one left.
    expect(await call(R.positionAdd, positionForm(sftd, cleaner, days(0, { sat: 1 })))).toEqual({
      status: 'DAILY_NUMBER_OF_EMPLOYEES_REQUIRED',
    });
    expect(await call(R.positionAdd, positionForm(sftd, cleaner, days(0, { mon: 2 })))).toEqual({
      status: 'DAILY_NUMBER_OF_EMPLOYEES_REQUIRED',
    });
    expect((await call(R.positionAdd, positionForm(sftd, cleaner, days(0, { mon: 1 })))).status).toBe('OK');
    // Update: its own old counts do not count.
    const update = (fields: object) =>
      call(R.positionUpdate, {
        shftrld: sftrld,
        roster_shift_positions: { ...positionForm(sftd, guard).roster_shift_positions, ...fields },
      });
    expect(await update(days(0, { mon: 3 }))).toEqual({ status: 'DAILY_NUMBER_OF_EMPLOYEES_REQUIRED' });
    expect(await update({ ...days(0, { tue: 3, sat: 1 }), priority_level: 70 })).toEqual({ status: 'OK' });
    const configured = await call(R.configuredDaily, { std: SITE, sftd });
    expect([configured.t_mon, configured.t_tues, configured.t_sat]).toEqual([1, 3, 1]);
    const row = (await call(R.positionDetails, { shftrld: sftrld })).roster_shift_positions[0];
    expect(row).toMatchObject({ ...days(0, { tue: 3, sat: 1 }), priority_level: 70, rld: guard });
  });

  it('answers zero targets without working days', async () => {
    const sftd = await addShift(call);
    const reply = await call(R.configuredDaily, { std: SITE, sftd });
    expect(Object.values(reply).filter((value) => value !== 'OK')).toEqual(Array(16).fill(0));
  });
});

describe('shift positions: update and delete', () => {
  it('answers ROLE_DOESNOT_EXIST for an unknown shftrld on update, details and delete', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const form = positionForm(sftd, guard).roster_shift_positions;
    expect(await call(R.positionUpdate, { shftrld: 'unknown', roster_shift_positions: form })).toEqual({
      status: 'ROLE_DOESNOT_EXIST',
    });
    expect(await call(R.positionDetails, { shftrld: 'unknown' })).toEqual({ status: 'ROLE_DOESNOT_EXIST' });
    expect(await call(R.positionDelete, { shftrld: 'unknown' })).toEqual({ status: 'ROLE_DOESNOT_EXIST' });
  });

  it('deletes a position; refuses with RECORD_IN_USE while shift employees hold the role', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const { sftrld } = await call(R.positionAdd, positionForm(sftd, guard));
    const { rshftempd } = await call(R.employeeAdd, employeeForm(sftd, EMPLOYEE(1).emd, guard));
    expect(await call(R.positionDelete, { shftrld: sftrld })).toEqual({ status: 'RECORD_IN_USE' });
    // The app position is in use too while the shift has it.
    expect((await call(Paths.positions.delete, { rld: guard })).status).toBe('RECORD_IN_USE');
    await call(R.employeeDelete, { rshftempd, std: SITE, sftd });
    expect(await call(R.positionDelete, { shftrld: sftrld })).toEqual({ status: 'OK' });
    expect((await list(sftd)).roster_shift_positions).toEqual([]);
    expect(ctx.server.readDb().shift_positions).toEqual([]);
  });
});

describe('position lookups', () => {
  it('answers the app positions, and those of a shift', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD', { m_hrs: 160, w_hrs: 40, d_hrs: 8 });
    const cleaner = await addRole(call, 'Cleaner', 'CLN', { m_hrs: 120, w_hrs: 30, d_hrs: 6 });
    const cleanerRow = { id: 2, rld: cleaner, name: 'Cleaner', abbr: 'CLN', m_hrs: 120, w_hrs: 30, d_hrs: 6 };
    const guardRow = { id: 1, rld: guard, name: 'Guard', abbr: 'GRD', m_hrs: 160, w_hrs: 40, d_hrs: 8 };
    expect(await call(R.rolesLookup, {})).toEqual({ status: 'OK', employees_roles: [cleanerRow, guardRow] });
    expect(await call(R.rolesOfShift, { sftd })).toEqual({ status: 'OK', employees_roles: [] });
    await call(R.positionAdd, positionForm(sftd, guard));
    expect(await call(R.rolesOfShift, { sftd })).toEqual({ status: 'OK', employees_roles: [guardRow] });
    expect(await call(R.rolesOfShift, { sftd: 'unknown' })).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
  });
});

describe('shift positions: rights and the wizard', () => {
  it('lets the group user (ROSTER 10) read but not write; the operations manager of the site may write', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const { sftrld } = await call(R.positionAdd, positionForm(sftd, guard));
    const { group, ops } = ctx.sessions;
    const form = positionForm(sftd, guard).roster_shift_positions;
    expect((await list(sftd, group)).roster_shift_positions).toHaveLength(1);
    expect((await call(R.positionDetails, { shftrld: sftrld }, group)).status).toBe('OK');
    expect((await call(R.configuredDaily, { std: SITE, sftd }, group)).status).toBe('OK');
    expect((await call(R.rolesLookup, {}, group)).status).toBe('OK');
    expect((await call(R.rolesOfShift, { sftd }, group)).status).toBe('OK');
    expect(await call(R.positionAdd, positionForm(sftd, guard), group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await call(R.positionUpdate, { shftrld: sftrld, roster_shift_positions: form }, group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect(await call(R.positionDelete, { shftrld: sftrld }, group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    // Naledi manages the demo site.
    expect(
      await call(R.positionUpdate, { shftrld: sftrld, roster_shift_positions: { ...form, priority_level: 5 } }, ops),
    ).toEqual({ status: 'OK' });
    expect((await list(sftd, ops)).roster_shift_positions[0].priority_level).toBe(5);
    expect(await call(R.positionDelete, { shftrld: sftrld }, ops)).toEqual({ status: 'OK' });
  });

  it('refuses a group user without ROSTER rights, and an operations manager of another site', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const { sftrld } = await call(R.positionAdd, positionForm(sftd, guard));
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 1, right_id: 1 }];
        draft.app_members.find((member) => member.user_id === demo.ops.id)!.ops_site_ids = ['another-site'];
      },
      { reading: ['user_groups', 'app_members'] },
    );
    for (const session of [ctx.sessions.group, ctx.sessions.ops]) {
      expect(await list(sftd, session)).toEqual({ status: 'INVALID_USER_RIGHTS' });
      expect(await call(R.positionDetails, { shftrld: sftrld }, session)).toEqual({ status: 'INVALID_USER_RIGHTS' });
      expect(await call(R.positionAdd, positionForm(sftd, guard), session)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    }
    expect(await call(R.rolesLookup, {}, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await call(R.rolesLookup, {}, ctx.sessions.ops)).toMatchObject({ status: 'OK' });
  });

  it('marks the positions step of the roster wizard done', async () => {
    const sftd = await addShift(call);
    const guard = await addRole(call, 'Guard', 'GRD');
    const wizard = async () => call(Paths.timesApp.rosterWizardDetails, { std: SITE, sftd });
    expect(await wizard()).toMatchObject({ wizard_positions: 0, wizard_employees: 0, wizard_perc: 0 });
    await call(R.positionAdd, positionForm(sftd, guard));
    expect(await wizard()).toMatchObject({ wizard_positions: 1, wizard_employees: 0, wizard_perc: 25 });
    expect(DAYS).toHaveLength(8);
  });
});
