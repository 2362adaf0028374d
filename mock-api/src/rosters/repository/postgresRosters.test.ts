/**
 * The rosters repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: rosters sharing a calculation time or a period start (then id; of other
 * shifts: a shift's periods never overlap), every
 * status, Published ones, a roster of another app on the same site and shift, another app's site of
 * the same sd, two shifts of one sftd, a deleted
 * shift (read, not edited), other shifts' rosters in and out of the commitments' window, an
 * absence's employee, and employee
 * numbers of the app only.
 */
import { revalidate } from '@times/roster-engine';
import type { Assignment, RosterModel } from '@times/roster-engine';
import { assignDays, makeEmployee, makeModel, makePosition, perDay } from '@times/roster-engine/testing';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { RosterRecord, ShiftRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { testEmployee } from '../../testing/testEmployee';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { testWorkingDays } from '../../testing/testWorkingDays';
import { EmbeddedRosters } from './embeddedRosters';
import { PostgresRosters } from './postgresRosters';
import type { AvailableQuery } from './rosterRepository';
import { testSite } from '../../testing/testSite';
import { testShift } from '../../testing/testShift';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const CLIENT = demo.clients.acmeRetail.cntd;

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the employees' table too). */
const embedded = async (): Promise<EmbeddedRosters> => new EmbeddedRosters(await processes.wholeState(store));
let sql: PostgresRosters;
/** The rosters as the database holds them (their own table: issue 33). */
const storedRosters = async (): Promise<RosterRecord[]> => (await processes.wholeState(store)).data.rosters;
let emds: string[] = [];

/** A model of the app's first six employees over a week from `start`, and who works which day. */
function weekOf(start: string, plan: readonly number[][]): { model: RosterModel; assignments: Assignment[] } {
  const employees = emds.map((emd, i) =>
    makeEmployee(emd, i < 4 ? 'guard' : 'sup', { name: `N${i}`, surname: `S${i}` }),
  );
  const model = makeModel({
    start,
    dayCount: 7,
    positions: [
      makePosition('guard', 'Guard', { abbr: 'GRD', required: perDay(2) }),
      makePosition('sup', 'Supervisor', { abbr: 'SUP', required: perDay(1) }),
    ],
    employees,
    workingDays: { maxConsecutive: 4, minRest: 1, required: perDay(3) },
  });
  const assignments = plan.flatMap((days, i) => assignDays(model, emds[i]!, days));
  return { model, assignments };
}

function resultOf(model: RosterModel, assignments: readonly Assignment[]): RosterRecord['result'] {
  const { assignments: placed, check, totals, summary } = revalidate(model, assignments);
  return {
    assignments: placed,
    violations: check.violations,
    uncovered: check.uncovered,
    score: check.score,
    totals,
    summary,
    search: { iterations: 0, elapsedMs: 0, seed: model.seed },
  };
}

/** The sites, shifts, employees and rosters of the app (and another app's) the reads are asked about. */
async function writeRecords(): Promise<void> {
  // The employees are a table of their own (issue 33): read with it, not from the state.
  emds = (await processes.wholeState(store)).data.employees
    .filter((employee) => employee.app_id === APP)
    .slice(0, 6)
    .map((employee) => employee.emd);
  await store.update((draft) => {
    // Above the seed's (the sites are a table of their own: the state holds none on PostgreSQL).
    let siteId = 5000;
    let shiftId = Math.max(5000, nextId(draft.shifts));
    let rosterId = nextId(draft.rosters) + 100;
    const addSite = (appId: string, sd: string, name: string, clnt: string = CLIENT): void => {
      draft.sites.push(testSite(siteId++, appId, sd, { name, clnt }));
    };
    const addShift = (appId: string, std: string, sftd: string, name: string, fields: Partial<ShiftRecord> = {}) => {
      draft.shifts.push(testShift(shiftId++, appId, { std, sftd }, { name, ...fields }));
    };
    addSite(APP, 'rs1', 'Roster One');
    addSite(APP, 'rs2', 'Roster Two');
    addSite(APP, 'rs3', 'Other client', 'someoneElse');
    addSite(OTHER_APP, 'rs1', 'Other app rs1');
    addShift(APP, 'rs1', 'rf1', 'Day');
    addShift(APP, 'rs1', 'rf2', 'Night shift', { start_time: '18:00', end_time: '06:00' });
    addShift(APP, 'rs1', 'rfGone', 'Gone', { deleted: 1, deleted_at: '2026-04-01T00:00:00.000Z' });
    addShift(APP, 'rs2', 'rf3', 'Late', { start_time: '12:00', end_time: '20:00' });
    addShift(APP, 'rs3', 'rf4', 'Elsewhere');
    addShift(OTHER_APP, 'rs1', 'rf1', 'Other app day');
    draft.shift_working_days.push(
      testWorkingDays(
        Math.max(100, nextId(draft.shift_working_days)),
        APP,
        { std: 'rs1', sftd: 'rf2' },
        {
          min_rest_hours: 11,
        },
      ),
    );
    draft.employees.push(testEmployee(80_001, APP, 'absentElsewhere', { name: 'Far', surname: 'Away' }));
    // Another app's employee of an emd of the app.
    draft.employees.push(testEmployee(80_002, OTHER_APP, emds[1]!, { employee_number: 'NOT-THIS-APP' }));

    const put = (std: string, sftd: string, start: string, fields: Partial<RosterRecord> = {}, appId: string = APP) => {
      const { model, assignments } = weekOf(start, [
        [0, 1, 2],
        [1, 2, 3],
        [3, 4, 5],
        [5, 6],
        [0, 1, 2, 3],
        [4, 5, 6],
      ]);
      const id = rosterId++;
      draft.rosters.push({
        id,
        rstd: `rr${id}`,
        app_id: appId,
        std,
        sftd,
        start_date: model.days[0]!.date,
        end_date: model.days[model.days.length - 1]!.date,
        period_type: 2,
        status: 'Successful',
        failure_reason: '',
        created_by_id: 'u1',
        created_by: 'Some One',
        started_at: '2026-03-01T08:00:00.000Z',
        finished_at: '2026-03-01T08:00:05.000Z',
        calculation: 1,
        model,
        result: resultOf(model, assignments),
        ...fields,
      });
    };
    put('rs1', 'rf1', '2026-12-07');
    put('rs1', 'rf1', '2026-12-14', { started_at: '2026-03-01T08:00:00.000Z' });
    put('rs1', 'rf1', '2027-01-04', { status: 'Processing', model: null, result: null, finished_at: '' });
    put('rs1', 'rf1', '2026-12-21', { status: 'Failed', failure_reason: 'Too few', result: null, started_at: '' });
    put('rs1', 'rf1', '2026-12-28', {
      publish_state: 'Published',
      published_at: '2026-03-02T10:00:00.000Z',
      published_by: 'Pub Lisher',
      started_at: '2026-03-03T08:00:00.000Z',
      last_changes: {
        at: '2026-03-04T10:00:00.000Z',
        absent: 'absentElsewhere',
        from_date: 'a',
        to_date: 'b',
        changes: [],
      },
    });
    put('rs1', 'rf2', '2026-12-07', { started_at: '2026-03-02T08:00:00.000Z' });
    // The next period of rf2, calculated later.
    put('rs1', 'rf2', '2026-12-14', { finished_at: '2026-03-05T08:00:00.000Z' });
    put('rs1', 'rf2', '2027-02-01');
    put('rs1', 'rfGone', '2026-12-07', {
      last_changes: { at: '2026-03-04T10:00:00.000Z', absent: emds[2]!, from_date: 'a', to_date: 'b', changes: [] },
    });
    put('rs2', 'rf3', '2026-12-10');
    put('rs2', 'rf3', '2027-01-11', { status: 'Failed', result: null });
    put('rs3', 'rf4', '2026-12-05');
    put('rs1', 'rf1', '2026-12-07', {}, OTHER_APP);
    put('rs1', 'rf2', '2026-12-08', {}, OTHER_APP);
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresRosters(store, processes.pool());
  await writeRecords();
}, 60_000);

const PAIRS = [
  ['rs1', 'rf1'],
  ['rs1', 'rf2'],
  ['rs1', 'rfGone'],
  ['rs1', 'rf3'],
  ['rs2', 'rf3'],
  ['rs3', 'rf4'],
  ['rs2', 'rf1'],
  ['nowhere', 'rf1'],
] as const;

const QUERIES: AvailableQuery[] = [
  { clntd: CLIENT, std: '', scope: 'all', period: null },
  { clntd: CLIENT, std: 'rs1', scope: 'all', period: null },
  { clntd: CLIENT, std: 'rs2', scope: 'all', period: { start: '2026-12-01', end: '2026-12-12' } },
  { clntd: CLIENT, std: '', scope: ['rs2', 'rs3'], period: null },
  { clntd: CLIENT, std: '', scope: 'all', period: { start: '2026-12-14', end: '2026-12-20' } },
  { clntd: CLIENT, std: '', scope: [], period: null },
  { clntd: 'someoneElse', std: '', scope: 'all', period: null },
  { clntd: 'noSuchClient', std: '', scope: 'all', period: null },
];

/** Every read of both apps through a repository. */
async function readAll(repository: EmbeddedRosters | PostgresRosters) {
  const reads: Record<string, unknown> = {};
  for (const appId of [APP, OTHER_APP]) {
    for (const [i, query] of QUERIES.entries())
      reads[`available ${appId} ${i}`] = await repository.available(appId, query);
    for (const [std, sftd] of PAIRS) {
      reads[`periods ${appId} ${std} ${sftd}`] = await repository.periods(appId, std, sftd);
      for (const roster of [...(await storedRosters()), { rstd: 'unknown' }]) {
        const at = `${appId} ${std} ${sftd} ${roster.rstd}`;
        reads[`header ${at}`] = await repository.header(appId, std, sftd, roster.rstd);
        reads[`open ${at}`] = await repository.open({ appId, std, sftd, rstd: roster.rstd });
        reads[`open live ${at}`] = await repository.open({ appId, std, sftd, rstd: roster.rstd, live: true });
      }
    }
    // What other domains read: an employee's rosters (My Times, the feed), a site's (attendance), the app's around
    // a period (a site's calculation), by public id (the demo) and the calculations running.
    for (const within of [
      undefined,
      { from: '2026-12-10', to: '2026-12-14' },
      { from: '2027-03-01', to: '2027-03-31' },
    ]) {
      reads[`of employees ${appId} ${JSON.stringify(within)}`] = await repository.ofEmployees(
        appId,
        emds.slice(0, 2),
        within,
      );
      reads[`of nobody ${appId} ${JSON.stringify(within)}`] = await repository.ofEmployees(appId, ['nobody'], within);
      for (const std of ['rs1', 'rs2', 'nowhere'])
        reads[`of site ${appId} ${std} ${JSON.stringify(within)}`] = await repository.ofSite(
          appId,
          std,
          within ?? { from: '2026-01-01', to: '2027-12-31' },
        );
      if (within) reads[`overlapping ${appId} ${JSON.stringify(within)}`] = await repository.overlapping(appId, within);
    }
    const numberOf = await repository.employeeNumbers(appId, [...emds, 'nobody']);
    reads[`numbers ${appId}`] = [...emds, 'nobody'].map(numberOf);
  }
  reads.calculating = await repository.calculating();
  reads['of rstd unknown'] = await repository.ofRstd('unknown');
  for (const roster of await storedRosters()) {
    reads[`of rstd ${roster.rstd}`] = await repository.ofRstd(roster.rstd);
    reads[`absence ${roster.rstd}`] = await repository.lastAbsence(roster);
    if (roster.model)
      reads[`commitments ${roster.rstd}`] = await repository.withCurrentCommitments(roster, roster.model);
  }
  return reads;
}

describe('the PostgreSQL rosters repository answers as the embedded one', () => {
  it('lists, heads, opens, checks against the other rosters and names alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: ties, commitments, another app’s employee', async () => {
    const listed = await sql.available(APP, QUERIES[0]!);
    expect(listed.length).toBeGreaterThan(8);
    expect(listed.filter((row) => row.std === 'rs2').map((row) => row.site_name)).toContain('Roster Two');
    const periods = (await sql.periods(APP, 'rs1', 'rf1'))!;
    expect(periods.map((row) => row.start_date)).toEqual([
      '2027-01-04',
      '2026-12-28',
      '2026-12-21',
      '2026-12-14',
      '2026-12-07',
    ]);
    expect(await sql.periods(APP, 'rs1', 'rfGone')).toHaveLength(1);
    const rosters = await storedRosters();
    const first = rosters.find((roster) => roster.app_id === APP && roster.sftd === 'rf1')!;
    const withCommitments = await sql.withCurrentCommitments(first, first.model!);
    expect(withCommitments.commitments!.length).toBeGreaterThan(0);
    expect(new Set(withCommitments.commitments!.map((one) => one.shiftId))).toEqual(
      new Set(['rf2', 'rf3', 'rf4', 'rfGone']),
    );
    // Out of the window: the February roster of rf2; another app's rosters never count.
    expect(withCommitments.commitments!.every((one) => one.date < '2027-01-01')).toBe(true);
    const published = rosters.find((roster) => roster.publish_state === 'Published')!;
    expect((await sql.lastAbsence(published))?.name).toBe('Far');
    const gone = rosters.find((roster) => roster.sftd === 'rfGone')!;
    expect((await sql.open({ appId: APP, std: 'rs1', sftd: 'rfGone', rstd: gone.rstd })).ok).toBe(true);
    expect((await sql.open({ appId: APP, std: 'rs1', sftd: 'rfGone', rstd: gone.rstd, live: true })).ok).toBe(false);
    expect((await sql.employeeNumbers(APP, emds))(emds[1]!)).not.toBe('NOT-THIS-APP');
    // An employee's rosters over a window: the app's only, overlapping it; the calculations running, of every app.
    const mine = await sql.ofEmployees(APP, [emds[0]!], { from: '2026-12-10', to: '2026-12-14' });
    expect(mine.map((roster) => `${roster.sftd} ${roster.start_date}`).sort()).toEqual([
      'rf1 2026-12-07',
      'rf1 2026-12-14',
      'rf2 2026-12-07',
      'rf2 2026-12-14',
      'rf3 2026-12-10',
      'rf4 2026-12-05',
      'rfGone 2026-12-07',
    ]);
    expect((await sql.calculating()).map((one) => one.status)).toEqual(['Processing']);
  });

  it('sees each write at once, on every read', async () => {
    const roster = (await storedRosters()).find((one) => one.app_id === APP && one.sftd === 'rf2' && one.result)!;
    const assignments = roster.result!.assignments;
    const cell = { employeeId: assignments[0]!.employeeId, date: assignments[0]!.date };
    expect(await sql.pin(roster.id, cell, true)).toBe('pinned');
    expect(await sql.pin(roster.id, { employeeId: 'nobody', date: cell.date }, true)).toBe('not-assigned');
    const revalidation = revalidate(roster.model!, assignments.slice(1));
    const edit = { rosterId: roster.id, revalidation, model: roster.model!, editedAt: '2026-03-09T10:00:00.000Z' };
    expect((await sql.writeEdit({ ...edit, assignments })).status).toBe('written');
    // Checked on the days as they were: another edit came first.
    expect((await sql.writeEdit({ ...edit, assignments })).status).toBe('changed');
    const published = await sql.publish(roster, demo.admin.id, '2026-03-09T11:00:00.000Z');
    expect(published.header.publish_state).toBe('Published');
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  }, 60_000);
});
