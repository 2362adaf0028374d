import { Paths } from '../../contract';
import { demo, editStore, ownAppUser, useDemoServer } from '../../testing/harness';
import { SEEDED, csvRow, employeeRecord, seededEmployees, storeEmployees } from './employeeFixtures';

const ctx = useDemoServer('admin');
const importRows = (employees: object[], fields: object = {}, session = ctx.sessions.admin) =>
  ctx.call(Paths.employees.import, { country_code: 27, country_id: 209, employees, ...fields }, session);
const statuses = (reply: { employees: { status: string }[] }) => reply.employees.map((row) => row.status);
const demoEmployees = () => ctx.server.readDb().employees.filter((employee) => employee.app_id === demo.app.appId);

describe('employee import', () => {
  it("imports good rows as active employees of the file's country and answers each row with its status", async () => {
    const rows = [
      csvRow(),
      csvRow({
        name: ' Zodwa ',
        surname: 'Khanye',
        gender: '2',
        employee_number: 'ACM-7001',
        isIDOrPass: '',
        idOrPass: '8806150123089',
      }),
      csvRow({ name: 'Tariro', surname: 'Moyo', gender: 2, isIDOrPass: 2, idOrPass: 'FN998877' }),
    ];
    const reply = await importRows(rows);
    expect(reply).toEqual({
      status: 'OK',
      employees: [
        { ...csvRow(), status: 'SUCCESS' },
        { ...rows[1], status: 'SUCCESS' },
        // Numbers arrive as the file's text.
        { ...rows[2], gender: '2', isIDOrPass: '2', status: 'SUCCESS' },
      ],
    });
    const added = demoEmployees().slice(SEEDED.count);
    expect(added.map(({ id, emd, created_at, ...fields }) => fields)).toEqual([
      {
        app_id: demo.app.appId,
        name: 'Musa',
        surname: 'Ngema',
        country_id: 209,
        country_code: 27,
        date_of_birth: '1994-07-30',
        isIDOrPass: 1,
        idOrPass: '',
        mobile: '0730001111',
        gender: 1,
        employee_number: '',
        user_status: 0,
      },
      {
        app_id: demo.app.appId,
        name: 'Zodwa',
        surname: 'Khanye',
        country_id: 209,
        country_code: 27,
        date_of_birth: '1994-07-30',
        isIDOrPass: 1,
        idOrPass: '8806150123089',
        mobile: '0730001111',
        gender: 2,
        employee_number: 'ACM-7001',
        user_status: 0,
      },
      {
        app_id: demo.app.appId,
        name: 'Tariro',
        surname: 'Moyo',
        country_id: 209,
        country_code: 27,
        date_of_birth: '1994-07-30',
        isIDOrPass: 2,
        idOrPass: 'FN998877',
        mobile: '0730001111',
        gender: 2,
        employee_number: '',
        user_status: 0,
      },
    ]);
    // Ids follow on, public ids are unique, creation times strictly increase in row order.
    expect(added.map((employee) => employee.id)).toEqual([SEEDED.count + 1, SEEDED.count + 2, SEEDED.count + 3]);
    expect(new Set(demoEmployees().map((employee) => employee.emd)).size).toBe(SEEDED.count + 3);
    const now = ctx.server.clock.ms;
    expect(added.map((employee) => Date.parse(employee.created_at))).toEqual([now, now + 1, now + 2]);
    // The list shows them newest first: the last row first.
    const list = await ctx.call(Paths.employees.list, { flt: 0, pg: 1 });
    expect(list.employees.slice(0, 3).map((employee: { name: string }) => employee.name)).toEqual([
      'Tariro',
      'Zodwa',
      'Musa',
    ]);
  });

  it('answers VALIDATION_ERROR for rows that break an employee rule and imports the rest', async () => {
    const bad = [
      csvRow({ name: 'M' }),
      csvRow({ surname: '' }),
      csvRow({ surname: 'x'.repeat(101) }),
      csvRow({ date_of_birth: '30/07/1994' }),
      csvRow({ date_of_birth: '1994-02-30' }),
      csvRow({ mobile: '07300011112' }),
      csvRow({ mobile: '' }),
      csvRow({ gender: '3' }),
      csvRow({ gender: 'M' }),
      csvRow({ isIDOrPass: '3' }),
      { name: '', surname: '', date_of_birth: '', mobile: '', gender: '' },
    ];
    const reply = await importRows([...bad, csvRow({ name: 'Valid' })]);
    expect(statuses(reply)).toEqual([...bad.map(() => 'VALIDATION_ERROR'), 'SUCCESS']);
    expect(reply.employees[10]).toEqual({
      name: '',
      surname: '',
      date_of_birth: '',
      mobile: '',
      gender: '',
      employee_number: '',
      isIDOrPass: '',
      idOrPass: '',
      status: 'VALIDATION_ERROR',
    });
    expect(demoEmployees()).toHaveLength(SEEDED.count + 1);
  });

  it('answers EMPLOYEE_WITH_SAME_DETAILS_EXIST against stored employees and earlier rows of the batch', async () => {
    const [thabo] = seededEmployees(ctx.server);
    const reply = await importRows([
      csvRow({ employee_number: thabo!.employee_number }),
      csvRow({ idOrPass: thabo!.idOrPass }),
      csvRow({ name: 'thabo', surname: 'MOKOENA', date_of_birth: thabo!.date_of_birth }),
      csvRow({ employee_number: 'ACM-8001' }),
      csvRow({ name: 'Other', employee_number: 'acm-8001' }),
      csvRow({ employee_number: 'ACM-8002' }),
      // An invalid row does not hold its details.
      csvRow({ name: 'Rejected', gender: '9', employee_number: 'ACM-8003' }),
      csvRow({ name: 'Accepted', employee_number: 'ACM-8003' }),
    ]);
    expect(statuses(reply)).toEqual([
      'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
      'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
      'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
      'SUCCESS',
      'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
      // Musa Ngema born 1994-07-30 again: the same person as row 4.
      'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
      'VALIDATION_ERROR',
      'SUCCESS',
    ]);
    expect(demoEmployees()).toHaveLength(SEEDED.count + 2);
  });

  it('answers EMPLOYEE_MAX_LICENSED_EXCEEDED for the rows past the licence, keeping the rows before it', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps[0]!.max_employees = SEEDED.count + 2;
      },
      { reading: ['apps'] },
    );
    const rows = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => csvRow({ name }));
    const reply = await importRows([csvRow({ name: 'X' }), ...rows]);
    expect(statuses(reply)).toEqual([
      'VALIDATION_ERROR',
      'SUCCESS',
      'SUCCESS',
      'EMPLOYEE_MAX_LICENSED_EXCEEDED',
      'EMPLOYEE_MAX_LICENSED_EXCEEDED',
    ]);
    expect(
      demoEmployees()
        .slice(SEEDED.count)
        .map((employee) => employee.name),
    ).toEqual(['Alpha', 'Bravo']);
    // A full licence refuses every valid row; an unchanged store is not rewritten.
    const again = await importRows([csvRow({ name: 'Echo' }), csvRow({ name: 'Alpha' })]);
    expect(statuses(again)).toEqual(['EMPLOYEE_MAX_LICENSED_EXCEEDED', 'EMPLOYEE_WITH_SAME_DETAILS_EXIST']);
    expect(demoEmployees()).toHaveLength(SEEDED.count + 2);
  });

  it('imports two batches sent at once as if one came after the other: no id or public id taken twice', async () => {
    const batch = (surname: string) =>
      Array.from({ length: 5 }, (_unused, i) =>
        csvRow({ name: `Row${i}`, surname, mobile: `07300${surname.length}${i}111` }),
      );
    const replies = await Promise.all([importRows(batch('Dlamini')), importRows(batch('Mokoena'))]);
    for (const reply of replies) expect(statuses(reply)).toEqual(Array(5).fill('SUCCESS'));
    const all = ctx.server.readDb().employees;
    expect(new Set(all.map((employee) => employee.id)).size).toBe(all.length);
    expect(new Set(all.map((employee) => employee.emd)).size).toBe(all.length);
    expect(
      demoEmployees()
        .slice(SEEDED.count)
        .map((employee) => employee.surname)
        .sort(),
    ).toEqual([...Array(5).fill('Dlamini'), ...Array(5).fill('Mokoena')]);
  });

  it('answers VALIDATION_ERROR for a bad batch: no rows, more than 100, an unknown country', async () => {
    const batch = { status: 'VALIDATION_ERROR', errors: { employees: 'Send between 1 and 100 rows' } };
    expect(await importRows([])).toEqual(batch);
    expect(await importRows(Array.from({ length: 101 }, (_, i) => csvRow({ name: `Row${i}` })))).toEqual(batch);
    expect(await ctx.call(Paths.employees.import, { country_code: 27, country_id: 209 })).toEqual(batch);
    expect(await importRows([csvRow()], { country_id: 9999 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { country_id: 'Select country' },
    });
    expect((await importRows([csvRow()], { country_id: '' })).errors).toEqual({ country_id: 'Select country' });
    expect(demoEmployees()).toHaveLength(SEEDED.count);
  });

  it('imports a batch of 100 rows into an app of 10,000 employees in one write', async () => {
    await storeEmployees(
      ctx.server,
      Array.from({ length: 10_000 }, (_, index) =>
        employeeRecord(1000 + index, demo.app.appId, { employee_number: `BULK-${index}`, idOrPass: `ID${index}` }),
      ),
    );
    const rows = Array.from({ length: 100 }, (_, index) =>
      csvRow({ name: `Import${index}`, employee_number: index === 99 ? 'BULK-5' : `NEW-${index}` }),
    );
    const writes: number[] = [];
    const update = ctx.server.api.store.update.bind(ctx.server.api.store);
    const spy = jest.spyOn(ctx.server.api.store, 'update').mockImplementation((mutate) => {
      writes.push(1);
      return update(mutate);
    });
    const reply = await importRows(rows);
    spy.mockRestore();
    expect(statuses(reply).filter((status) => status === 'SUCCESS')).toHaveLength(99);
    expect(reply.employees[99].status).toBe('EMPLOYEE_WITH_SAME_DETAILS_EXIST');
    // On PostgreSQL a transaction of its own (postgresEmployeeWrites.ts), not the store's.
    expect(writes).toHaveLength(ctx.server.sqlPool() ? 0 : 1);
    expect(demoEmployees()).toHaveLength(SEEDED.count + 10_000 + 99);
  });

  it('completes the wizard employees step of a new app', async () => {
    const lerato = await ownAppUser(ctx.server, '27834490001', 'import@times.test', 'Import Rota');
    const wizard = async () => (await ctx.call(Paths.timesApp.appDetails, {}, lerato)).app_details.wizard_employees;
    expect(await wizard()).toBe(0);
    expect(statuses(await importRows([csvRow({ name: 'M' })], {}, lerato))).toEqual(['VALIDATION_ERROR']);
    expect(await wizard()).toBe(0);
    expect(statuses(await importRows([csvRow()], {}, lerato))).toEqual(['SUCCESS']);
    expect(await wizard()).toBe(1);
  });
});
