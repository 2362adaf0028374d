/**
 * The unit tests in two runs: the files whose outcome depends on having a core to themselves run
 * one at a time (the engine's time-limited searches, roster calculations through the API, the job
 * queue's and the workers' deadlines, the contract suites that drive them), then the rest on two
 * workers. With two workers throughout, the demo's rosters came out short of cover and a queue
 * deadline test timed out on 2 cores.
 */
const SERIAL = [
  'roster-engine/',
  'scripts/',
  'mock-api/src/(demo|engine|rosters|http|testing)/',
  'mock-api/src/routes/(rosters|rosterEmployees|rosterSetup|groups)/',
];

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * jest's arguments for each run, given the repository's root and where the JSON results go. The
 * patterns start with the root: jest then tests them on the absolute path only (a relative one is
 * relative to each project's folder, where the negative pattern would match everything).
 */
export function unitLanes(root, outputFile) {
  const under = `${escaped(root)}/`;
  const serial = `(${SERIAL.join('|')})`;
  return [
    { name: 'unit tests (one at a time)', args: ['--maxWorkers=1', '--testPathPatterns', `${under}${serial}`] },
    { name: 'unit tests (two workers)', args: ['--maxWorkers=2', '--testPathPatterns', `${under}(?!${serial})`] },
  ].map((lane, i) => ({ ...lane, outputFile: outputFile.replace(/\.json$/, `-${i + 1}.json`) }));
}
