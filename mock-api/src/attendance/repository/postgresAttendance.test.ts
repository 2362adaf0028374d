/**
 * The attendance repository's SQL reads answer what the embedded reads answer, on the same
 * records: one PostgreSQL store (a private server started here), read once through its state and
 * once through SQL (the typed tables' rows put into the state). The kiosks of sites made to catch the differences that matter: an employee on
 * two shifts of the site (listed once), one on a shift of another site only, a deactivated one, an
 * employee of another app with the same emd, a removed shift employee, names that tie.
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { EmployeeRecord, ShiftEmployeeRecord } from '../../store/types';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedAttendance } from './embeddedAttendance';
import { PostgresAttendance } from './postgresAttendance';

const processes = usePostgresProcesses();
const APP = 'attendanceApp001';
const OTHER = 'attendanceApp002';
const SINCE = '2026-06-01T00:00:00.000Z';

let store: PostgresStore;
let embedded: EmbeddedAttendance;
let sql: PostgresAttendance;

const employee = (id: number, app: string, emd: string, name: string, status = 0): EmployeeRecord => ({
  id,
  emd,
  app_id: app,
  user_status: status,
  created_at: '2026-06-01T08:00:00.000Z',
  name,
  surname: 'Dlamini',
  country_id: 1,
  country_code: 27,
  date_of_birth: '1990-01-01',
  isIDOrPass: 1,
  idOrPass: '',
  mobile: `08200000${id}`,
  gender: 1,
  employee_number: `E${id}`,
});

const onShift = (id: number, app: string, std: string, sftd: string, emd: string): ShiftEmployeeRecord => ({
  id,
  rshftempd: `se${id}`,
  app_id: app,
  std,
  sftd,
  emd,
  rld: 'r1',
  apply_wrkng_days: 1,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  mon: 0,
  tue: 0,
  wed: 0,
  thu: 0,
  fri: 0,
  sat: 0,
  sun: 0,
  hld: 0,
  created_at: '2026-06-01T08:00:00.000Z',
});

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresAttendance(store, processes.pool(), () => store.counters.wrote());
  await store.update((draft) => {
    const site = (id: number, app: string, sd: string, name: string) => ({
      ...(draft.sites[0] ?? ({} as never)),
      id,
      app_id: app,
      sd,
      name,
    });
    draft.sites.push(
      site(901, APP, 'siteA', 'Alpha'),
      site(902, APP, 'siteB', 'Beta'),
      site(903, OTHER, 'siteA', 'Other'),
    );
    draft.employees.push(
      employee(901, APP, 'e1', 'Zanele'),
      employee(902, APP, 'e2', 'anele'),
      employee(903, APP, 'e3', 'Anele'),
      employee(904, APP, 'e4', 'Bongani', 10),
      employee(905, APP, 'e5', 'Sipho'),
      employee(906, OTHER, 'e6', 'Other'),
      employee(907, OTHER, 'e1', 'Twin'),
    );
    draft.shift_employees.push(
      onShift(901, APP, 'siteA', 's1', 'e1'),
      onShift(902, APP, 'siteA', 's2', 'e1'),
      onShift(903, APP, 'siteA', 's1', 'e3'),
      onShift(904, APP, 'siteA', 's1', 'e2'),
      onShift(905, APP, 'siteA', 's1', 'e4'),
      onShift(906, APP, 'siteB', 's3', 'e5'),
      onShift(907, OTHER, 'siteA', 's9', 'e6'),
      onShift(908, APP, 'siteA', 's1', 'e5'),
    );
  });
  // Clocked in: e3 (out, then in again at one instant), not e1 (in before SINCE, out after), not e2
  // (in at site B only), not e5 (another app's record).
  const clock = (id: number, app: string, std: string, emd: string, kind: 'in' | 'out', instant: string) => ({
    id,
    ref: `ref-${id}-clock`,
    app_id: app,
    std,
    emd,
    sftd: '',
    kind,
    at: instant.slice(0, 16),
    instant,
    offset_minutes: 0,
    method: 'number' as const,
    photo: '',
    by_user: 1,
    recorded_at: instant,
  });
  await store.update((draft) => {
    draft.clock_records.push(
      clock(1, APP, 'siteA', 'e3', 'out', '2026-06-02T08:00:00.000Z'),
      clock(2, APP, 'siteA', 'e3', 'in', '2026-06-02T08:00:00.000Z'),
      clock(3, APP, 'siteA', 'e1', 'in', '2026-05-31T08:00:00.000Z'),
      clock(4, APP, 'siteA', 'e1', 'out', '2026-06-02T08:00:00.000Z'),
      clock(5, APP, 'siteB', 'e2', 'in', '2026-06-02T08:00:00.000Z'),
      clock(6, OTHER, 'siteA', 'e1', 'in', '2026-06-02T08:00:00.000Z'),
    );
  });
  await store.update((draft) => {
    const face = (id: number, app: string, emd: string, from: number) => ({
      id,
      app_id: app,
      emd,
      descriptors: [Array.from({ length: 128 }, (_, index) => from + index / 1000)],
      created_at: '2026-06-01T08:00:00.000Z',
    });
    draft.face_descriptors.push(face(1, APP, 'e1', 0.1), face(2, OTHER, 'e1', 0.2), face(3, APP, 'e5', 0.3));
  });
  // Sipho taken off site A's shift again.
  // (Shift employees have a table of their own: issue 33.)
  await processes.pool().query(`DELETE FROM shift_employees WHERE app_id = $1 AND sftd = 's1' AND emd = 'e5'`, [APP]);
  // The embedded reads of the same records: the state with the typed tables' rows (the clock records) in it.
  embedded = new EmbeddedAttendance(await processes.wholeState(store));
}, 60_000);

describe('the PostgreSQL attendance repository answers as the embedded one', () => {
  it.each([
    [APP, 'siteA'],
    [APP, 'siteB'],
    [OTHER, 'siteA'],
    [APP, 'noSuchSite'],
  ])('the kiosk of %s %s', async (app, std) => {
    expect(await sql.kiosk(app, std, SINCE)).toEqual(await embedded.kiosk(app, std, SINCE));
  });

  it('lists each employee of site A once, the deactivated and the other sites’ left out', async () => {
    const kiosk = await sql.kiosk(APP, 'siteA', SINCE);
    expect(kiosk?.site).toEqual({ sd: 'siteA', name: 'Alpha' });
    expect(kiosk?.employees.map((row) => [row.empd, row.clocked_in, row.descriptors[0]?.[0]])).toEqual([
      ['e2', 0, undefined],
      ['e3', 1, undefined],
      ['e1', 0, 0.1],
    ]);
  });
});
