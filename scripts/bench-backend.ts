/**
 * npx tsx scripts/bench-backend.ts [--seconds N]
 * The API under an organisation's worth of data (issue 19): a store with 20,000 employees in the
 * demo app and 24 monthly rosters of 300 employees, the mock API started on it as `npm start` runs
 * it, then (1) write latency: 200 leave days added one after the other, and (2) the employee list
 * read by 50 connections at once for N seconds (default 20): p50, p95, errors. Prints the embedded
 * store's figures against the PostgreSQL targets: until the records move to PostgreSQL
 * (docs/decisions/backend.md) only the embedded column is measured, to show what the move is for.
 * Run by `npm run bench` unless --no-backend is given; never fails the run (the targets are
 * PostgreSQL's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeRoster } from '@times/roster-engine';
import { generateInstance } from '@times/roster-engine/testing';
import { Paths } from '../mock-api/src/contract';
import type { RequestSession } from '../mock-api/src/contract';
import { defaultSeedDir } from '../mock-api/src/paths';
import { FileStore } from '../mock-api/src/store/fileStore';
import type { EmployeeRecord, RosterRecord } from '../mock-api/src/store/types';
import { envelopeClient } from '../mock-api/src/testing/envelopeClient';
import type { Reply } from '../mock-api/src/testing/envelopeClient';
import { demo, demoAppSelection } from '../mock-api/src/testing/harness';
import { freePort } from '../mock-api/src/testing/services/processes';
import { startTsProcess } from '../mock-api/src/testing/services/tsProcess';
import { printTable } from './lib/table.mjs';

const EMPLOYEES = 20_000;
const ROSTERS = 24;
const ROSTER_EMPLOYEES = 300;
const WRITES = 200;
const CONNECTIONS = 50;
const WRITE_P95_TARGET_MS = 20;
const LIST_P95_TARGET_MS = 50;

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 20;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const answered = (reply: Reply) => reply.body as { status?: string; session?: RequestSession } | undefined;
const sessionOf = (reply: Reply): RequestSession => {
  const session = answered(reply)?.session;
  if (!session) throw new Error(`no session: ${JSON.stringify(reply.body)}`);
  return session;
};

/** The store file: the seed, 20,000 employees of the demo app, 24 calculated monthly rosters of 300. */
async function buildStore(dbFile: string): Promise<{ employees: string[]; mb: number }> {
  const store = new FileStore({ dbFile, seedDir: defaultSeedDir });
  const model = {
    ...generateInstance({ employees: ROSTER_EMPLOYEES, days: 30, positions: 6, seed: 5 }),
    timeLimitMs: 2_000,
  };
  const result = computeRoster(model);
  const emds: string[] = [];
  await store.update((draft) => {
    const template = draft.employees.find((employee) => employee.app_id === demo.app.appId)!;
    let id = Math.max(...draft.employees.map((employee) => employee.id));
    const now = Date.now();
    for (let i = draft.employees.length; i < EMPLOYEES; i += 1) {
      id += 1;
      const emd = `bench${String(id).padStart(9, '0')}`;
      emds.push(emd);
      const employee: EmployeeRecord = {
        ...structuredClone(template),
        id,
        emd,
        name: `Bench${i}`,
        surname: `Person${i}`,
        mobile: `2783${String(i).padStart(7, '0')}`,
        created_at: new Date(now - i * 1000).toISOString(),
      };
      draft.employees.push(employee);
    }
    for (let month = 0; month < ROSTERS; month += 1) {
      const start = new Date(Date.UTC(2024, month, 1));
      const end = new Date(Date.UTC(2024, month + 1, 0));
      const roster: RosterRecord = {
        id: draft.rosters.length + 1,
        rstd: `benchroster${month}`,
        app_id: demo.app.appId,
        std: demo.site.sd,
        sftd: 'benchshift',
        start_date: start.toISOString().slice(0, 10),
        end_date: end.toISOString().slice(0, 10),
        period_type: 1,
        status: 'Successful',
        failure_reason: '',
        created_by_id: String(demo.admin.id),
        created_by: demo.admin.name,
        started_at: start.toISOString(),
        finished_at: start.toISOString(),
        calculation: 1,
        model,
        result,
      };
      draft.rosters.push(roster);
    }
  });
  return { employees: emds, mb: fs.statSync(dbFile).size / 1024 / 1024 };
}

/** The mock API as `npm start` runs it, on the store file. */
async function startApi(dbFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const api = await startTsProcess('mock-api/src/main.ts', {
    env: {
      MOCK_API_DB: dbFile,
      MOCK_API_PORT: String(port),
      MOCK_API_DEMO: '0',
      MOCK_API_VISITOR_SESSIONS_PER_MINUTE: '100000',
    },
    readyText: 'listening',
    what: 'the mock API',
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => api.stop() };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'times-bench-backend-'));
  const dbFile = path.join(dir, 'db.json');
  console.log(`Building a store of ${EMPLOYEES} employees and ${ROSTERS} rosters of ${ROSTER_EMPLOYEES}…`);
  const { employees, mb } = await buildStore(dbFile);
  const api = await startApi(dbFile);
  try {
    const client = envelopeClient(api.url);
    const visitor = sessionOf(await client.call(Paths.auth.firstVisitor));
    const login = { pass: demo.admin.password, isMobileOrEmail: 2, eml: '', mbl: demo.admin.mobile };
    const admin = sessionOf(await client.call(Paths.auth.login, login, visitor));
    await client.call(Paths.apps.selectApp, demoAppSelection, admin);

    const writes: number[] = [];
    let writeErrors = 0;
    for (let i = 0; i < WRITES; i += 1) {
      const day = new Date(Date.UTC(2027, 0, 1 + (i % 28))).toISOString().slice(0, 10);
      const started = performance.now();
      const reply = await client.call(Paths.employees.leaveAdd, { empd: employees[i]!, leave_day: day }, admin);
      writes.push(performance.now() - started);
      if (answered(reply)?.status !== 'OK') writeErrors += 1;
    }

    const reads: number[] = [];
    let readErrors = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          const reply = await client.call(Paths.employees.list, { flt: 1, pg: 1, srch_word: '' }, admin);
          reads.push(performance.now() - started);
          if (answered(reply)?.status !== 'OK') readErrors += 1;
        }
      }),
    );

    printTable(
      [
        { measure: 'store file', embedded: `${mb.toFixed(0)} MB`, target: '', postgres: '' },
        {
          measure: `add a leave day, ${WRITES} one after another: p50`,
          embedded: ms(percentile(writes, 50)),
          target: '',
          postgres: 'not yet',
        },
        {
          measure: '  p95',
          embedded: ms(percentile(writes, 95)),
          target: `<= ${WRITE_P95_TARGET_MS} ms`,
          postgres: 'not yet',
        },
        { measure: '  errors', embedded: String(writeErrors), target: '0', postgres: '' },
        {
          measure: `employee list, ${CONNECTIONS} connections for ${seconds} s: requests`,
          embedded: String(reads.length),
          target: '',
          postgres: '',
        },
        { measure: '  p50', embedded: ms(percentile(reads, 50)), target: '', postgres: 'not yet' },
        {
          measure: '  p95',
          embedded: ms(percentile(reads, 95)),
          target: `<= ${LIST_P95_TARGET_MS} ms (2 API processes)`,
          postgres: 'not yet',
        },
        { measure: '  errors', embedded: String(readErrors), target: '0', postgres: '' },
      ],
      { title: 'The API under 20,000 employees and 24 rosters of 300 (one API process)' },
    );
    console.log(
      'PostgreSQL: not measured yet; the records are still in the embedded store (docs/decisions/backend.md).',
    );
  } finally {
    await api.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
