/**
 * `npm run nrp` end to end on a small instance: it solves, writes the roster CSV, and the independent checker
 * (`npm run nrp:check`) reads the file back with no hard violation and the objective the solve printed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const INSTANCE = `SECTION_HORIZON
14

SECTION_SHIFTS
D,480,
N,600,D

SECTION_STAFF
A,D=14|N=14,4800,2400,4,2,2,1
B,D=14|N=3,5000,2880,5,1,2,2

SECTION_DAYS_OFF
A,2,3

SECTION_SHIFT_ON_REQUESTS
B,5,N,2

SECTION_SHIFT_OFF_REQUESTS
A,6,D,3

SECTION_COVER
${Array.from({ length: 14 }, (_, d) => `${d},D,1,100,1\n${d},N,1,100,1`).join('\n')}
`;

const tsx = (args) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

describe('npm run nrp', () => {
  it('writes a CSV roster that the checker reads back with no hard violation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nrp-cli-'));
    try {
      const instance = path.join(dir, 'tiny.txt');
      const csv = path.join(dir, 'roster.csv');
      fs.writeFileSync(instance, INSTANCE);
      const solve = tsx(['scripts/nrp.ts', instance, '--iterations', '5', '--seconds', '20', '--out', csv, '--quiet']);
      expect(solve.stderr).toBe('');
      expect(solve.status).toBe(0);
      const objective = /objective: (\d+)/.exec(solve.stdout)?.[1];
      expect(objective).toBeDefined();
      expect(solve.stdout).toContain('hard violations: 0');
      expect(fs.readFileSync(csv, 'utf8').split('\n')[0]).toBe('employee,day,shift');

      const check = tsx(['scripts/nrp-check.ts', instance, csv]);
      expect(check.status).toBe(0);
      expect(check.stdout).toContain(`objective: ${objective}`);
      expect(check.stdout).toContain('hard violations: 0');

      // --json ends with the line scripts/bench-nrp.ts reads: the same figures, the anytime curve, the memory.
      const json = tsx(['scripts/nrp.ts', instance, '--iterations', '5', '--seconds', '20', '--json']);
      const line = json.stdout.split('\n').find((l) => l.startsWith('NRP_RESULT '));
      expect(line).toBeDefined();
      const result = JSON.parse((line ?? '').slice('NRP_RESULT '.length));
      expect(result).toMatchObject({ checked: Number(objective), hard: 0, objective: Number(objective) });
      expect(result.curve.at(-1)[1]).toBe(Number(objective));
      expect(result.peakMb).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('with --no-clock, gives the same roster for a seed twice; refuses it without --iterations', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nrp-cli-'));
    try {
      const instance = path.join(dir, 'tiny.txt');
      fs.writeFileSync(instance, INSTANCE);
      const rosters = ['a.csv', 'b.csv'].map((name) => {
        const csv = path.join(dir, name);
        const solve = tsx(['scripts/nrp.ts', instance, '--iterations', '5', '--no-clock', '--seed', '3', '--out', csv]);
        expect(solve.status).toBe(0);
        return fs.readFileSync(csv, 'utf8');
      });
      expect(rosters[1]).toBe(rosters[0]);
      const bad = tsx(['scripts/nrp.ts', instance, '--no-clock']);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('--no-clock needs --iterations');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('rejects a bad option with a clear message', () => {
    const bad = tsx(['scripts/nrp.ts', 'nowhere.txt', '--seconds', 'soon']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("--seconds must be a positive number, got 'soon'");
  }, 60_000);
});
