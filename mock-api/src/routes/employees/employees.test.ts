import { Paths } from '../../contract';
import { addRecord, demo, editStore, ownAppUser, useDemoServer } from '../../testing/harness';
import { SEEDED, atSeedToday, person, seededEmployees } from './employeeFixtures';

const ctx = useDemoServer('admin');
const call = (path: string, payload: object, session = ctx.sessions.admin) => ctx.call(path, payload, session);
const add = (fields: Record<string, unknown> = {}, session = ctx.sessions.admin) =>
  call(Paths.employees.add, { employee: person(fields) }, session);
const details = async (empd: string) => (await call(Paths.employees.details, { empd })).employees?.[0];
const stored = (emd: string) => ctx.server.readDb().employees.find((employee) => employee.emd === emd);

const NOT_EXIST = { status: 'EMPLOYEE_DOES_NOT_EXIST' };
const SAME = { status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' };

describe('add employee', () => {
  it('adds an active employee of the app with a new public id and answers it as details', async () => {
    const reply = await add({ name: '  Ayanda ', employee_number: ' ACM-9001 ', idOrPass: '9004120123085' });
    expect(reply).toEqual({ status: 'OK', emd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(stored(reply.emd)).toEqual({
      id: SEEDED.count + 1,
      emd: reply.emd,
      app_id: demo.app.appId,
      ...person({ employee_number: 'ACM-9001', idOrPass: '9004120123085' }),
      user_status: 0,
      created_at: new Date(ctx.server.clock.ms).toISOString(),
    });
    expect(await details(reply.emd)).toEqual({
      id: SEEDED.count + 1,
      emd: reply.emd,
      ...person({ employee_number: 'ACM-9001', idOrPass: '9004120123085' }),
      user_status: 0,
      days_present: 0,
      days_absent: 0,
      perfomance: 0,
      hasImage: 0,
    });
  });

  it('gives employees added in the same millisecond strictly increasing creation times', async () => {
    const first = await add({ name: 'First' });
    const second = await add({ name: 'Second' });
    const third = await add({ name: 'Third' });
    const times = [first, second, third].map((reply) => Date.parse(stored(reply.emd)!.created_at));
    expect(times).toEqual([ctx.server.clock.ms, ctx.server.clock.ms + 1, ctx.server.clock.ms + 2]);
  });

  it('answers EMPLOYEE_WITH_SAME_DETAILS_EXIST for the same employee number, ID/passport or name, surname and birth date', async () => {
    await add({ employee_number: 'ACM-9001', idOrPass: 'A1234567', isIDOrPass: 2 });
    expect(await add({ name: 'Other', employee_number: ' acm-9001 ' })).toEqual(SAME);
    expect(await add({ name: 'Other', idOrPass: 'a1234567' })).toEqual(SAME);
    expect(await add({ name: ' AYANDA ', surname: 'zungu', employee_number: 'ACM-9002' })).toEqual(SAME);
    // A seeded employee's details count too.
    const [thabo] = seededEmployees(ctx.server);
    expect(await add({ name: 'Other', employee_number: thabo!.employee_number })).toEqual(SAME);
    // Empty numbers never match; another birth date is another person.
    expect((await add({ date_of_birth: '1991-04-12' })).status).toBe('OK');
    expect((await add({ name: 'Fresh', surname: 'Person' })).status).toBe('OK');
    expect(ctx.server.readDb().employees).toHaveLength(SEEDED.count + 3);
    // Another app may hold the same details.
    const lerato = await ownAppUser(ctx.server, '27834460001', 'employees1@times.test', 'Employees One');
    expect((await add({ employee_number: 'ACM-9001', idOrPass: 'A1234567' }, lerato)).status).toBe('OK');
  });

  it('answers EMPLOYEE_MAX_LICENSED_EXCEEDED once the app holds its licensed number (deactivated ones count)', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps[0]!.max_employees = SEEDED.count + 1;
      },
      { reading: ['apps'] },
    );
    expect((await add()).status).toBe('OK');
    expect(await add({ name: 'One', surname: 'Toomany' })).toEqual({ status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED' });
    const [first] = seededEmployees(ctx.server);
    await call(Paths.employees.delete, { empd: first!.emd });
    expect((await add({ name: 'One', surname: 'Toomany' })).status).toBe('OK');
  });

  it('gives a new app the default licence of 500 employees', async () => {
    const lerato = await ownAppUser(ctx.server, '27834460002', 'employees2@times.test', 'Employees Two');
    const app = ctx.server.readDb().apps.at(-1)!;
    await editStore(ctx.server, (draft) => {
      for (let id = 1; id <= 500; id += 1) {
        draft.employees.push({
          ...person({ name: `N${id}`, surname: `S${id}` }),
          id: 1000 + id,
          emd: `x${id}`,
          app_id: app.app_id,
          user_status: 0,
          created_at: '2026-02-01T00:00:00.000Z',
        } as never);
      }
    });
    expect(await add({}, lerato)).toEqual({ status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED' });
  });

  it('answers VALIDATION_ERROR with the spec messages', async () => {
    const invalid = async (fields: Record<string, unknown>) => (await add(fields)).errors;
    expect(await invalid({ name: 'A' })).toEqual({ 'employee.name': 'Employee name is required' });
    expect(await invalid({ name: 'x'.repeat(101) })).toEqual({ 'employee.name': 'Max length exceeded' });
    expect(await invalid({ surname: ' ' })).toEqual({ 'employee.surname': 'Employee surname is required' });
    expect(await invalid({ date_of_birth: '1990-02-30' })).toEqual({ 'employee.date_of_birth': 'Select valid date' });
    expect(await invalid({ mobile: '0' })).toEqual({ 'employee.mobile': 'Mobile number is required' });
    expect(await invalid({ mobile: '08211100001' })).toEqual({ 'employee.mobile': 'Max length exceeded' });
    expect(await invalid({ gender: 3 })).toEqual({ 'employee.gender': 'Select gender' });
    expect(await invalid({ isIDOrPass: 0 })).toEqual({ 'employee.isIDOrPass': 'Select ID or Passport' });
    expect(await invalid({ country_id: 9999 })).toEqual({ 'employee.country_id': 'Select country' });
    expect((await call(Paths.employees.add, {})).status).toBe('VALIDATION_ERROR');
    expect(ctx.server.readDb().employees).toHaveLength(SEEDED.count);
  });

  it('completes the employees step of the setup wizard of a new app (20% more)', async () => {
    const lerato = await ownAppUser(ctx.server, '27834460003', 'employees3@times.test', 'Employees Three');
    const wizard = async () => (await call(Paths.timesApp.appDetails, {}, lerato)).app_details;
    expect(await wizard()).toMatchObject({ wizard_employees: 0, wizard_perc: 0 });
    expect((await add({}, lerato)).status).toBe('OK');
    expect(await wizard()).toMatchObject({ wizard_employees: 1, wizard_perc: 20 });
  });
});

describe('update, status, details and delete', () => {
  it("updates an employee; its own details are no conflict, another employee's are", async () => {
    const { emd } = await add({ employee_number: 'ACM-9001' });
    await add({ name: 'Other', surname: 'Person', employee_number: 'ACM-9002', idOrPass: '8001015009087' });
    const update = (fields: Record<string, unknown>, empd = emd) =>
      call(Paths.employees.update, { empd, employee: person(fields) });
    expect(await update({ employee_number: 'acm-9001', mobile: '0839998888' })).toEqual({ status: 'OK' });
    expect(await update({ employee_number: 'ACM-9002' })).toEqual(SAME);
    expect(await update({ idOrPass: '8001015009087' })).toEqual(SAME);
    expect(await update({ name: 'other', surname: 'PERSON' })).toEqual(SAME);
    expect(await update({ name: 'Nomsa', gender: 2, isIDOrPass: 2, idOrPass: 'P998877' })).toEqual({ status: 'OK' });
    expect(await details(emd)).toMatchObject({
      name: 'Nomsa',
      employee_number: '',
      isIDOrPass: 2,
      idOrPass: 'P998877',
      mobile: '0821110000',
    });
    expect(await update({}, 'nope')).toEqual(NOT_EXIST);
    expect((await update({ name: 'N' })).errors).toEqual({ 'employee.name': 'Employee name is required' });
    expect((await call(Paths.employees.update, { employee: person() })).errors).toEqual({
      empd: 'Select valid employee',
    });
  });

  it('switches an employee off (10) and on (5)', async () => {
    const { emd } = await add();
    const status = (s_sts: unknown, empd = emd) => call(Paths.employees.status, { empd, s_sts });
    expect(await status(10)).toEqual({ status: 'OK' });
    expect(stored(emd)?.user_status).toBe(10);
    expect((await details(emd)).user_status).toBe(10);
    expect(await status(5)).toEqual({ status: 'OK' });
    expect(stored(emd)?.user_status).toBe(0);
    expect(await status(10, 'nope')).toEqual(NOT_EXIST);
    expect((await status(7)).errors).toEqual({ s_sts: 'Select valid filter' });
  });

  it('answers the details of a seeded employee with its figures and photo flag', async () => {
    const { admin } = await atSeedToday(ctx.server);
    const details = async (empd: string) => (await call(Paths.employees.details, { empd }, admin)).employees?.[0];
    const [thabo] = seededEmployees(ctx.server);
    const reply = await call(Paths.employees.details, { empd: thabo!.emd }, admin);
    expect(reply.status).toBe('OK');
    expect(reply.employees).toHaveLength(1);
    const [employee] = reply.employees;
    expect(employee).toMatchObject({
      id: 1,
      emd: thabo!.emd,
      name: 'Thabo',
      surname: 'Mokoena',
      user_status: 0,
      hasImage: 0,
    });
    expect(employee.days_present + employee.days_absent).toBeGreaterThan(20);
    expect(employee.perfomance).toBe(
      Math.round((employee.days_present / (employee.days_present + employee.days_absent)) * 100),
    );
    await addRecord(ctx.server, 'photo_uploads', {
      id: 1,
      rcdd: 'r1',
      app_id: demo.app.appId,
      emd: thabo!.emd,
      token: 't',
      created_at: '2026-03-01T08:00:00.000Z',
      expires_at: '2026-03-01T09:00:00.000Z',
      thumbnail: { size: 10, width: 150, height: 150 },
      image: null,
    });
    expect((await details(thabo!.emd)).hasImage).toBe(1);
    expect(await call(Paths.employees.details, { empd: 'nope' }, admin)).toEqual(NOT_EXIST);
  });

  it('deletes an employee with its leave days, attendance, face vectors and photo uploads', async () => {
    const [thabo, lerato] = seededEmployees(ctx.server);
    const emd = thabo!.emd;
    await call(Paths.employees.leaveAdd, { empd: emd, leave_day: '2026-12-01' });
    await addRecord(ctx.server, 'faces', {
      id: 1,
      app_id: demo.app.appId,
      emd,
      vector1: [1],
      vector2: [2],
      created_at: '2026-03-01T08:00:00.000Z',
    });
    await addRecord(ctx.server, 'photo_uploads', {
      id: 1,
      rcdd: 'r1',
      app_id: demo.app.appId,
      emd,
      token: 't',
      created_at: '2026-03-01T08:00:00.000Z',
      expires_at: '2026-03-01T09:00:00.000Z',
      thumbnail: null,
      image: null,
    });
    await addRecord(ctx.server, 'faces', {
      id: 2,
      app_id: demo.app.appId,
      emd: lerato!.emd,
      vector1: [1],
      vector2: [2],
      created_at: '2026-03-01T08:00:00.000Z',
    });
    const before = ctx.server.readDb();
    const attendanceOf = (db: typeof before, who: string) =>
      db.attendance.filter((record) => record.emd === who).length;
    expect(attendanceOf(before, emd)).toBeGreaterThan(0);

    expect(await call(Paths.employees.delete, { empd: emd })).toEqual({ status: 'OK' });
    const after = ctx.server.readDb();
    expect(after.employees.some((employee) => employee.emd === emd)).toBe(false);
    expect(after.employees).toHaveLength(SEEDED.count - 1);
    for (const collection of ['leaves', 'attendance', 'faces', 'photo_uploads'] as const) {
      expect(after[collection].filter((record) => record.emd === emd)).toEqual([]);
    }
    // Other employees keep theirs.
    expect(attendanceOf(after, lerato!.emd)).toBe(attendanceOf(before, lerato!.emd));
    expect(after.faces).toHaveLength(1);
    expect(after.leaves.length).toBe(before.leaves.filter((leave) => leave.emd !== emd).length);
    expect(await call(Paths.employees.delete, { empd: emd })).toEqual(NOT_EXIST);
    expect(await call(Paths.employees.details, { empd: emd })).toEqual(NOT_EXIST);
  });

  it('clears the wizard employees step when the last employee of the app is deleted', async () => {
    const wizard = async () => (await call(Paths.timesApp.appDetails, {})).app_details.wizard_employees;
    expect(await wizard()).toBe(1);
    for (const employee of seededEmployees(ctx.server))
      expect(await call(Paths.employees.delete, { empd: employee.emd })).toEqual({ status: 'OK' });
    expect(await wizard()).toBe(0);
    expect(ctx.server.readDb().attendance.filter((record) => record.app_id === demo.app.appId)).toEqual([]);
    expect((await add()).status).toBe('OK');
    expect(await wizard()).toBe(1);
  });
});

describe('employee rights', () => {
  const callsOf = (empd: string, lvdd: string): [string, object][] => [
    [Paths.employees.list, { flt: 0, pg: 1 }],
    [Paths.employees.statistics, {}],
    [Paths.employees.details, { empd }],
    [Paths.employees.add, { employee: person({ name: 'Rights' }) }],
    [Paths.employees.update, { empd, employee: person() }],
    [Paths.employees.status, { empd, s_sts: 10 }],
    [Paths.employees.delete, { empd }],
    [Paths.employees.import, { country_code: 27, country_id: 209, employees: [{ name: 'Row' }] }],
    [Paths.employees.search, { srch_word: 'Thabo' }],
    [Paths.employees.leaveList, { empd }],
    [Paths.employees.leaveAdd, { empd, leave_day: '2026-12-02' }],
    [Paths.employees.leaveDelete, { lvdd }],
  ];

  it('answers INVALID without a signed-in session and INVALID_USER_RIGHTS to users without the EMPLOYEES right', async () => {
    const [thabo] = seededEmployees(ctx.server);
    const [leave] = ctx.server.readDb().leaves;
    const calls = callsOf(thabo!.emd, leave!.lvdd);
    expect(calls).toHaveLength(12);
    const visitor = await ctx.server.visitor();
    for (const [path, payload] of calls) {
      expect((await ctx.server.call(path, payload)).body).toEqual({ status: 'INVALID' });
      expect((await ctx.server.call(path, payload, visitor)).body).toEqual({ status: 'INVALID' });
      // Sipho's group has SITES and ROSTER rights, not EMPLOYEES; Naledi is an operations manager.
      expect(await call(path, payload, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
      expect(await call(path, payload, ctx.sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    }
    expect(ctx.server.readDb().employees).toHaveLength(SEEDED.count);
  });

  it('lets a group user holding EMPLOYEES right 1 in', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights.push({ frm_id: 2, right_id: 1 });
      },
      { reading: ['user_groups'] },
    );
    const [thabo] = seededEmployees(ctx.server);
    const [leave] = ctx.server.readDb().leaves;
    // The delete last: the other calls work on the employee.
    const calls = callsOf(thabo!.emd, leave!.lvdd).sort(
      ([a], [b]) => Number(a === Paths.employees.delete) - Number(b === Paths.employees.delete),
    );
    for (const [path, payload] of calls) expect((await call(path, payload, ctx.sessions.group)).status).toBe('OK');
  });

  it("scopes every call to the selected app: another app's user cannot reach the demo employees", async () => {
    const other = await ownAppUser(ctx.server, '27834460004', 'employees4@times.test', 'Employees Four');
    const [thabo] = seededEmployees(ctx.server);
    const [leave] = ctx.server.readDb().leaves;
    for (const path of [Paths.employees.details, Paths.employees.delete, Paths.employees.leaveList]) {
      expect(await call(path, { empd: thabo!.emd }, other)).toEqual(NOT_EXIST);
    }
    expect(await call(Paths.employees.update, { empd: thabo!.emd, employee: person() }, other)).toEqual(NOT_EXIST);
    expect(await call(Paths.employees.status, { empd: thabo!.emd, s_sts: 10 }, other)).toEqual(NOT_EXIST);
    expect(await call(Paths.employees.leaveAdd, { empd: thabo!.emd, leave_day: '2026-12-02' }, other)).toEqual(
      NOT_EXIST,
    );
    expect(await call(Paths.employees.leaveDelete, { lvdd: leave!.lvdd }, other)).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { lvdd: 'Select valid leave' },
    });
    expect(await call(Paths.employees.list, { flt: 0, pg: 1 }, other)).toMatchObject({ ttl: 0, employees: [] });
    expect(await call(Paths.employees.search, { srch_word: 'Thabo' }, other)).toEqual({
      status: 'OK',
      search_employees: [],
    });
    expect(await call(Paths.employees.statistics, {}, other)).toEqual({
      status: 'OK',
      total_employees: 0,
      age_group: [],
      gender_totals: [],
    });
    expect(stored(thabo!.emd)).toEqual(thabo);
  });
});
