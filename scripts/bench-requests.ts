/**
 * npx tsx scripts/bench-requests.ts [--runs N]
 * The managers' Requests page at the API (issue 31): the demo seed plus 20 sites with a shift each, 500 employees on
 * them (25 a site), each shift's Published roster of the month with its days, and 500 pending time-off requests
 * of one to three days each; the demo admin lists the pending requests (every one with the rostered days it
 * touches) over HTTP. Prints the median and the slowest of N lists (default 20) against the 300 ms target. Run by
 * `npm run bench` unless --no-requests is given; exits 1 when the target is not met.
 */
import type { RosterModel } from '@times/roster-engine';
import { Contract } from '../mock-api/src/contract';
import type { DbState, TimeOffRequestRecord } from '../mock-api/src/store/types';
import { demo, demoSessions, editStore, startTestServer } from '../mock-api/src/testing/harness';
import { printTable } from './lib/table.mjs';

const SITES = 20;
const PER_SITE = 25;
const REQUESTS = 500;
const TARGET_MS = 300;
const MONTH = '2026-12';
const DAYS = 31;

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 20);
const day = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;
const appId = demo.app.appId;

/** Twenty sites, a shift on each with 25 employees, a Published roster of December, 500 requests. */
function addBenchData(draft: DbState): void {
  let employeeId = draft.employees.reduce((max, one) => Math.max(max, one.id), 0);
  let rowId = draft.shift_employees.reduce((max, one) => Math.max(max, one.id), 0);
  const requests: TimeOffRequestRecord[] = [];
  for (let s = 0; s < SITES; s++) {
    const std = `bench-site-${s}`;
    const sftd = `bench-shift-${s}`;
    draft.sites.push({ ...draft.sites[0]!, id: 10_000 + s, sd: std, name: `Bench site ${s}`, app_id: appId });
    draft.shifts.push({ ...draft.shifts[0]!, id: 10_000 + s, sftd, std, name: `Bench ${s}`, app_id: appId });
    const emds: string[] = [];
    for (let e = 0; e < PER_SITE; e++) {
      const emd = `bench-emp-${s}-${e}`;
      emds.push(emd);
      draft.employees.push({ ...draft.employees[0]!, id: ++employeeId, emd, name: `Bench${s}`, surname: `E${e}` });
      draft.shift_employees.push({
        ...draft.shift_employees[0]!,
        id: ++rowId,
        rshftempd: `bench-row-${rowId}`,
        app_id: appId,
        std,
        sftd,
        emd,
      });
    }
    // Each day, 10 of the site's 25 work the shift.
    const assignments = Array.from({ length: DAYS }, (_, d) =>
      Array.from({ length: 10 }, (__, k) => ({
        employeeId: emds[(d * 10 + k) % PER_SITE]!,
        date: day(d + 1),
        positionId: 'P',
      })),
    ).flat();
    const model = {
      positions: [{ id: 'P', name: 'Guard' }],
      employees: emds.map((id) => ({ id, name: 'Bench', surname: id })),
      shiftTimes: { start: '06:00', end: '18:00' },
    } as unknown as RosterModel;
    draft.rosters.push({
      ...(draft.rosters[0] ?? ({} as DbState['rosters'][number])),
      id: 10_000 + s,
      rstd: `bench-roster-${s}`,
      app_id: appId,
      std,
      sftd,
      start_date: day(1),
      end_date: day(DAYS),
      period_type: 1,
      status: 'Successful',
      failure_reason: '',
      created_by_id: '1',
      created_by: 'Bench',
      started_at: '',
      finished_at: '',
      calculation: 1,
      model,
      result: { assignments } as unknown as NonNullable<DbState['rosters'][number]['result']>,
      publish_state: 'Published',
    });
    for (let r = 0; r < REQUESTS / SITES; r++) {
      const from = 2 + ((r * 7) % 26);
      const id = requests.length + 1;
      requests.push({
        id,
        rqd: `bench-request-${id}`,
        app_id: appId,
        emd: emds[r % PER_SITE]!,
        ref: `bench-ref-${id}`,
        from_date: day(from),
        to_date: day(from + (r % 3)),
        reason: 'Bench',
        state: 'pending',
        created_at: '2026-11-20T08:00:00.000Z',
        decisions: [],
      });
    }
  }
  draft.time_off_requests = requests;
}

async function main(): Promise<void> {
  const server = await startTestServer({}, { at: '2026-12-01T06:00:00.000Z' });
  try {
    await editStore(server, (draft) => addBenchData(draft));
    const { admin } = await demoSessions(server);
    const list = async () => {
      const started = performance.now();
      const reply = await server.callTyped(Contract.requests.list, { state: 'pending' }, admin);
      const ms = performance.now() - started;
      if (reply.body.status !== 'OK') throw new Error(`requests list answered ${reply.body.status}`);
      return { ms, requests: reply.body.requests };
    };
    await list(); // warm the path
    const times: number[] = [];
    let shown = { listed: 0, touched: 0 };
    for (let i = 0; i < runs; i++) {
      const { ms, requests } = await list();
      times.push(ms);
      shown = { listed: requests.length, touched: requests.reduce((n, one) => n + one.touches.length, 0) };
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const slowest = times.at(-1)!;
    printTable(
      [
        { measure: 'pending requests listed', value: String(shown.listed) },
        { measure: 'rostered days they touch (listed with them)', value: String(shown.touched) },
        { measure: `list over HTTP, median of ${runs}`, value: `${median.toFixed(1)} ms` },
        { measure: 'slowest', value: `${slowest.toFixed(1)} ms` },
      ],
      { title: `Requests: ${REQUESTS} pending over ${SITES} sites (embedded store)`, columns: ['measure', 'value'] },
    );
    const ok = median <= TARGET_MS && shown.listed === REQUESTS;
    console.log(
      `Requests page at the API: median ${median.toFixed(1)} ms — target <= ${TARGET_MS} ms: ${ok ? 'OK' : 'NOT MET'}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

void main();
