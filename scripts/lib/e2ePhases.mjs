/**
 * The end-to-end run in two phases on the one stack: the journeys that leave the stack as they
 * found it run two at a time (each journey makes its own people and records, and none counts on
 * another's), then the journeys that stop, rebuild or redeploy an app of the stack run alone,
 * since a journey beside them would see its remote go away. Two at a time keeps both cores busy
 * while a journey waits on its browser and the API.
 */

/** Journeys that stop, rebuild or redeploy apps of the running stack (e2e/support/stackControl.ts). */
export const STACK_CHANGING = ['e2e/federation.e2e.ts', 'e2e/versionSkew.e2e.ts'];

/**
 * jest's arguments for each phase with journeys to run. `files`: every journey (paths relative to
 * the root); `pattern`: the caller's path pattern, or undefined for all; `extra`: the caller's own
 * jest arguments (an --outputFile is kept for the first phase, and gets a -2 suffix for the second);
 * `workers`: how many journeys the first phase runs at once.
 * @param {{ files: string[], pattern?: string, extra?: string[], workers?: number }} options
 * @returns {{ name: string, args: string[] }[]}
 */
export function e2ePhases({ files, pattern, extra = [], workers = 2 }) {
  const wanted = pattern === undefined ? files : files.filter((file) => new RegExp(pattern).test(file));
  const together = wanted.filter((file) => !STACK_CHANGING.includes(file));
  const alone = wanted.filter((file) => STACK_CHANGING.includes(file));
  const phases = [
    { name: `${together.length} journeys, ${workers} at a time`, files: together, workers },
    { name: `${alone.length} journeys that change the stack, one at a time`, files: alone, workers: 1 },
  ];
  return phases
    .map((phase, index) => ({ ...phase, extra: index === 0 ? extra : secondOutput(extra) }))
    .filter((phase) => phase.files.length > 0)
    .map(({ name, files: run, workers: count, extra: own }) => ({
      name,
      args: [...(count > 1 ? [`--maxWorkers=${count}`] : ['--runInBand']), ...own, '--runTestsByPath', ...run],
    }));
}

/** The second phase's arguments: its --outputFile gets a -2 suffix (results-2.json). */
function secondOutput(extra) {
  const at = extra.indexOf('--outputFile');
  if (at === -1 || at + 1 >= extra.length) return extra;
  const copy = [...extra];
  copy[at + 1] = secondOutputFile(copy[at + 1]);
  return copy;
}

/** Where the second phase writes its results when the first writes `file`. */
export const secondOutputFile = (file) => file.replace(/(\.json)?$/, '-2$1');
