/**
 * npx tsx scripts/bench-backend.ts [--seconds N] [--no-calculations]
 * The API under an organisation's worth of data (issue 19): the seed plus 20,000 employees and 24
 * monthly rosters of 300 (backend/benchStore.ts), first in the embedded store (one API process, as
 * `npm start` runs it), then in PostgreSQL (a private server started here) with two API processes:
 * (1) write latency: 200 leave days added one after the other; the employee list read right after
 * each of 100 more writes (nothing kept from before: what a page costs when first read); (2) the employee list read by 50
 * connections at once for N seconds (default 20; on PostgreSQL spread over the two processes), the load
 * driven by autocannon, the API's access log off (its lines to a pipe would be measured too);
 * then (3) 20 roster calculations started at once on two API processes with two queue workers
 * (backend/calculationsAtOnce.ts). On PostgreSQL the store also holds 200 more organisations of 500 employees,
 * and 50 of 10 whose employees all clock in within 10 seconds (backend/clockIns.ts), on one and on two
 * processes (issue 33). Prints both columns against the issues' targets. Run by
 * `npm run bench` unless --no-backend is given; never fails the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../mock-api/src/database/database';
import { defaultSeedDir } from '../mock-api/src/paths';
import { FileStore } from '../mock-api/src/store/fileStore';
import { PostgresStore } from '../mock-api/src/store/postgres/postgresStore';
import { startMigratedPostgres } from '../mock-api/src/testing/services/migratedPostgres';
import { measureListAfterWrites, measureListLoad, measureWrites, percentile, signInAdmin } from './backend/apiLoad';
import type { Latencies, LoadFigures } from './backend/apiLoad';
import { startApiProcess } from './backend/apiProcess';
import type { ApiProcess } from './backend/apiProcess';
import { EMPLOYEES, ROSTERS, ROSTER_EMPLOYEES, buildBenchState } from './backend/benchStore';
import type { BenchState } from './backend/benchStore';
import { CALCULATIONS, measureCalculationsAtOnce } from './backend/calculationsAtOnce';
import { measureConcurrentWrites } from './backend/concurrentWrites';
import { measureClockIns } from './backend/clockIns';
import type { ClockInFigures } from './backend/clockIns';
import { addOrganisations } from './backend/organisations';
import { readEveryList } from './backend/readEveryList';
import { measureSelectApps, signInCallers } from './backend/selectApps';
import type { ThroughputFigures } from './backend/concurrentWrites';
import { printTable } from './lib/table.mjs';
import { ownCpuSeconds, postgresCpuSeconds } from './backend/processCpu';

const WRITES = 200;
/** Reads of the employee list right after a write (what a page costs the first time it is read). */
const FRESH_READS = 100;
const CONNECTIONS = 50;
const WRITE_P95_TARGET_MS = 20;
const LIST_P95_TARGET_MS = 50;

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 20;
const withCalculations = !args.includes('--no-calculations');

const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Figures {
  writes: Latencies;
  fresh: Latencies;
  reads: LoadFigures;
}

/** Issue 33's rows: leave days by one caller and by many at once, and the API processes' memory. */
interface ScaleFigures {
  one: ThroughputFigures;
  many: ThroughputFigures;
  /** MB per process, after loading and after the writes. */
  rssLoaded: number[];
  rssAfter: number[];
  /** CPU milliseconds a write of the many callers' run cost the API processes, the database and the callers. */
  cpu: { api: number; database: number; callers: number };
}

const MANY_CALLERS = 32;
/** Writes per caller on PostgreSQL; the embedded store (a few whole-file writes a second) gets fewer. */
const WRITES_PER_CALLER = 25;
const EMBEDDED_WRITES_PER_CALLER = 3;
/** The setting: 200 more organisations of 500 employees beside the bench's own. */
const MORE_ORGANISATIONS = 200;
const MORE_ORGANISATION_EMPLOYEES = 500;
/** The shift change: 500 employees of 50 organisations clock in within 10 seconds. */
const CLOCKING_ORGANISATIONS = 50;
const CLOCKING_EMPLOYEES = 10;
const CLOCK_WINDOW_MS = 10_000;
const ONE_CALLER_WRITES = 100;

/** Leave days by 1 caller, then by 32 at once (spread over the processes), years `year` and `year + 1`. */
async function measureScale(
  apis: ApiProcess[],
  bench: BenchState,
  year: number,
  { perCaller = WRITES_PER_CALLER, databaseUrl }: { perCaller?: number; databaseUrl?: string } = {},
): Promise<ScaleFigures> {
  const urls = apis.map((api) => api.url);
  const admin = await signInAdmin(urls[0]!);
  // Warm: each process compiles its paths before anything is timed.
  await measureConcurrentWrites(urls, admin, bench.employees, { callers: urls.length, perCaller: 1, year: year + 9 });
  const rssLoaded = apis.map((api) => api.rssMb());
  const one = await measureConcurrentWrites(urls, admin, bench.employees, {
    callers: 1,
    perCaller: ONE_CALLER_WRITES,
    year,
  });
  const cpuNow = () => ({
    api: apis.reduce((sum, api) => sum + api.cpuSeconds(), 0),
    database: databaseUrl ? postgresCpuSeconds(databaseUrl) : 0,
    callers: ownCpuSeconds(),
  });
  const before = cpuNow();
  const many = await measureConcurrentWrites(urls, admin, bench.employees, {
    callers: MANY_CALLERS,
    perCaller,
    year: year + 1,
  });
  const after = cpuNow();
  const perWrite = (key: keyof typeof before) => ((after[key] - before[key]) * 1000) / many.writes;
  const cpu = { api: perWrite('api'), database: perWrite('database'), callers: perWrite('callers') };
  return { one, many, rssLoaded, rssAfter: apis.map((api) => api.rssMb()), cpu };
}

/** Writes on the first process, then the list load over all of them. */
async function measure(apis: ApiProcess[], bench: BenchState, year: number): Promise<Figures> {
  const admin = await signInAdmin(apis[0]!.url);
  // A few calls first: the processes compile and warm their paths before anything is timed.
  await measureListLoad(
    apis.map((api) => api.url),
    admin,
    apis.length,
    1,
  );
  const writes = await measureWrites(apis[0]!.url, admin, bench.employees, WRITES, year);
  const fresh = await measureListAfterWrites(apis.at(-1)!.url, admin, bench.employees, FRESH_READS, year);
  const reads = await measureListLoad(
    apis.map((api) => api.url),
    admin,
    CONNECTIONS,
    seconds,
  );
  return { writes, fresh, reads };
}

async function onEmbedded(bench: BenchState, dir: string): Promise<Figures & { mb: number; scale: ScaleFigures }> {
  const dbFile = path.join(dir, 'db.json');
  const store = new FileStore({ dbFile, seedDir: defaultSeedDir });
  await store.update((draft) => Object.assign(draft, bench.state));
  const mb = fs.statSync(dbFile).size / 1024 / 1024;
  const api = await startApiProcess({ MOCK_API_DB: dbFile, MOCK_API_ACCESS_LOG: '0' });
  try {
    const scale = await measureScale([api], bench, 2031, { perCaller: EMBEDDED_WRITES_PER_CALLER });
    return { ...(await measure([api], bench, 2027)), mb, scale };
  } finally {
    await api.stop();
  }
}

/** Issue 33's shift change on one and on two API processes, and how many clock records each clock-in left. */
interface ClockFigures {
  one: ClockInFigures;
  two: ClockInFigures;
  /** Clock records of the runs' refs, and how many distinct refs they hold (both: every clock-in once). */
  records: number;
  refs: number;
}

async function onPostgres(
  bench: BenchState,
  dir: string,
): Promise<
  Figures & { scaleOne: ScaleFigures; scaleTwo: ScaleFigures; clocks: ClockFigures; selects: ThroughputFigures[] }
> {
  const postgres = await startMigratedPostgres();
  const apis: ApiProcess[] = [];
  try {
    // The bench's organisation with the others the targets are measured among.
    const clocking = addOrganisations(bench.state, {
      count: CLOCKING_ORGANISATIONS,
      employeesEach: CLOCKING_EMPLOYEES,
      prefix: 'K',
      mobileBase: 27_840_000_000,
    });
    addOrganisations(bench.state, {
      count: MORE_ORGANISATIONS,
      employeesEach: MORE_ORGANISATION_EMPLOYEES,
      prefix: 'B',
      mobileBase: 27_850_000_000,
    });
    // The same state written into the database as its seed (the store's first open).
    const database = openDatabase(postgres.url);
    await new PostgresStore({ pool: database.pool, seed: () => bench.state, where: 'bench' }).open();
    // What autovacuum does to a database in service (the bench loads it all at once, then measures at
    // once): statistics for the planner, and the visibility map that lets index-only scans skip the rows.
    await database.pool.query('VACUUM ANALYZE');
    const env = { DATABASE_URL: postgres.url, MOCK_API_DB: path.join(dir, 'unused.json'), MOCK_API_ACCESS_LOG: '0' };
    apis.push(await startApiProcess(env));
    const scaleOne = await measureScale(apis, bench, 2033, { databaseUrl: postgres.url });
    const clockOne = await measureClockIns(
      apis.map((api) => api.url),
      clocking,
      { windowMs: CLOCK_WINDOW_MS, run: 'one' },
    );
    apis.push(await startApiProcess(env));
    const scaleTwo = await measureScale(apis, bench, 2035, { databaseUrl: postgres.url });
    const clockTwo = await measureClockIns(
      apis.map((api) => api.url),
      clocking,
      { windowMs: CLOCK_WINDOW_MS, run: 'two' },
    );
    // Select app by the clocking organisations' admins on the two processes: one caller, then many at once.
    const urls = apis.map((api) => api.url);
    const selectors = await signInCallers(urls, clocking, MANY_CALLERS);
    const selects = [
      await measureSelectApps(selectors.slice(0, 1), ONE_CALLER_WRITES),
      await measureSelectApps(selectors, WRITES_PER_CALLER),
    ];
    const counted = await database.pool.query<{ records: number; refs: number }>(
      `SELECT count(*)::int AS records, count(DISTINCT ref)::int AS refs FROM clock_records
       WHERE ref LIKE 'one-%' OR ref LIKE 'two-%'`,
    );
    await database.close();
    const clocks = { one: clockOne, two: clockTwo, ...counted.rows[0]! };
    return { ...(await measure(apis, bench, 2028)), scaleOne, scaleTwo, clocks, selects };
  } finally {
    for (const api of apis) await api.stop();
    await postgres.stop();
  }
}

/**
 * An API process's memory with `count` more organisations of 500 employees in the store (beside the
 * bench's own): after loading, and after every organisation's employee list was read once.
 */
async function memoryWith(count: number, dir: string): Promise<{ loaded: number; lists: number; failed: number }> {
  const bench = buildBenchState();
  const organisations = addOrganisations(bench.state, {
    count,
    employeesEach: MORE_ORGANISATION_EMPLOYEES,
    prefix: 'M',
    mobileBase: 27_860_000_000,
  });
  const postgres = await startMigratedPostgres();
  let api: ApiProcess | undefined;
  try {
    const database = openDatabase(postgres.url);
    await new PostgresStore({ pool: database.pool, seed: () => bench.state, where: 'bench' }).open();
    await database.pool.query('VACUUM ANALYZE');
    await database.close();
    api = await startApiProcess({
      DATABASE_URL: postgres.url,
      MOCK_API_DB: path.join(dir, 'unused.json'),
      MOCK_API_ACCESS_LOG: '0',
    });
    const loaded = api.rssMb();
    const failed = await readEveryList(api.url, organisations);
    return { loaded, lists: api.rssMb(), failed };
  } finally {
    await api?.stop();
    await postgres.stop();
  }
}

const CORES = os.cpus().length;

/** The many callers' CPU a write (API, database, callers) and the writes a second the machine's cores allow at that. */
const cpuColumns = (cpu: ScaleFigures['cpu'] | undefined) => {
  if (!cpu) return { 'CPU ms/write: API + DB + callers': '', 'cores allow': '' };
  const total = cpu.api + cpu.database + cpu.callers;
  return {
    'CPU ms/write: API + DB + callers': `${cpu.api.toFixed(2)} + ${cpu.database.toFixed(2)} + ${cpu.callers.toFixed(2)}`,
    'cores allow': `${((CORES * 1000) / total).toFixed(0)}/s`,
  };
};

const row = (measure: string, embedded: string, postgres: string, target = '') => ({
  measure,
  embedded,
  postgres,
  target,
});

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'times-bench-backend-'));
  try {
    console.log(`Building a store of ${EMPLOYEES} employees and ${ROSTERS} rosters of ${ROSTER_EMPLOYEES}…`);
    const bench = buildBenchState();
    console.log('The embedded store, one API process…');
    const embedded = await onEmbedded(bench, dir);
    console.log('PostgreSQL, two API processes…');
    const postgres = await onPostgres(bench, dir);
    console.log(`Memory with ${MORE_ORGANISATIONS} and ${2 * MORE_ORGANISATIONS} more organisations…`);
    const memory = [
      { count: MORE_ORGANISATIONS, ...(await memoryWith(MORE_ORGANISATIONS, dir)) },
      { count: 2 * MORE_ORGANISATIONS, ...(await memoryWith(2 * MORE_ORGANISATIONS, dir)) },
    ];
    printTable(
      [
        row('store file', `${embedded.mb.toFixed(0)} MB`, ''),
        row('API processes', '1', '2'),
        row(
          `add a leave day, ${WRITES} one after another: p50`,
          ms(percentile(embedded.writes.times, 50)),
          ms(percentile(postgres.writes.times, 50)),
        ),
        row(
          '  p95',
          ms(percentile(embedded.writes.times, 95)),
          ms(percentile(postgres.writes.times, 95)),
          `<= ${WRITE_P95_TARGET_MS} ms`,
        ),
        row('  errors', String(embedded.writes.errors), String(postgres.writes.errors), '0'),
        row(
          `employee list right after a write, ${FRESH_READS} one after another: p50`,
          ms(percentile(embedded.fresh.times, 50)),
          ms(percentile(postgres.fresh.times, 50)),
        ),
        row('  p95', ms(percentile(embedded.fresh.times, 95)), ms(percentile(postgres.fresh.times, 95))),
        row('  errors', String(embedded.fresh.errors), String(postgres.fresh.errors), '0'),
        row(
          `employee list, ${CONNECTIONS} connections for ${seconds} s: requests`,
          String(embedded.reads.requests),
          String(postgres.reads.requests),
        ),
        row('  p50', ms(embedded.reads.p50), ms(postgres.reads.p50)),
        row(
          '  p97.5 (stricter than p95)',
          ms(embedded.reads.p97_5),
          ms(postgres.reads.p97_5),
          `p95 <= ${LIST_P95_TARGET_MS} ms`,
        ),
        row('  errors', String(embedded.reads.errors), String(postgres.reads.errors), '0'),
      ],
      { title: `The API under ${EMPLOYEES} employees and ${ROSTERS} rosters of ${ROSTER_EMPLOYEES}` },
    );
    const scaleRows = (store: string, processes: number, scale: ScaleFigures) => [
      ...[scale.one, scale.many].map((figures) => ({
        store,
        processes: String(processes),
        callers: String(figures.callers),
        writes: String(figures.writes),
        'writes/s': figures.perSecond.toFixed(0),
        p95: ms(figures.p95),
        errors: String(figures.errors),
        'x one caller': figures === scale.one ? '' : `${(figures.perSecond / scale.one.perSecond).toFixed(1)}x`,
        ...cpuColumns(figures === scale.one ? undefined : scale.cpu),
      })),
    ];
    printTable(
      [
        ...scaleRows('embedded', 1, embedded.scale),
        ...scaleRows('PostgreSQL', 1, postgres.scaleOne),
        ...scaleRows('PostgreSQL', 2, postgres.scaleTwo),
      ],
      {
        title:
          `Leave days on distinct employees, 1 caller and ${MANY_CALLERS} at once (issue 33 targets on PostgreSQL: ` +
          `${MANY_CALLERS} callers >= 5x one, two processes >= one; p95 <= 100 ms; 0 errors)`,
      },
    );
    const [oneSelect, manySelects] = postgres.selects as [ThroughputFigures, ThroughputFigures];
    printTable(
      [oneSelect, manySelects].map((figures) => ({
        processes: '2',
        callers: String(figures.callers),
        writes: String(figures.writes),
        'writes/s': figures.perSecond.toFixed(0),
        p95: ms(figures.p95),
        errors: String(figures.errors),
        'x one caller': figures === oneSelect ? '' : `${(figures.perSecond / oneSelect.perSecond).toFixed(1)}x`,
      })),
      {
        title:
          `Select app on PostgreSQL by organisations' admins, 1 and ${MANY_CALLERS} at once (a write of its own ` +
          `rows, the session's and the recent apps', issue 33)`,
      },
    );
    const mb = (values: number[]) => values.map((value) => `${value.toFixed(0)} MB`).join(' / ');
    printTable(
      [
        {
          store: 'embedded',
          processes: '1',
          'after loading': mb(embedded.scale.rssLoaded),
          'after writes': mb(embedded.scale.rssAfter),
        },
        {
          store: 'PostgreSQL',
          processes: '1',
          'after loading': mb(postgres.scaleOne.rssLoaded),
          'after writes': mb(postgres.scaleOne.rssAfter),
        },
        {
          store: 'PostgreSQL',
          processes: '2',
          'after loading': mb(postgres.scaleTwo.rssLoaded),
          'after writes': mb(postgres.scaleTwo.rssAfter),
        },
      ],
      {
        title:
          'API process memory (resident set; issue 33 target on PostgreSQL: <= 300 MB, flat as organisations grow)',
      },
    );
    printTable(
      memory.map((one) => ({
        'more organisations': `${one.count} of ${MORE_ORGANISATION_EMPLOYEES} employees`,
        'after loading': `${one.loaded.toFixed(0)} MB`,
        'after every list': `${one.lists.toFixed(0)} MB`,
        'lists failed': String(one.failed),
        'x the first': `${(one.lists / memory[0]!.lists).toFixed(2)}x`,
      })),
      {
        title:
          'One API process on PostgreSQL, every organisation’s employee list read once (issue 33 target: <= 300 MB, ' +
          'within 10% when the organisations double)',
      },
    );
    const clockRow = (processes: number, figures: ClockInFigures) => ({
      processes: String(processes),
      'clock-ins': `${figures.clockIns} (+${figures.resent} sent again)`,
      seconds: figures.seconds.toFixed(1),
      p95: ms(figures.p95),
      errors: String(figures.errors),
      failed: Object.entries(figures.failures)
        .map(([status, count]) => `${status} x${count}`)
        .join(', '),
    });
    printTable([clockRow(1, postgres.clocks.one), clockRow(2, postgres.clocks.two)], {
      title:
        `Clock-ins of ${CLOCKING_ORGANISATIONS * CLOCKING_EMPLOYEES} employees of ${CLOCKING_ORGANISATIONS} ` +
        `organisations within ${CLOCK_WINDOW_MS / 1000} s on PostgreSQL (issue 33 target: each recorded once, ` +
        `p95 <= 100 ms): ${postgres.clocks.records} records of ${postgres.clocks.refs} refs for ` +
        `${postgres.clocks.one.clockIns + postgres.clocks.two.clockIns} clock-ins`,
    });
    if (withCalculations) {
      console.log(`\n${CALCULATIONS} roster calculations at once: two API processes, two workers…`);
      const report = await measureCalculationsAtOnce((line) => console.log(`  ${line}`));
      printTable(
        [
          { measure: 'calculations started at once', value: String(report.started), target: String(CALCULATIONS) },
          { measure: '  Successful', value: String(report.successful), target: String(CALCULATIONS) },
          { measure: '  Failed', value: String(report.failed), target: '0' },
          { measure: '  calculated more than once', value: String(report.recounted), target: '0' },
          { measure: '  queue jobs completed', value: String(report.jobsCompleted), target: String(CALCULATIONS) },
          { measure: '  queue jobs failed', value: String(report.jobsFailed), target: '0' },
          { measure: '  all settled in', value: `${report.seconds.toFixed(1)} s`, target: '' },
        ],
        { title: 'Roster calculations on the job queue (PostgreSQL + Redis)' },
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
