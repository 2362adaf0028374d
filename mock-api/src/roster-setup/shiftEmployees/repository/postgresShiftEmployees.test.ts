/**
 * The shift employees repository's SQL reads answer what the embedded reads answer, on the same
 * records: one PostgreSQL store (a private server started here), read once through its state (the
 * embedded repository) and once through SQL (the PostgreSQL repository). The records are made to
 * catch the differences that matter: more than a page of employees on one shift whose names tie in
 * any case (and created_at ties), two positions of one public id (the last written names a row), a
 * deleted shift and one whose deleted is "1", a shift of one sftd on two sites, shift employees
 * naming no position, an employee's emd in another app, figures, leave days and photos, an
 * availability with its lists out of order, live and expired calendar links, and a second app whose
 * records must not show.
 */
import { testPosition } from '../../../testing/testPosition';
import type { PostgresStore } from '../../../store/postgres/postgresStore';
import type { EmployeeRecord, ShiftEmployeeRecord } from '../../../store/types';
import { nextId } from '../../../store/types';
import { demo } from '../../../testing/harness';
import { testEmployee } from '../../../testing/testEmployee';
import { usePostgresProcesses } from '../../../testing/services/postgresProcesses';
import type { ShiftEmployeeListQuery } from '@times/shared-sdk/schemas';
import { shiftEmployeeCursor } from '../../employees';
import { EmbeddedShiftEmployees } from './embeddedShiftEmployees';
import { PostgresShiftEmployees } from './postgresShiftEmployees';
import type { ShiftEmployeeRepository } from './shiftEmployeeRepository';
import { testShift } from '../../../testing/testShift';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const NAMES = ['anna', 'Anna', 'ÄNNA', 'Bob', 'bob', 'Émile', 'emile', 'Zoë', 'zoe', 'ça', 'Ça va', 'Ann-Marie'];
const NOW_MS = Date.parse('2026-06-15T09:00:00.000Z');
const DAYS = { mon: 1, tue: 0, wed: 2, thu: 0, fri: 1, sat: 0, sun: 0, hld: 0 };
/** A shift employee's exclusion days are flags (0 or 1: the table checks it). */
const EXCLUDED = { ...DAYS, wed: 1 };

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the leave days' table too). */
const embedded = async () => new EmbeddedShiftEmployees(await processes.wholeState(store));
let sql: PostgresShiftEmployees;

/** Two apps' sites, shifts, positions, employees and what the shift employees' answers read. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    const ids: Record<string, number> = {};
    const idOf = (collection: keyof typeof draft): number => {
      ids[collection] ??= nextId((draft[collection] ?? []) as { id: number }[]);
      return ids[collection]++;
    };
    // The state's own records, not drafts: a new record must hold no draft.
    const site = store.data.sites.find((record) => record.app_id === APP)!;
    // Employees are a table of their own (issue 33): numbered above the seed's.
    let employeeId = 70_000;
    const employee = (app_id: string, emd: string, fields: Partial<EmployeeRecord> = {}): EmployeeRecord =>
      testEmployee((employeeId += 1), app_id, emd, fields);
    const addSite = (app_id: string, sd: string, name: string) =>
      draft.sites.push({ ...site, id: idOf('sites'), app_id, sd, name });
    const addShift = (app_id: string, std: string, sftd: string, name: string, deleted: unknown = 0) =>
      draft.shifts.push(testShift(idOf('shifts'), app_id, { std, sftd }, { name, deleted: deleted as 0 }));
    addSite(APP, 'tS1', 'Zulu site');
    addSite(APP, 'tS2', 'alpha site');
    addSite(APP, 'tS1', 'Second of tS1');
    addSite(OTHER_APP, 'tS3', 'Other app site');
    addShift(APP, 'tS1', 'tF1', 'Night');
    addShift(APP, 'tS1', 'tF2', 'day');
    addShift(APP, 'tS1', 'tF3', 'Gone', 1);
    // A shift's deleted is 0 or 1 (the shifts' table: issue 33).
    addShift(APP, 'tS1', 'tF4', 'Live', 0);
    // One sftd names one shift of an app (the table's key).
    addShift(APP, 'tS2', 'tF8', 'Night at alpha');
    addShift(APP, 'tS2', 'tF5', 'Ánother');
    addShift(APP, 'tS9', 'tF6', 'No site');
    addShift(OTHER_APP, 'tS3', 'tF7', 'Other');
    addShift(OTHER_APP, 'tS1', 'tF1', 'Other app tF1');
    // Positions are a table of their own (issue 33): numbered above any a test added.
    let positionId = 70_000;
    const addPosition = (app_id: string, rld: string, name: string) =>
      draft.positions.push(testPosition((positionId += 1), app_id, rld, { name }));
    addPosition(APP, 'tP1', 'Guard');
    addPosition(APP, 'tP2', 'Supervisor');
    addPosition(OTHER_APP, 'tP2', 'Other app role');
    const emds: string[] = [];
    for (let i = 0; i < 48; i += 1) {
      const emd = `tE${i}`;
      emds.push(emd);
      draft.employees.push(
        employee(APP, emd, {
          name: i === 3 ? 'Written second' : NAMES[i % NAMES.length]!,
          surname: i % 4 === 0 ? 'Smith' : `Öst ${i % 3}`,
          employee_number: `N${String(i).padStart(3, '0')}`,
          gender: (i % 3) as 1,
          user_status: i === 5 ? 10 : 0,
        }),
      );
    }
    // Another app's of the same emd.
    draft.employees.push(employee(OTHER_APP, 'tE4', { name: 'Other app' }));
    const addShiftEmployee = (app_id: string, std: string, sftd: string, emd: string, i: number, rld = 'tP1') =>
      draft.shift_employees.push({
        id: idOf('shift_employees'),
        rshftempd: `tR${app_id.slice(0, 3)}${i}`,
        app_id,
        std,
        sftd,
        emd,
        rld: i % 5 === 0 ? 'tP2' : rld,
        apply_wrkng_days: (i % 2) as 0,
        monthly_hours: 160,
        weekly_hours: 40,
        dailly_hours: 8,
        ...EXCLUDED,
        sun: i % 3 === 0 ? 1 : 0,
        // Groups of four share a created_at.
        created_at: new Date(Date.parse('2026-03-01T00:00:00.000Z') + Math.floor(i / 4) * 60_000).toISOString(),
      } as ShiftEmployeeRecord);
    // An employee is on a shift once (the table's unique key): tE45 in a role the shift has not, tE46 and
    // tE47 on the shift's sftd at another site.
    emds.slice(0, 45).forEach((emd, i) => addShiftEmployee(APP, 'tS1', 'tF1', emd, i));
    addShiftEmployee(APP, 'tS1', 'tF1', 'tE45', 101, 'tNoRole');
    [0, 1, 2, 3, 7].forEach((n) => addShiftEmployee(APP, 'tS1', 'tF2', `tE${n}`, 200 + n));
    [0, 2].forEach((n) => addShiftEmployee(APP, 'tS1', 'tF3', `tE${n}`, 300 + n));
    [0, 3].forEach((n) => addShiftEmployee(APP, 'tS1', 'tF4', `tE${n}`, 400 + n));
    [46, 47].forEach((n) => addShiftEmployee(APP, 'tS2', 'tF1', `tE${n}`, 500 + n));
    [0, 1].forEach((n) => addShiftEmployee(APP, 'tS2', 'tF5', `tE${n}`, 600 + n));
    addShiftEmployee(APP, 'tS9', 'tF6', 'tE0', 700);
    addShiftEmployee(OTHER_APP, 'tS1', 'tF1', 'tE4', 800);
    addShiftEmployee(OTHER_APP, 'tS3', 'tF7', 'tE4', 801);
    const addShiftPosition = (app_id: string, sftd: string, rld: string, days: Partial<typeof DAYS>) =>
      draft.shift_positions.push({
        id: idOf('shift_positions'),
        sftrld: `tSP${idOf('shift_positions')}`,
        app_id,
        std: 'tS1',
        sftd,
        rld,
        monthly_hours: 0,
        weekly_hours: 0,
        dailly_hours: 0,
        priority_level: 1,
        ...DAYS,
        ...days,
      });
    addShiftPosition(APP, 'tF1', 'tP1', { mon: 3 });
    addShiftPosition(APP, 'tF1', 'tP2', { sat: 4 });
    addShiftPosition(APP, 'tF2', 'tP2', { fri: 2 });
    addShiftPosition(OTHER_APP, 'tF1', 'tP2', { sun: 9 });
    for (let i = 0; i < 40; i += 1) {
      draft.attendance.push({
        id: idOf('attendance'),
        // The other app's: of its employee tE4.
        app_id: i % 10 === 9 ? OTHER_APP : APP,
        emd: i % 10 === 9 ? 'tE4' : `tE${i % 7}`,
        day: `2026-06-${String(1 + (i % 14)).padStart(2, '0')}`,
        present: i % 3 === 0 ? 0 : 1,
      });
    }
    draft.leaves.push({ id: idOf('leaves'), lvdd: 'tL1', app_id: APP, emd: 'tE1', leave_day: '2026-06-02' });
    const addUpload = (app_id: string, emd: string, committed: boolean) => {
      const id = idOf('photo_uploads');
      draft.photo_uploads.push({
        id,
        rcdd: `tU${id}`,
        app_id,
        emd,
        token: 'x',
        created_at: '2026-06-01T00:00:00.000Z',
        expires_at: '2026-06-01T00:10:00.000Z',
        thumbnail: committed ? { size: 1, width: 150, height: 150 } : null,
        image: null,
      });
    };
    addUpload(APP, 'tE2', true);
    addUpload(APP, 'tE3', false);
    // The other app's employee of an emd the app has too: their photo is not the app's.
    addUpload(OTHER_APP, 'tE4', true);
    const addAvailability = (app_id: string, emd: string, sftd: string) =>
      draft.employee_availability.push({
        id: idOf('employee_availability'),
        app_id,
        emd,
        unavailable_dates: ['2026-07-02', '2026-07-01'],
        unavailable_days: ['sun', 'mon'],
        requests: [
          { entry_date: '2026-07-03', work: 1, weight: 2, sftd },
          { entry_date: '2026-07-01', work: 0, weight: 1, sftd: '' },
        ],
        min_hours: 10,
        max_shifts: { [sftd]: 3 },
        forbidden_successions: [
          { first_sftd: 'tF1', next_sftd: 'tF2' },
          { first_sftd: 'tF1', next_sftd: 'tF3' },
        ],
      });
    addAvailability(APP, 'tE0', 'tF1');
    addAvailability(APP, 'tE1', 'tF2');
    addAvailability(OTHER_APP, 'tE4', 'tF1');
    const addLink = (app_id: string, emd: string, expires_at: string) =>
      draft.calendar_links.push({
        id: idOf('calendar_links'),
        app_id,
        emd,
        token_hash: `h${idOf('calendar_links')}`,
        created_by_id: 1,
        created_at: '2026-06-01T00:00:00.000Z',
        expires_at,
      });
    // One link per employee (a new one replaces the previous): tE1's has expired.
    addLink(APP, 'tE0', '2026-09-10T00:00:00.000Z');
    addLink(APP, 'tE1', '2026-06-10T00:00:00.000Z');
    addLink(OTHER_APP, 'tE4', '2026-09-12T00:00:00.000Z');
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresShiftEmployees(store, processes.pool());
  await writeRecords();
}, 60_000);

const SHIFTS = [
  ['tS1', 'tF1'],
  ['tS1', 'tF2'],
  ['tS1', 'tF3'],
  ['tS1', 'tF4'],
  ['tS2', 'tF1'],
  ['tS2', 'tF8'],
  ['tS2', 'tF5'],
  ['tS9', 'tF6'],
  ['tS3', 'tF7'],
  ['tS1', 'tF7'],
] as const;
const WORDS = ['', 'an', 'ANN', 'smith', 'öst 1', 'n00', 'zz', 'é'];

const listQuery = (std: string, sftd: string, srch_word: string): ShiftEmployeeListQuery => ({
  std,
  sftd,
  flt: srch_word ? 1 : 0,
  pg: 1,
  lst_count: 0,
  lst_date: '',
  lst_name: '',
  srch_word,
});

/** Every page of a shift's list, each asked with the cursor the one before answered. */
async function pages(repository: ShiftEmployeeRepository, appId: string, first: ShiftEmployeeListQuery) {
  const answers = [];
  let query = first;
  for (let n = 0; n < 5; n += 1) {
    const page = await repository.page(appId, query, shiftEmployeeCursor(query), NOW_MS);
    answers.push(page);
    if (page.rows.length === 0) break;
    query = { ...query, pg: 2, lst_count: page.lst_count, lst_date: page.lst_date, lst_name: page.lst_name };
  }
  return answers;
}

/** The test's shift employees (the seed's have their own tests), from their table. */
const ours = async () =>
  (await processes.wholeState(store)).data.shift_employees.filter((record) => record.rshftempd.startsWith('tR'));

/** Every read of both apps through a repository. */
async function readAll(repository: ShiftEmployeeRepository) {
  const reads: Record<string, unknown> = {};
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) {
    for (const [std, sftd] of SHIFTS) {
      reads[`live ${appId} ${std} ${sftd}`] = await repository.liveShift(appId, std, sftd);
      for (const word of WORDS)
        reads[`pages ${appId} ${sftd} ${word}`] = await pages(repository, appId, listQuery(std, sftd, word));
    }
    const records = await ours();
    for (const record of records) {
      const found = await repository.find(appId, record);
      reads[`find ${appId} ${record.rshftempd} ${record.std}`] = found;
      if (found) reads[`details ${appId} ${record.rshftempd}`] = await repository.details(appId, found, NOW_MS);
    }
    for (const emd of [...new Set(records.map((record) => record.emd)), 'tE40', 'unknown']) {
      reads[`shifts ${appId} ${emd}`] = await repository.employeeShifts(appId, emd);
      reads[`availability ${appId} ${emd}`] = await repository.availability(appId, emd);
      reads[`link ${appId} ${emd}`] = await repository.calendarLink(appId, emd, NOW_MS);
    }
  }
  return reads;
}

describe('the PostgreSQL shift employees repository answers as the embedded one', () => {
  it('lists each shift page by page and shows each shift employee, their shifts, availability and link alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: pages, ties, names, figures and photos', async () => {
    const answers = await pages(sql, APP, listQuery('tS1', 'tF1', ''));
    expect(answers.map((page) => page.rows.length)).toEqual([20, 20, 8, 0]);
    // The shift employees of tF1 on tS2 count too: a shift's list is by sftd.
    expect(answers[0]!.ttl).toBe(48);
    expect(answers[0]!.summary.total_required).toBe(7);
    const rows = answers.flatMap((page) => page.rows);
    expect(rows.find((row) => row.emd === 'tE3')?.name).toBe('Written second');
    expect(rows.find((row) => row.emd === 'tE2')?.hasImage).toBe(1);
    expect(rows.some((row) => row.days_present > 0 && row.days_absent > 0)).toBe(true);
    expect(rows.find((row) => row.rshftempd === `tR${APP.slice(0, 3)}1`)?.role_name).toBe('Guard');
    expect((await sql.employeeShifts(APP, 'tE0')).map((option) => option.sftd)).toEqual(['tF5', 'tF2', 'tF4', 'tF1']);
    expect(await sql.liveShift(APP, 'tS1', 'tF4')).toBe(true);
    expect(await sql.liveShift(APP, 'tS1', 'tF3')).toBe(false);
    expect((await sql.availability(APP, 'tE0'))?.max_shifts).toEqual({ tF1: 3 });
    expect((await sql.calendarLink(APP, 'tE0', NOW_MS))?.expires_at).toBe('2026-09-10T00:00:00.000Z');
  });

  it('sees each write at once, on every read', async () => {
    const fields = {
      ...EXCLUDED,
      rld: 'tP2',
      apply_wrkng_days: 1 as const,
      monthly_hours: 1,
      weekly_hours: 1,
      dailly_hours: 1,
    };
    expect(await sql.add(APP, { std: 'tS1', sftd: 'tF2' }, 'tE9', fields, NOW_MS)).toMatchObject({ status: 'added' });
    expect(await sql.add(APP, { std: 'tS1', sftd: 'tF2' }, 'tE9', fields, NOW_MS)).toEqual({ status: 'on-shift' });
    expect(await sql.add(APP, { std: 'tS1', sftd: 'tF3' }, 'tE9', fields, NOW_MS)).toEqual({ status: 'no-shift' });
    expect(await sql.add(APP, { std: 'tS1', sftd: 'tF2' }, 'tE5', fields, NOW_MS)).toEqual({ status: 'deactivated' });
    expect(await sql.add(APP, { std: 'tS1', sftd: 'tF2' }, 'tNone', fields, NOW_MS)).toEqual({ status: 'no-employee' });
    const ref = { std: 'tS1', sftd: 'tF1', rshftempd: `tR${APP.slice(0, 3)}7` };
    expect(await sql.update(APP, ref, { ...fields, rld: 'tNoRole' })).toBe('no-position');
    expect(await sql.update(APP, ref, fields)).toBe('updated');
    // tF1 is a shift of tS1 only (one sftd names one shift of an app).
    expect(await sql.update(APP, { ...ref, std: 'tS2' }, fields)).toBe('no-shift');
    expect(await sql.remove(APP, { ...ref, rshftempd: `tR${APP.slice(0, 3)}8` })).toBe('removed');
    expect(await sql.remove(APP, { ...ref, rshftempd: `tR${APP.slice(0, 3)}8` })).toBe('no-employee');
    const availability = {
      unavailable_dates: [],
      unavailable_days: [],
      requests: [],
      min_hours: null,
      max_hours: null,
      max_weekends: null,
      min_consecutive_days: null,
      min_consecutive_days_off: null,
      max_shifts: 2,
      forbidden_successions: [{ first_sftd: 'tF1', next_sftd: 'tF7' }],
    };
    expect(await sql.saveAvailability(APP, ref, availability)).toEqual({
      status: 'foreign-shift',
      field: 'employee_availability.forbidden_successions[0].next_sftd',
    });
    expect(await sql.saveAvailability(APP, ref, { ...availability, forbidden_successions: [] })).toEqual({
      status: 'saved',
    });
    expect(await sql.revokeCalendarLink(APP, { std: 'tS1', sftd: 'tF1', rshftempd: `tR${APP.slice(0, 3)}0` })).toBe(
      'revoked',
    );
    await store.update((draft) => {
      draft.sites = draft.sites.filter((site) => site.sd !== 'tS2');
    });
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  }, 60_000);
});
