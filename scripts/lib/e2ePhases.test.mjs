import fs from 'node:fs';
import path from 'node:path';
import { e2ePhases, secondOutputFile, STACK_CHANGING } from './e2ePhases.mjs';

const files = ['e2e/users.e2e.ts', 'e2e/federation.e2e.ts', 'e2e/rosters.e2e.ts', 'e2e/versionSkew.e2e.ts'];

test('the journeys that change the stack run alone, after the rest run two at a time', () => {
  expect(e2ePhases({ files })).toEqual([
    {
      name: '2 journeys, 2 at a time',
      args: ['--maxWorkers=2', '--runTestsByPath', 'e2e/users.e2e.ts', 'e2e/rosters.e2e.ts'],
    },
    {
      name: '2 journeys that change the stack, one at a time',
      args: ['--runInBand', '--runTestsByPath', 'e2e/federation.e2e.ts', 'e2e/versionSkew.e2e.ts'],
    },
  ]);
});

test('the journeys that change the stack are exactly those using its control (stackControl)', () => {
  const root = path.resolve(__dirname, '..', '..');
  const usingControl = fs
    .readdirSync(path.join(root, 'e2e'))
    .filter((name) => name.endsWith('.e2e.ts'))
    .filter((name) => fs.readFileSync(path.join(root, 'e2e', name), 'utf8').includes('support/stackControl'))
    .map((name) => `e2e/${name}`);
  expect(usingControl.sort()).toEqual([...STACK_CHANGING].sort());
});

test('a pattern picks journeys, and a phase with none of them is left out', () => {
  expect(e2ePhases({ files, pattern: 'rosters' })).toEqual([
    { name: '1 journeys, 2 at a time', args: ['--maxWorkers=2', '--runTestsByPath', 'e2e/rosters.e2e.ts'] },
  ]);
  expect(e2ePhases({ files, pattern: 'Skew' }).map((phase) => phase.args)).toEqual([
    ['--runInBand', '--runTestsByPath', 'e2e/versionSkew.e2e.ts'],
  ]);
  expect(e2ePhases({ files, pattern: 'nothing' })).toEqual([]);
});

test("the caller's jest arguments reach both phases, each writing its own results file", () => {
  const phases = e2ePhases({ files, extra: ['--json', '--outputFile', '/tmp/e2e.json'], workers: 3 });
  expect(phases.map((phase) => phase.args.slice(0, 4))).toEqual([
    ['--maxWorkers=3', '--json', '--outputFile', '/tmp/e2e.json'],
    ['--runInBand', '--json', '--outputFile', '/tmp/e2e-2.json'],
  ]);
  expect(secondOutputFile('/tmp/e2e.json')).toBe('/tmp/e2e-2.json');
});

test('one worker runs the first phase in band too', () => {
  expect(e2ePhases({ files, pattern: 'users', workers: 1 })[0]?.args[0]).toBe('--runInBand');
});
