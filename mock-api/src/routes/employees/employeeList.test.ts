import { EMPLOYEE_PAGE_SIZE, Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { ownAppUser, useDemoServer } from '../../testing/harness';
import type { AttendanceRecord } from '../../store/types';
import { SEEDED, atSeedToday, employeeRecord, person, seededEmployees, storeEmployees } from './employeeFixtures';

const ctx = useDemoServer('admin');
const call = (path: string, payload: object, session: SessionGrant = ctx.sessions.admin) =>
  ctx.call(path, payload, session);
const list = (query: object, session?: SessionGrant) =>
  call(Paths.employees.list, { flt: 0, pg: 1, ...query }, session);

interface Row {
  emd: string;
  days_present: number;
  days_absent: number;
  perfomance: number;
}

/**
 * Walk every page of a filter with More (pg 2 and the answer's cursor), as the screen does.
 * `between` runs after each page. Checks each page's size and that ttl never changes.
 */
async function walk(
  flt: number,
  session?: SessionGrant,
  srch_word = '',
  between?: (page: number) => Promise<void>,
): Promise<Row[]> {
  const figure = (row: Row) => [0, row.days_present, row.days_absent, row.perfomance, 0][flt]!;
  const rows: Row[] = [];
  let reply = await list({ flt, srch_word }, session);
  const ttl = reply.ttl;
  for (let page = 1; ; page += 1) {
    expect(reply.status).toBe('OK');
    expect(reply.employees.length).toBeLessThanOrEqual(EMPLOYEE_PAGE_SIZE);
    rows.push(...reply.employees);
    if (reply.employees.length < EMPLOYEE_PAGE_SIZE) break;
    const last = reply.employees.at(-1);
    expect(reply).toMatchObject({
      lst_count: last.id,
      lst_total_present: last.days_present,
      lst_total_absent: last.days_absent,
      lst_total_perfomance: last.perfomance,
    });
    await between?.(page);
    const cursor = { lst_count: reply.lst_count, lst_date: reply.lst_date, lst_value: figure(last) };
    reply = await list({ flt, srch_word, pg: 2, ...cursor }, session);
    if (!between) expect(reply.ttl).toBe(ttl);
    expect(page).toBeLessThan(1000);
  }
  if (!between) expect(rows).toHaveLength(ttl);
  return rows;
}

const emds = (rows: readonly { emd: string }[]) => rows.map((row) => row.emd);

describe('employee list of the demo app', () => {
  it('lists every employee newest first, in pages of 20, with ttl and the last row as the cursor', async () => {
    const first = await list({});
    expect(first).toMatchObject({
      status: 'OK',
      ttl: SEEDED.count,
      lst_total_present: 0,
      lst_total_absent: 0,
      lst_total_perfomance: 0,
    });
    expect(first.employees).toHaveLength(EMPLOYEE_PAGE_SIZE);
    const seeded = seededEmployees(ctx.server).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const last = seeded[EMPLOYEE_PAGE_SIZE - 1]!;
    expect(first).toMatchObject({ lst_count: last.id, lst_date: last.created_at });
    expect(emds(first.employees)).toEqual(emds(seeded.slice(0, EMPLOYEE_PAGE_SIZE)));
    expect(first.employees[0]).toEqual({
      id: seeded[0]!.id,
      emd: seeded[0]!.emd,
      name: seeded[0]!.name,
      surname: seeded[0]!.surname,
      country_id: 209,
      country_code: 27,
      date_of_birth: seeded[0]!.date_of_birth,
      isIDOrPass: seeded[0]!.isIDOrPass,
      idOrPass: seeded[0]!.idOrPass,
      mobile: seeded[0]!.mobile,
      gender: seeded[0]!.gender,
      employee_number: seeded[0]!.employee_number,
      user_status: seeded[0]!.user_status,
      // The seeded attendance (Oct and Nov 2026) lies after today (1 March 2026 on the test clock).
      days_present: 0,
      days_absent: 0,
      perfomance: 0,
      hasImage: 0,
    });
    expect(emds(await walk(0))).toEqual(emds(seeded));
    // A new employee comes first.
    const { emd } = await call(Paths.employees.add, { employee: person() });
    expect((await list({})).employees[0].emd).toBe(emd);
  });

  it('pages every filter over the seeded attendance without repeating or skipping anyone', async () => {
    const { admin } = await atSeedToday(ctx.server);
    const all = seededEmployees(ctx.server);
    const walked = await walk(0, admin);
    expect(new Set(emds(walked)).size).toBe(SEEDED.count);
    expect(new Set(emds(walked))).toEqual(new Set(emds(all)));
    const byEmd = new Map(walked.map((row) => [row.emd, row]));
    const expected = {
      1: all.filter((employee) => byEmd.get(employee.emd)!.days_present > 0),
      2: all.filter((employee) => byEmd.get(employee.emd)!.days_absent > 0),
      3: all.filter((employee) => byEmd.get(employee.emd)!.days_present + byEmd.get(employee.emd)!.days_absent > 0),
    };
    // Every active employee but the three newest hires has attendance; the deactivated two have none.
    expect(expected[3]).toHaveLength(SEEDED.count - SEEDED.deactivated - 3);
    for (const flt of [1, 2, 3] as const) {
      const rows = await walk(flt, admin);
      expect(new Set(emds(rows)).size).toBe(rows.length);
      expect(new Set(emds(rows))).toEqual(new Set(emds(expected[flt])));
      const figure = (row: Row) => [0, row.days_present, row.days_absent, row.perfomance][flt]!;
      for (let i = 1; i < rows.length; i += 1) expect(figure(rows[i]!)).toBeLessThanOrEqual(figure(rows[i - 1]!));
    }
    const numbered = await walk(4, admin, 'acm-');
    expect(new Set(emds(numbered))).toEqual(new Set(emds(all.filter((employee) => employee.employee_number))));
  });

  it('answers VALIDATION_ERROR for a bad filter or a next page without a date cursor', async () => {
    const cursor = { status: 'VALIDATION_ERROR', errors: { lst_date: 'Invalid page cursor' } };
    expect(await list({ pg: 2 })).toEqual(cursor);
    expect(await list({ pg: 2, lst_date: 'yesterday', lst_count: 3 })).toEqual(cursor);
    expect(await list({ flt: 7 })).toEqual({ status: 'VALIDATION_ERROR', errors: { flt: 'Select valid filter' } });
    expect((await list({ pg: 3 })).errors).toEqual({ pg: 'Select valid filter' });
    expect((await list({ lst_count: -1 })).status).toBe('VALIDATION_ERROR');
  });

  it('answers an empty page past the end, keeping the cursor it was given', async () => {
    const query = { flt: 1, pg: 2, lst_date: '2000-01-01T00:00:00.000Z', lst_count: 1, lst_value: 0 };
    expect(await list(query)).toEqual({
      status: 'OK',
      ttl: 0,
      lst_count: 1,
      lst_date: '2000-01-01T00:00:00.000Z',
      lst_total_present: 0,
      lst_total_absent: 0,
      lst_total_perfomance: 0,
      employees: [],
    });
  });

  it('filters by a search word above 2 characters in name, surname, full name, employee number or mobile', async () => {
    const [thabo] = seededEmployees(ctx.server);
    const found = async (srch_word: string) => emds((await list({ flt: 4, srch_word })).employees);
    expect(await found('thabo mok')).toEqual([thabo!.emd]);
    expect(await found('  MOKOENA ')).toEqual([thabo!.emd]);
    expect(await found('acm-0001')).toEqual([thabo!.emd]);
    expect(await found(thabo!.mobile.slice(2))).toContain(thabo!.emd);
    expect(await list({ flt: 4, srch_word: 'th' })).toMatchObject({ ttl: 0, employees: [] });
    expect(await list({ flt: 4, srch_word: 'nobody-here' })).toMatchObject({ ttl: 0, employees: [] });
  });
});

describe('employee figures and keyset paging (an app of 47 employees with many ties)', () => {
  const TODAY = '2026-03-01';
  let session: SessionGrant;
  let appId: string;
  /** Employee k: k % 4 days present and k % 3 days absent in February; creation times shared by fives. */
  const present = (k: number) => k % 4;
  const absent = (k: number) => k % 3;
  const perf = (k: number) => (present(k) + absent(k) ? Math.round((present(k) / (present(k) + absent(k))) * 100) : 0);
  const K = Array.from({ length: 47 }, (_, index) => index + 1);
  const createdOf = (k: number) => `2026-02-${String(10 + Math.floor((k - 1) / 5)).padStart(2, '0')}T09:00:00.000Z`;
  const emdOf = (k: number) => `emp-${appId}-${100 + k}`;

  beforeEach(async () => {
    session = await ownAppUser(ctx.server, '27834470001', 'paging@times.test', 'Paging Rota');
    appId = ctx.server.readDb().apps.at(-1)!.app_id;
    const attendance: Omit<AttendanceRecord, 'id'>[] = [];
    for (const k of K) {
      const emd = emdOf(k);
      for (let day = 0; day < present(k); day += 1)
        attendance.push({ app_id: appId, emd, day: `2026-02-0${day + 1}`, present: 1 });
      for (let day = 0; day < absent(k); day += 1)
        attendance.push({ app_id: appId, emd, day: `2026-02-1${day + 5}`, present: 0 });
    }
    await storeEmployees(
      ctx.server,
      K.map((k) => employeeRecord(100 + k, appId, { emd: emdOf(k), name: `Guard${k}`, created_at: createdOf(k) })),
      attendance,
    );
  });

  /** The order the list promises: figure desc, then created_at desc, then id desc. */
  const expectedOrder = (keep: (k: number) => boolean, figure: (k: number) => number) =>
    K.filter(keep)
      .sort((a, b) => figure(b) - figure(a) || createdOf(b).localeCompare(createdOf(a)) || b - a)
      .map(emdOf);

  it('walks every filter page by page: each employee exactly once, in order', async () => {
    const none = () => 0;
    expect(emds(await walk(0, session))).toEqual(expectedOrder(() => true, none));
    expect(emds(await walk(1, session))).toEqual(expectedOrder((k) => present(k) > 0, present));
    expect(emds(await walk(2, session))).toEqual(expectedOrder((k) => absent(k) > 0, absent));
    expect(emds(await walk(3, session))).toEqual(expectedOrder((k) => present(k) + absent(k) > 0, perf));
    expect(emds(await walk(4, session, 'guard'))).toEqual(expectedOrder(() => true, none));
    expect(emds(await walk(4, session, 'guard1'))).toEqual(expectedOrder((k) => String(k).startsWith('1'), none));
  });

  it("answers each employee's figures", async () => {
    const rows = await walk(0, session);
    for (const row of rows) {
      const k = Number(row.emd.split('-').at(-1)) - 100;
      expect(row).toMatchObject({ days_present: present(k), days_absent: absent(k), perfomance: perf(k) });
    }
    expect(rows.find((row) => row.emd === emdOf(7))).toMatchObject({ days_present: 3, days_absent: 1, perfomance: 75 });
  });

  it('neither repeats nor skips when employees are added or removed between pages', async () => {
    const original = expectedOrder(
      () => true,
      () => 0,
    );
    let added = 0;
    const rows = await walk(0, session, '', async (page) => {
      // A new employee (the newest) and the removal of one already sent.
      added += 1;
      expect((await call(Paths.employees.add, { employee: person({ name: `Late${page}` }) }, session)).status).toBe(
        'OK',
      );
      if (page === 1)
        expect(await call(Paths.employees.delete, { empd: original[0] }, session)).toEqual({ status: 'OK' });
    });
    expect(added).toBe(2);
    expect(emds(rows)).toEqual(original);
    for (const flt of [1, 3]) {
      const figured = await walk(flt, session, '', async () => {
        await call(Paths.employees.add, { employee: person({ name: `Later${flt}` }) }, session);
      });
      expect(new Set(emds(figured)).size).toBe(figured.length);
    }
  });

  it('counts the last 30 days of recorded attendance up to today, without leave days, once per day', async () => {
    const emd = emdOf(7); // 3 present (1-3 Feb), 1 absent (15 Feb)
    const figures = async () => (await call(Paths.employees.details, { empd: emd }, session)).employees[0];
    expect(await figures()).toMatchObject({ days_present: 3, days_absent: 1, perfomance: 75 });
    // Before the window (the window ends at the latest recorded day, 16 Feb: 18 Jan to 16 Feb), and after today: not counted.
    await storeEmployees(
      ctx.server,
      [],
      [
        { app_id: appId, emd, day: '2026-01-17', present: 0 },
        { app_id: appId, emd, day: '2026-03-02', present: 0 },
      ],
    );
    expect(await figures()).toMatchObject({ days_present: 3, days_absent: 1 });
    await storeEmployees(ctx.server, [], [{ app_id: appId, emd, day: '2026-01-18', present: 0 }]);
    expect(await figures()).toMatchObject({ days_present: 3, days_absent: 2, perfomance: 60 });
    // A leave day is neither present nor absent.
    expect(await call(Paths.employees.leaveAdd, { empd: emd, leave_day: '2026-02-15' }, session)).toEqual({
      status: 'OK',
    });
    expect(await figures()).toMatchObject({ days_present: 3, days_absent: 1, perfomance: 75 });
    // A second record of a day counts once: the last written.
    await storeEmployees(ctx.server, [], [{ app_id: appId, emd, day: '2026-02-01', present: 0 }]);
    expect(await figures()).toMatchObject({ days_present: 2, days_absent: 2, perfomance: 50 });
    // Attendance recorded today moves the window to 31 Jan - 1 March: 18 Jan drops out.
    await storeEmployees(ctx.server, [], [{ app_id: appId, emd, day: TODAY, present: 1 }]);
    expect(await figures()).toMatchObject({ days_present: 3, days_absent: 1, perfomance: 75 });
    ctx.server.clock.advance(6 * 24 * 3600);
    // Days later the 2 March record is no longer in the future: it counts (window 1 Feb - 2 March).
    expect(await figures()).toMatchObject({ days_present: 3, days_absent: 2, perfomance: 60 });
  });
});
