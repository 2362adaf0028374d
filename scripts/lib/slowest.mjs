/**
 * The tables `npm test` ends with, so that the next slowdown is seen where it happens: every step with its
 * seconds, and the slowest test files of the jest runs (unit and end-to-end) read from their JSON results.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatTable } from './table.mjs';

/**
 * The test files of jest JSON result files, slowest first.
 * @param {string[]} files jest --json --outputFile results (missing ones are skipped)
 * @param {string} root paths are shown relative to it
 * @returns {{ file: string, seconds: number, tests: number }[]}
 */
export function slowestFiles(files, root) {
  return files
    .filter((file) => fs.existsSync(file))
    .flatMap(
      (file) =>
        /** @type {{ testResults?: JestFileResult[] }} */ (JSON.parse(fs.readFileSync(file, 'utf8'))).testResults ?? [],
    )
    .map((result) => ({
      file: path.relative(root, result.name),
      seconds: Math.max(0, (result.endTime - result.startTime) / 1000),
      tests: result.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * @typedef {{ name: string, startTime: number, endTime: number, assertionResults?: unknown[] }} JestFileResult
 */

/**
 * The closing report: the steps by time and the `most` slowest files.
 * @param {{ name: string, seconds: number, ok: boolean }[]} steps
 * @param {{ file: string, seconds: number, tests: number }[]} files
 * @param {number} [most]
 * @returns {string}
 */
export function slowestReport(steps, files, most = 15) {
  const stepRows = [...steps]
    .sort((a, b) => b.seconds - a.seconds)
    .map((step) => ({ step: step.name, seconds: step.seconds.toFixed(1), result: step.ok ? 'ok' : 'FAILED' }));
  const fileRows = files.slice(0, most).map((file) => ({ ...file, seconds: file.seconds.toFixed(1) }));
  return [
    'Steps, slowest first (lanes run at once):',
    formatTable(stepRows, { columns: ['step', 'seconds', 'result'] }),
    '',
    `The ${fileRows.length} slowest test files:`,
    formatTable(fileRows, { columns: ['file', 'seconds', 'tests'] }),
  ].join('\n');
}
