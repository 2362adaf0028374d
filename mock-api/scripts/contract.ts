/**
 * npm run contract -- --api http://host:port [--only <domain>]
 * The contract suite against a running API (mock-api/src/testing/contractSuite): per call of the
 * contract module, no session answers INVALID, bad input a declared error status and the example
 * OK with the declared shape. Signs in as the demo admin (the demo seed is assumed) and adds its
 * own site, shift, position and employees, named with the run's stamp. Exit 1 on any failure.
 */
import { parseArgs } from 'node:util';
import { failed, formatReport, runContractSuite } from '../src/testing/contractSuite';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { api: { type: 'string' }, only: { type: 'string' } } });
  if (!values.api) {
    console.error('usage: npm run contract -- --api http://host:port [--only <domain>]');
    return 2;
  }
  const started = Date.now();
  const results = await runContractSuite({
    api: values.api,
    only: values.only,
    progress: ({ entry, checks }) =>
      console.error(`${checks.some((check) => check.failures.length > 0) ? 'FAIL' : 'ok  '} ${entry.key}`),
  });
  console.log(formatReport(results));
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s against ${values.api}`);
  return failed(results) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
