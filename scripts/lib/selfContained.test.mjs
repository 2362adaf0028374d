/**
 * The repository stands alone: no tracked file names a path outside it (the folders beside a developer's clone
 * are not there on a fresh one). Looks for the ways such a path was written before: a climb out of the
 * repository to a sibling `shared/` folder, and that folder's spec, design and benchmark files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const OUTSIDE = /(^|[^\w.-])\.\.\/shared\/|\bshared\/(spec|benchmarks)\/|\.\.\/shared\/DESIGN\.md/;
const SELF = 'scripts/lib/selfContained.test.mjs';

it('names no path outside the repository in any tracked text file', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const offenders = files
    .filter((file) => file !== SELF && file !== 'package-lock.json' && fs.existsSync(path.join(root, file)))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file));
      if (text.includes(0)) return [];
      return text
        .toString('utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []));
    });
  expect(offenders).toEqual([]);
});

it('would see such a path', () => {
  expect(OUTSIDE.test('see `../shared/spec/` for the rules')).toBe(true);
  expect(OUTSIDE.test("join(dir, 'shared', 'benchmarks')")).toBe(false);
  expect(OUTSIDE.test('instances in shared/benchmarks/nrp/')).toBe(true);
  expect(OUTSIDE.test("require('../shared-sdk/package.json')")).toBe(false);
});
