import { GENDER_COLORS } from '@times/shared-sdk/palette';
import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { ownAppUser, useDemoServer } from '../../testing/harness';
import { SEEDED, person, seededEmployees } from './employeeFixtures';

const ctx = useDemoServer('admin');
const call = (path: string, payload: object, session: SessionGrant = ctx.sessions.admin) =>
  ctx.call(path, payload, session);
const statistics = (session?: SessionGrant) => call(Paths.employees.statistics, {}, session);
const add = (fields: Record<string, unknown>, session?: SessionGrant) =>
  call(Paths.employees.add, { employee: person(fields) }, session);
const total = (items: { value: number }[]) => items.reduce((sum, item) => sum + item.value, 0);
const valueOf = (items: { name: string; value: number }[], name: string) =>
  items.find((item) => item.name === name)?.value ?? 0;

const COLORS = {
  'Under 25': '#9b7fd4',
  '25-34': '#6a3fb5',
  '35-44': '#4a1f8c',
  '45-54': '#e0a526',
  '55+': '#2e9e8f',
  Male: GENDER_COLORS.male,
  Female: GENDER_COLORS.female,
};

describe('employee statistics', () => {
  it('counts the seeded employees by age group and gender, every group with its colour', async () => {
    const reply = await statistics();
    const seeded = seededEmployees(ctx.server);
    expect(reply.status).toBe('OK');
    expect(reply.total_employees).toBe(SEEDED.count);
    expect(total(reply.age_group)).toBe(SEEDED.count);
    expect(reply.age_group.map((item: { name: string }) => item.name)).toEqual([
      'Under 25',
      '25-34',
      '35-44',
      '45-54',
      '55+',
    ]);
    expect(reply.gender_totals).toEqual([
      { name: 'Male', value: seeded.filter((employee) => employee.gender === 1).length, color: COLORS.Male },
      { name: 'Female', value: seeded.filter((employee) => employee.gender === 2).length, color: COLORS.Female },
    ]);
    for (const item of [...reply.age_group, ...reply.gender_totals])
      expect(item.color).toBe(COLORS[item.name as keyof typeof COLORS]);
  });

  it('follows the data: adds, deactivations and deletes', async () => {
    const before = await statistics();
    const { emd } = await add({ name: 'Young', date_of_birth: '2005-06-01', gender: 2 });
    const after = await statistics();
    expect(after.total_employees).toBe(before.total_employees + 1);
    expect(valueOf(after.age_group, 'Under 25')).toBe(valueOf(before.age_group, 'Under 25') + 1);
    expect(valueOf(after.gender_totals, 'Female')).toBe(valueOf(before.gender_totals, 'Female') + 1);
    expect(valueOf(after.gender_totals, 'Male')).toBe(valueOf(before.gender_totals, 'Male'));
    // Deactivated employees still count; deleted ones do not.
    await call(Paths.employees.status, { empd: emd, s_sts: 10 });
    expect((await statistics()).total_employees).toBe(before.total_employees + 1);
    await call(Paths.employees.delete, { empd: emd });
    expect(await statistics()).toEqual(before);
  });

  it('computes ages in whole years at today (1 March 2026 on the test clock) and leaves out empty groups', async () => {
    const lerato = await ownAppUser(ctx.server, '27834480001', 'statistics@times.test', 'Statistics Rota');
    expect(await statistics(lerato)).toEqual({ status: 'OK', total_employees: 0, age_group: [], gender_totals: [] });
    await add({ name: 'Turns', surname: 'TwentyFive', date_of_birth: '2001-03-01', gender: 1 }, lerato);
    await add({ name: 'Still', surname: 'TwentyFour', date_of_birth: '2001-03-02', gender: 1 }, lerato);
    await add({ name: 'Just', surname: 'FiftyFive', date_of_birth: '1971-03-01', gender: 1 }, lerato);
    await add({ name: 'Almost', surname: 'FiftyFive', date_of_birth: '1971-03-02', gender: 1 }, lerato);
    expect(await statistics(lerato)).toEqual({
      status: 'OK',
      total_employees: 4,
      age_group: [
        { name: 'Under 25', value: 1, color: COLORS['Under 25'] },
        { name: '25-34', value: 1, color: COLORS['25-34'] },
        { name: '45-54', value: 1, color: COLORS['45-54'] },
        { name: '55+', value: 1, color: COLORS['55+'] },
      ],
      gender_totals: [{ name: 'Male', value: 4, color: COLORS.Male }],
    });
  });
});

describe('employee search (leave days type-ahead)', () => {
  const search = (srch_word: string, session?: SessionGrant) => call(Paths.employees.search, { srch_word }, session);

  it('finds employees by name, surname, full name, employee number or mobile, in any case', async () => {
    const [thabo] = seededEmployees(ctx.server);
    const thaboResult = {
      id: 1,
      emd: thabo!.emd,
      name: 'Thabo Mokoena',
      employee_number: 'ACM-0001',
      mobile: thabo!.mobile,
    };
    expect(await search('THABO')).toEqual({ status: 'OK', search_employees: [thaboResult] });
    expect(await search(' mokoena ')).toEqual({ status: 'OK', search_employees: [thaboResult] });
    expect(await search('thabo   mokoena')).toEqual({ status: 'OK', search_employees: [thaboResult] });
    expect((await search('acm-0001')).search_employees).toEqual([thaboResult]);
    expect((await search(thabo!.mobile)).search_employees).toEqual([thaboResult]);
    expect((await search('nobody')).search_employees).toEqual([]);
  });

  it('answers at most 10 matches by name, deactivated employees included', async () => {
    const numbered = seededEmployees(ctx.server)
      .filter((employee) => employee.employee_number)
      .map((employee) => `${employee.name} ${employee.surname}`)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    const { search_employees } = await search('acm-');
    expect(search_employees.map((found: { name: string }) => found.name)).toEqual(numbered.slice(0, 10));
    const johan = seededEmployees(ctx.server).find((employee) => employee.name === 'Johan')!;
    expect(johan.user_status).toBe(10);
    expect((await search('johan')).search_employees).toEqual([
      expect.objectContaining({ emd: johan.emd, name: 'Johan Botha' }),
    ]);
  });

  it('answers VALIDATION_ERROR below 4 characters', async () => {
    const short = { status: 'VALIDATION_ERROR', errors: { srch_word: 'Type more characters to search' } };
    expect(await search('tha')).toEqual(short);
    expect(await search('  th  ')).toEqual(short);
    expect(await call(Paths.employees.search, {})).toEqual(short);
  });
});
