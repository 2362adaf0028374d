/**
 * The suite's own logic, against a fake API (a plain HTTP server) that keeps to the contract
 * unless a test breaks one rule: an undeclared status, an OK answer missing a declared field, an
 * answer without a session, bad input answered OK, a call without an example. The suite must pass
 * the faithful fake and fail each broken one, naming what broke.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Contract, Paths } from '../../contract';
import type { Json } from '../envelopeClient';
import type { ExampleTable } from './examples';
import type { EntryResult } from './report';
import { failed } from './report';
import { runContractSuite } from './runSuite';

jest.setTimeout(30_000);

const USER = { sid: 'user', srm: 'user', scd: 'user' };
/** The Employee caller: a linked employee, no member of the app. */
const EMPLOYEE = { sid: 'employee', srm: 'employee', scd: 'employee' };
const VISITOR = { sid: 'visitor', srm: 'visitor', scd: 'visitor' };
/** What a registration answers: the session its code is checked with. */
const PENDING = { sid: 'pending', srm: 'pending', scd: 'pending' };
const CODE = { otp: '123456', otp_tp: 1 };
const cell = (empd: string, entry_date: string) => ({ name: 'A', empd, entry_date, emp_rld: 'r1', gender: 1 });
const SWAP = {
  std: 'site',
  sftd: 'shift',
  roster_ref: 'roster',
  drpped_data: cell('e1', '2026-12-01'),
  on_position_data: cell('e2', '2026-12-02'),
};
const STATUS = { shftd: 'shift', std: 'site', rstd: 'roster' };
const HEADER = {
  rstd: 'roster',
  roster_period: '01 Dec 2026 - 31 Dec 2026',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_calc_time: '2026-11-25 09:00',
  site_name: 'Site',
  shift_name: 'Shift',
  roster_status: 'Successful',
  failure_reason: '',
  created_by: 'Thandi Admin',
};
const EXAMPLES: ExampleTable = {
  [Contract.rosters.swap.path]: { payload: async () => SWAP },
  [Contract.rosters.status.path]: { payload: async () => STATUS },
  [Contract.auth.verifyOtp.path]: { payload: async () => CODE, session: async () => PENDING },
};

/** How the fake answers a call of the contract: the example, other input, and no session. */
interface Behaviour {
  good: Record<string, Json>;
  bad: Json;
  noSession: Json;
  /** Breaks the code check: a signed-in user's session passes as a pending one. */
  codeCheckTakesUser?: boolean;
  /** Breaks the rights: the Employee caller is answered as the admin is. */
  employeeLetIn?: boolean;
}

const FAITHFUL: Behaviour = {
  good: {
    [Contract.rosters.swap.path]: { status: 'OK' },
    [Contract.rosters.status.path]: { status: 'OK', roster: HEADER },
    [Contract.auth.verifyOtp.path]: { status: 'OK' },
  },
  bad: { status: 'VALIDATION_ERROR', errors: { std: 'Select a site' } },
  noSession: { status: 'INVALID' },
};

const payloadOf = ({ app_tp: _app, net_info: _net, request_session: _session, ...payload }: Json) => payload;
const EXAMPLE_JSON = new Map<string, string>([
  [Contract.rosters.swap.path, JSON.stringify(SWAP)],
  [Contract.rosters.status.path, JSON.stringify(STATUS)],
  [Contract.auth.verifyOtp.path, JSON.stringify(CODE)],
]);

/** The session each call takes: a code check its registration's, every other call a signed-in user's. */
const acceptedSid = (path: string, behaviour: Behaviour): string[] =>
  path === Contract.auth.verifyOtp.path
    ? [PENDING.sid, ...(behaviour.codeCheckTakesUser ? [USER.sid] : [])]
    : [USER.sid];

function answer(path: string, text: string, behaviour: Behaviour): Json {
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 'INVALID_REQUEST' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { status: 'INVALID_REQUEST' };
  if (path === Paths.auth.firstVisitor) return { status: 'OK', session: VISITOR };
  if (path === Paths.auth.login) return { status: 'OK', session: USER };
  if (path === Paths.auth.register) return { status: 'OK', session: PENDING, dt_eotp: '2026-11-25T10:05:00.000Z' };
  if (path === Paths.apps.selectApp) return { status: 'OK' };
  if (body.request_session?.sid === EMPLOYEE.sid && !behaviour.employeeLetIn) return { status: 'INVALID_USER_RIGHTS' };
  const sid = body.request_session?.sid === EMPLOYEE.sid ? USER.sid : body.request_session?.sid;
  if (!acceptedSid(path, behaviour).includes(sid)) return behaviour.noSession;
  return JSON.stringify(payloadOf(body)) === EXAMPLE_JSON.get(path) ? behaviour.good[path] : behaviour.bad;
}

/** The suite's results against a fake behaving so, for the given entries. */
async function runAgainst(
  behaviour: Behaviour,
  keys: string[],
  examples: ExampleTable = EXAMPLES,
): Promise<EntryResult[]> {
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer(request.url ?? '', text, behaviour)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await runContractSuite({
      api: `http://127.0.0.1:${port}`,
      keys,
      examples,
      employee: () => Promise.resolve(EMPLOYEE),
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const failuresOf = (results: EntryResult[], check: string): string[] =>
  results.flatMap((result) => result.checks.filter((one) => one.check === check).flatMap((one) => one.failures));

describe('the contract suite', () => {
  it('passes an API that keeps to the contract', async () => {
    const results = await runAgainst(FAITHFUL, ['rosters.swap', 'rosters.status']);
    expect(results.map((result) => result.entry.key)).toEqual(['rosters.status', 'rosters.swap']);
    expect(results.flatMap((result) => result.checks.flatMap((check) => check.failures))).toEqual([]);
    expect(results.every((result) => result.checks.every((check) => check.sent > 0))).toBe(true);
    expect(failed(results)).toBe(false);
  });

  it('fails bad input answered with a status the call does not declare', async () => {
    const results = await runAgainst({ ...FAITHFUL, bad: { status: 'RECORD_EXIST' } }, ['rosters.swap']);
    expect(failed(results)).toBe(true);
    const failures = failuresOf(results, 'bad input');
    expect(failures).toContainEqual(expect.stringMatching(/^std = \{"a":1\}: status RECORD_EXIST not among INVALID,/));
    expect(failures).toContainEqual(expect.stringMatching(/^every field = 12345: status RECORD_EXIST not among OK,/));
  });

  it('fails bad input answered OK', async () => {
    const results = await runAgainst({ ...FAITHFUL, bad: { status: 'OK' } }, ['rosters.swap']);
    // The failure names every error status the entry declares, in the entry's order.
    const declaredErrors = Contract.rosters.swap.statuses.filter((status) => status !== 'OK');
    expect(declaredErrors).toContain('SHIFT_SUCCESSION_FORBIDDEN');
    expect(failuresOf(results, 'bad input')).toContain(
      `drpped_data.empd = {"a":1}: status OK not among ${declaredErrors.join(', ')}`,
    );
  });

  it('fails an OK answer that leaves out a declared field', async () => {
    const good = { ...FAITHFUL.good, [Contract.rosters.status.path]: { status: 'OK', roster: { rstd: 'roster' } } };
    const results = await runAgainst({ ...FAITHFUL, good }, ['rosters.status']);
    expect(failuresOf(results, 'good input')).toEqual([
      expect.stringMatching(/not the declared shape: \/roster must have required property 'roster_period'/),
    ]);
  });

  it('fails a call answered without a session', async () => {
    const results = await runAgainst({ ...FAITHFUL, noSession: { status: 'OK' } }, ['rosters.swap']);
    expect(failuresOf(results, 'session')).toEqual([
      'no session: status OK not among INVALID',
      'a made-up session: status OK not among INVALID',
      'a visitor session: status OK not among INVALID',
      'a pending registration: status OK not among INVALID',
    ]);
  });

  it("checks a code with the example's pending session and refuses a signed-in one", async () => {
    const faithful = await runAgainst(FAITHFUL, ['auth.verifyOtp']);
    expect(faithful.flatMap((result) => result.checks.flatMap((check) => check.failures))).toEqual([]);
    expect(faithful[0]?.checks.find((check) => check.check === 'session')?.sent).toBe(4);

    const broken = await runAgainst({ ...FAITHFUL, codeCheckTakesUser: true }, ['auth.verifyOtp']);
    expect(failuresOf(broken, 'session')).toEqual(['a signed-in session: status OK not among INVALID']);
  });

  it('fails an app call that lets the Employee caller in', async () => {
    const faithful = await runAgainst(FAITHFUL, ['rosters.status']);
    expect(faithful[0]?.checks.find((check) => check.check === 'caller')?.sent).toBe(1);
    const broken = await runAgainst({ ...FAITHFUL, employeeLetIn: true }, ['rosters.status']);
    expect(failuresOf(broken, 'caller')).toEqual(['the Employee caller: status OK not among INVALID_USER_RIGHTS']);
  });

  it('fails a call without an example', async () => {
    const results = await runAgainst(FAITHFUL, ['rosters.swap'], {});
    expect(failuresOf(results, 'good input')).toEqual([`no example for ${Contract.rosters.swap.path}`]);
  });
});
