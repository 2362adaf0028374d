import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slowestFiles, slowestReport } from './slowest.mjs';

describe('the slowest steps and files', () => {
  it('reads the files of jest results, slowest first, and skips a missing result file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slowest-'));
    const result = (name, seconds, tests) => ({
      name: path.join(dir, name),
      startTime: 1_000,
      endTime: 1_000 + seconds * 1000,
      assertionResults: Array.from({ length: tests }, () => ({})),
    });
    fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ testResults: [result('quick.test.ts', 0.5, 2)] }));
    fs.writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ testResults: [result('slow.test.ts', 12, 7)] }));
    const files = slowestFiles(
      ['a.json', 'b.json', 'none.json'].map((name) => path.join(dir, name)),
      dir,
    );
    expect(files).toEqual([
      { file: 'slow.test.ts', seconds: 12, tests: 7 },
      { file: 'quick.test.ts', seconds: 0.5, tests: 2 },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints the steps by time with their result, then at most the given number of files', () => {
    const report = slowestReport(
      [
        { name: 'lint', seconds: 30, ok: true },
        { name: 'unit tests', seconds: 300.25, ok: false },
      ],
      [
        { file: 'a.test.ts', seconds: 9, tests: 1 },
        { file: 'b.test.ts', seconds: 3, tests: 4 },
      ],
      1,
    );
    const lines = report.split('\n');
    expect(lines[3]).toMatch(/^unit tests +300\.3 +FAILED$/);
    expect(lines[4]).toMatch(/^lint +30\.0 +ok$/);
    expect(report).toContain('The 1 slowest test files:');
    expect(report).toMatch(/a\.test\.ts +9\.0 +1/);
    expect(report).not.toContain('b.test.ts');
  });
});
