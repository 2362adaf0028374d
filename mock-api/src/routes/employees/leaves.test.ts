import { Paths } from '../../contract';
import { useDemoServer } from '../../testing/harness';
import { person, seededEmployees } from './employeeFixtures';

const ctx = useDemoServer('admin');
const call = (path: string, payload: object) => ctx.call(path, payload);
const addLeave = (empd: string, leave_day: unknown) => call(Paths.employees.leaveAdd, { empd, leave_day });
const leaves = async (empd: string) => (await call(Paths.employees.leaveList, { empd })).employee_leaves;

describe('leave days', () => {
  it('adds leave days and lists them by day', async () => {
    const { emd } = await call(Paths.employees.add, { employee: person() });
    expect(await call(Paths.employees.leaveList, { empd: emd })).toEqual({ status: 'OK', employee_leaves: [] });
    expect(await addLeave(emd, '2026-03-20')).toEqual({ status: 'OK' });
    expect(await addLeave(emd, '2026-03-05')).toEqual({ status: 'OK' });
    expect(await addLeave(emd, '2026-04-01')).toEqual({ status: 'OK' });
    const listed = await leaves(emd);
    expect(listed.map((leave: { leave_day: string }) => leave.leave_day)).toEqual([
      '2026-03-05',
      '2026-03-20',
      '2026-04-01',
    ]);
    for (const leave of listed)
      expect(leave).toEqual({
        id: expect.any(Number),
        lvdd: expect.stringMatching(/^[\w-]{16}$/),
        leave_day: leave.leave_day,
      });
    expect(new Set(listed.map((leave: { lvdd: string }) => leave.lvdd)).size).toBe(3);
    const stored = ctx.server.readDb().leaves.filter((leave) => leave.emd === emd);
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({ app_id: expect.any(String), emd, leave_day: '2026-03-20' });
  });

  it("lists a seeded employee's leave days", async () => {
    const sipho = seededEmployees(ctx.server).find((employee) => employee.name === 'Sipho')!;
    expect((await leaves(sipho.emd)).map((leave: { leave_day: string }) => leave.leave_day)).toEqual([
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('answers RECORD_EXIST for a day the employee already has; another employee may have it', async () => {
    const [thabo, lerato] = seededEmployees(ctx.server);
    expect(await addLeave(thabo!.emd, '2026-12-01')).toEqual({ status: 'OK' });
    expect(await addLeave(thabo!.emd, '2026-12-01')).toEqual({ status: 'RECORD_EXIST' });
    expect(await addLeave(lerato!.emd, '2026-12-01')).toEqual({ status: 'OK' });
    expect(await leaves(thabo!.emd)).toHaveLength(1);
  });

  it('answers EMPLOYEE_DOES_NOT_EXIST for an unknown employee and VALIDATION_ERROR for a bad day or a missing employee', async () => {
    expect(await addLeave('nope', '2026-12-01')).toEqual({ status: 'EMPLOYEE_DOES_NOT_EXIST' });
    expect(await call(Paths.employees.leaveList, { empd: 'nope' })).toEqual({ status: 'EMPLOYEE_DOES_NOT_EXIST' });
    const [thabo] = seededEmployees(ctx.server);
    const badDay = { status: 'VALIDATION_ERROR', errors: { leave_day: 'Select valid date' } };
    expect(await addLeave(thabo!.emd, '2026-2-1')).toEqual(badDay);
    expect(await addLeave(thabo!.emd, '2026-02-30')).toEqual(badDay);
    expect(await addLeave(thabo!.emd, '')).toEqual(badDay);
    expect(await call(Paths.employees.leaveAdd, { leave_day: '2026-12-01' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { empd: 'Select valid employee' },
    });
    expect(await call(Paths.employees.leaveList, {})).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { empd: 'Select valid employee' },
    });
  });

  it('deletes a leave day; VALIDATION_ERROR for an unknown one', async () => {
    const [thabo] = seededEmployees(ctx.server);
    await addLeave(thabo!.emd, '2026-12-01');
    await addLeave(thabo!.emd, '2026-12-02');
    const [first, second] = await leaves(thabo!.emd);
    expect(await call(Paths.employees.leaveDelete, { lvdd: first.lvdd })).toEqual({ status: 'OK' });
    expect(await leaves(thabo!.emd)).toEqual([second]);
    const unknown = { status: 'VALIDATION_ERROR', errors: { lvdd: 'Select valid leave' } };
    expect(await call(Paths.employees.leaveDelete, { lvdd: first.lvdd })).toEqual(unknown);
    expect(await call(Paths.employees.leaveDelete, { lvdd: ' ' })).toEqual(unknown);
    // The day may be added again.
    expect(await addLeave(thabo!.emd, '2026-12-01')).toEqual({ status: 'OK' });
  });
});
