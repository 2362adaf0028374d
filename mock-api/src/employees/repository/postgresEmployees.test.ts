/**
 * The employees repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: ties of created_at and of figures across page ends, several attendance
 * records of one day, leave days inside the figures' window, search words in any case and spacing
 * with LIKE's own characters, photos committed or not, and a second app whose records must not show.
 */
import { EmployeeFilter, EmployeePage } from '../../contract';
import { cursorOf } from '../paging';
import type { EmployeeRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import { EmbeddedEmployees } from './embeddedEmployees';
import type { EmployeeListQuery, EmployeeRepository } from './employeeRepository';
import { PostgresEmployees } from './postgresEmployees';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const TODAY_MS = Date.parse('2026-06-15T09:00:00.000Z');
const NAMES = ['thabo', 'Thandi', 'ZANELE', 'Zoë', 'naledi', 'Sipho', 'sipho', 'Émile'];

let store: PostgresStore;
/** The embedded repository over everything the database holds (read again after a write). */
let embedded: EmbeddedEmployees;
const readBack = async () => {
  embedded = new EmbeddedEmployees(await processes.wholeState(store));
};
let sql: PostgresEmployees;

/** 120 employees of the app (and a few of another), with attendance, leave days and photos. */
async function writeRecords(): Promise<void> {
  // The employees are a table of their own (issue 33): read with it, not from the state.
  const stored = (await processes.wholeState(store)).data.employees;
  await store.update((draft) => {
    let id = nextId(stored);
    const add = (appId: string, i: number): EmployeeRecord => {
      const record: EmployeeRecord = {
        ...stored.find((employee) => employee.app_id === APP)!,
        id: id++,
        emd: `t${appId.slice(0, 3)}${i}`,
        app_id: appId,
        name: `${NAMES[i % NAMES.length]!}${i % 3 === 0 ? '  Mary' : ''}`,
        surname: i % 4 === 0 ? 'van der  Merwe' : `Surname_${i % 7}%`,
        employee_number: i % 5 === 0 ? `EMP-${i}` : '',
        mobile: `08200${String(i).padStart(5, '0')}`,
        date_of_birth: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 9}`,
        gender: (1 + (i % 2)) as 1 | 2,
        // Groups of three share a created_at, so a page can end inside a tie.
        created_at: new Date(Date.parse('2026-03-01T00:00:00.000Z') + Math.floor(i / 3) * 60_000).toISOString(),
      };
      draft.employees.push(record);
      return record;
    };
    const own = Array.from({ length: 120 }, (_, i) => add(APP, i));
    Array.from({ length: 5 }, (_, i) => add(OTHER_APP, i));
    let attendanceId = nextId(draft.attendance);
    let leaveId = nextId(draft.leaves);
    let uploadId = nextId(draft.photo_uploads);
    own.forEach((employee, i) => {
      // The window ends at 2026-06-14 (the last day recorded before today); a day after today never counts.
      for (let day = 0; day < 40; day += 1) {
        if ((i + day) % (2 + (i % 5)) === 0) continue;
        const date = new Date(Date.parse('2026-05-06T00:00:00.000Z') + day * 86_400_000).toISOString().slice(0, 10);
        const present = (i * 7 + day) % 3 === 0 ? 0 : 1;
        draft.attendance.push({ id: attendanceId++, app_id: APP, emd: employee.emd, day: date, present });
        // A second record of the day (the later one counts).
        if (day % 9 === 0)
          draft.attendance.push({
            id: attendanceId++,
            app_id: APP,
            emd: employee.emd,
            day: date,
            present: (1 - present) as 0 | 1,
          });
      }
      draft.attendance.push({ id: attendanceId++, app_id: APP, emd: employee.emd, day: '2026-06-20', present: 1 });
      if (i % 6 === 0)
        draft.leaves.push({ id: leaveId++, lvdd: `lv${i}`, app_id: APP, emd: employee.emd, leave_day: '2026-06-01' });
      if (i % 11 === 0)
        draft.leaves.push({ id: leaveId++, lvdd: `lw${i}`, app_id: APP, emd: employee.emd, leave_day: '2026-05-20' });
      if (i % 8 < 2)
        draft.photo_uploads.push({
          id: uploadId++,
          rcdd: `up${i}`,
          app_id: APP,
          emd: employee.emd,
          token: 't',
          created_at: '2026-03-01T00:00:00.000Z',
          expires_at: '2026-03-02T00:00:00.000Z',
          thumbnail: i % 8 === 0 ? { size: 1, width: 1, height: 1 } : null,
          image: null,
        });
    });
    // Another app's attendance on the same days must not move this app's window or figures.
    draft.attendance.push({ id: attendanceId++, app_id: OTHER_APP, emd: 'toth0', day: '2026-06-15', present: 1 });
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresEmployees(store, processes.pool(), store.counters);
  await writeRecords();
  await readBack();
}, 60_000);

/** Every page of a filter, walked with the cursor each answer carries, as the screen does. */
async function walk(repository: EmployeeRepository, flt: number, srch_word = '') {
  const pages = [];
  let query: EmployeeListQuery = { flt, pg: EmployeePage.FIRST, lst_count: 0, lst_date: '', lst_value: 0, srch_word };
  for (let guard = 0; guard < 20; guard += 1) {
    const page = await repository.page(APP, query, cursorOf(query), TODAY_MS);
    pages.push(page);
    if (page.employees.length === 0) break;
    const value = [0, page.lst_total_present, page.lst_total_absent, page.lst_total_perfomance][flt] ?? 0;
    query = { ...query, pg: EmployeePage.NEXT, lst_count: page.lst_count, lst_date: page.lst_date, lst_value: value };
  }
  return pages;
}

describe('the PostgreSQL employees repository answers as the embedded one', () => {
  it.each([
    ['All', EmployeeFilter.ALL, ''],
    ['Present', EmployeeFilter.PRESENT, ''],
    ['Absent', EmployeeFilter.ABSENT, ''],
    ['Perfomance', EmployeeFilter.PERFORMANCE, ''],
    ['Employee: a name in another case and spacing', EmployeeFilter.EMPLOYEE, '  THABO   mary '],
    ['Employee: across name and surname', EmployeeFilter.EMPLOYEE, 'thandi surname_'],
    ['Employee: LIKE characters are plain text', EmployeeFilter.EMPLOYEE, '_3%'],
    ['Employee: a mobile', EmployeeFilter.EMPLOYEE, '8200001'],
    ['Employee: accents', EmployeeFilter.EMPLOYEE, 'zoË'],
    ['Employee: too short', EmployeeFilter.EMPLOYEE, 'th'],
  ])('pages the %s filter alike', async (_name, flt, word) => {
    const expected = await walk(embedded, flt, word);
    expect(expected.flatMap((page) => page.employees).length).toBeGreaterThan(word === 'th' ? -1 : 0);
    expect(await walk(sql, flt, word)).toEqual(expected);
  });

  it('pages every employee once, in list order, across the ties', async () => {
    const walked = (await walk(sql, EmployeeFilter.ALL)).flatMap((page) => page.employees.map((row) => row.record.emd));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toHaveLength(
      (await processes.wholeState(store)).data.employees.filter((employee) => employee.app_id === APP).length,
    );
  });

  it('shows one employee, its leave days, the type-ahead and the statistics alike', async () => {
    for (const emd of ['tiEG0', 'tiEG1', 'tiEG8', 'tiEG66', 'nobody', 'toth1']) {
      expect(await sql.shown(APP, emd, TODAY_MS)).toEqual(await embedded.shown(APP, emd, TODAY_MS));
      expect(await sql.find(APP, emd)).toEqual(await embedded.find(APP, emd));
      expect(await sql.leaves(APP, emd)).toEqual(await embedded.leaves(APP, emd));
    }
    for (const word of ['sipho', 'van der merwe', 'emp-1', 'surname_3%', 'zzzz', '']) {
      expect(await sql.search(APP, word, 10)).toEqual(await embedded.search(APP, word, 10));
    }
    expect(await sql.statistics(APP, '2026-06-15')).toEqual(await embedded.statistics(APP, '2026-06-15'));
    expect(await sql.isKnownCountry(209)).toBe(true);
    expect(await sql.isKnownCountry(999_999)).toBe(false);
  });

  it('sees a write at once, on a leave day inside the window, in the figures and the pages', async () => {
    const before = await sql.shown(APP, 'tiEG1', TODAY_MS);
    expect(await sql.addLeave(APP, 'tiEG1', '2026-06-14')).toBe('added');
    expect(await sql.addLeave(APP, 'tiEG1', '2026-06-14')).toBe('exists');
    expect(await sql.addLeave(APP, 'nobody', '2026-06-14')).toBe('no-employee');
    await readBack();
    const after = await sql.shown(APP, 'tiEG1', TODAY_MS);
    expect(after).toEqual(await embedded.shown(APP, 'tiEG1', TODAY_MS));
    // The figure filters' kept rows are read again once the leave days changed.
    expect(await walk(sql, EmployeeFilter.PERFORMANCE)).toEqual(await walk(embedded, EmployeeFilter.PERFORMANCE));
    expect(after!.figures.days_present + after!.figures.days_absent).toBe(
      before!.figures.days_present + before!.figures.days_absent - 1,
    );
  });
});
