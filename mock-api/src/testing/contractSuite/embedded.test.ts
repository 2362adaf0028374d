/**
 * The contract suite against the embedded API (npm test): a mock API on a temp store of the demo
 * seed, its clock at the harness's fixed instant (the suite's dates count from it, so the run is the
 * same on any day) and roster searches on the harness's move budget. Every call of the contract must
 * pass all three checks.
 */
import { startTestServer } from '../harness';
import type { TestServer } from '../harness';
import { failed, formatReport, runContractSuite } from '.';

jest.setTimeout(120_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('passes every call of the contract against the embedded API', async () => {
  const results = await runContractSuite({ api: server.url, now: () => server.clock.ms });
  const report = formatReport(results);
  expect(results.length).toBeGreaterThan(0);
  if (failed(results)) throw new Error(`the contract suite failed:\n${report}`);
  expect(server.logs.filter((line) => /failed|Error|\n\s+at /.test(line))).toEqual([]);
});
