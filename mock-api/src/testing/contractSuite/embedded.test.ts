/**
 * The contract suite against the embedded API (npm test): a mock API on a temp store of the demo
 * seed, its clock at today (the suite's start dates count from the real date) and roster
 * calculations cut short. Every call of the contract must pass all three checks.
 */
import { startTestServer } from '../harness';
import type { TestServer } from '../harness';
import { failed, formatReport, runContractSuite } from '.';

jest.setTimeout(120_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.ms = Date.now();
});
afterAll(() => server.close());

it('passes every call of the contract against the embedded API', async () => {
  const results = await runContractSuite({ api: server.url });
  const report = formatReport(results);
  expect(results.length).toBeGreaterThan(0);
  if (failed(results)) throw new Error(`the contract suite failed:\n${report}`);
  expect(server.logs.filter((line) => /failed|Error|\n\s+at /.test(line))).toEqual([]);
});
