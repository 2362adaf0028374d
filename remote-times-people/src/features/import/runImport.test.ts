import type { ApiOutcome, ImportResponse, ImportRow } from '@times/shared-sdk';
import { runImport } from './runImport';
import type { BatchReport, ImportCall } from './runImport';

const rows = (count: number): ImportRow[] =>
  Array.from({ length: count }, (_, n) => ({
    name: `N${n}`,
    surname: `S${n}`,
    date_of_birth: '1990-01-01',
    mobile: '082',
    gender: '1',
    employee_number: `E${n}`,
    isIDOrPass: '1',
    idOrPass: `${n}`,
  }));

const ok = (sent: ImportRow[]): ApiOutcome<ImportResponse> => ({
  kind: 'ok',
  data: { status: 'OK', employees: sent.map((row) => ({ ...row, status: 'SUCCESS' })) },
});

/** A fake import call: answers every batch OK unless `answer` says otherwise, and checks that no two batches overlap. */
function fakeApi(
  answer: (batch: number, sent: ImportRow[]) => ApiOutcome<ImportResponse> | Promise<ApiOutcome<ImportResponse>> = (
    _,
    sent,
  ) => ok(sent),
) {
  let running = 0;
  let overlapped = false;
  const sentBatches: ImportRow[][] = [];
  const call: ImportCall = async (sent) => {
    running += 1;
    if (running > 1) overlapped = true;
    const batch = sentBatches.push(sent) - 1;
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      return await answer(batch, sent);
    } finally {
      running -= 1;
    }
  };
  return { call, sentBatches, overlapped: () => overlapped };
}

describe('runImport', () => {
  it('sends batches of 100 one after the other and reports each', async () => {
    const api = fakeApi();
    const reports: BatchReport[] = [];
    const summary = await runImport(rows(250), api.call, {
      signal: new AbortController().signal,
      onBatch: (r) => reports.push(r),
    });
    expect(api.sentBatches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(api.overlapped()).toBe(false);
    expect(reports.map((r) => [r.batch, r.done, r.total, r.results.length])).toEqual([
      [0, 100, 250, 100],
      [1, 200, 250, 100],
      [2, 250, 250, 50],
    ]);
    expect(summary).toEqual({ total: 250, done: 250, imported: 250, failures: [], stopped: false });
  });

  it('marks the rows of a failed batch and goes on with the next ones', async () => {
    const api = fakeApi((batch, sent) => {
      if (batch === 1) return { kind: 'error', status: 'NETWORK_ERROR', message: 'Error occured' };
      if (batch === 2)
        return {
          kind: 'error',
          status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED',
          message: 'Employee license exceeded, please upgrade',
        };
      return ok(sent);
    });
    const reports: BatchReport[] = [];
    const summary = await runImport(rows(350), api.call, {
      signal: new AbortController().signal,
      onBatch: (r) => reports.push(r),
    });
    const results = reports.flatMap((r) => r.results);
    expect(results).toHaveLength(350);
    expect(results.map((r) => r.employee_number)).toEqual(rows(350).map((r) => r.employee_number));
    expect(results.slice(0, 100).every((r) => r.status === 'SUCCESS')).toBe(true);
    expect(results.slice(100, 200).every((r) => r.status === 'NETWORK_ERROR')).toBe(true);
    expect(results.slice(200, 300).every((r) => r.status === 'EMPLOYEE_MAX_LICENSED_EXCEEDED')).toBe(true);
    expect(results.slice(300).every((r) => r.status === 'SUCCESS')).toBe(true);
    expect(summary.imported).toBe(150);
    expect(summary.done).toBe(350);
    expect(summary.failures).toEqual([
      { batch: 1, status: 'NETWORK_ERROR', message: 'Error occured' },
      { batch: 2, status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED', message: 'Employee license exceeded, please upgrade' },
    ]);
  });

  it('counts a call that throws as a network failure', async () => {
    const api = fakeApi((batch, sent) => {
      if (batch === 0) throw new Error('boom');
      return ok(sent);
    });
    const summary = await runImport(rows(150), api.call, { signal: new AbortController().signal });
    expect(summary.failures).toEqual([{ batch: 0, status: 'NETWORK_ERROR', message: 'Error occured' }]);
    expect(summary.imported).toBe(50);
  });

  it('stops sending when the signal aborts', async () => {
    const controller = new AbortController();
    const api = fakeApi((batch, sent) => {
      if (batch === 1) controller.abort();
      return ok(sent);
    });
    const onBatch = jest.fn();
    const summary = await runImport(rows(500), api.call, { signal: controller.signal, onBatch });
    expect(api.sentBatches).toHaveLength(2);
    expect(onBatch).toHaveBeenCalledTimes(1);
    expect(summary).toMatchObject({ stopped: true, done: 100 });
  });

  it('stops on a cancelled call or an invalid session', async () => {
    for (const kind of ['cancelled', 'invalid'] as const) {
      const api = fakeApi((batch, sent) => (batch === 0 ? { kind } : ok(sent)));
      const summary = await runImport(rows(300), api.call, { signal: new AbortController().signal });
      expect(api.sentBatches).toHaveLength(1);
      expect(summary.stopped).toBe(true);
    }
  });

  it('sends nothing for no rows', async () => {
    const api = fakeApi();
    expect(await runImport([], api.call, { signal: new AbortController().signal })).toEqual({
      total: 0,
      done: 0,
      imported: 0,
      failures: [],
      stopped: false,
    });
    expect(api.sentBatches).toHaveLength(0);
  });
});
