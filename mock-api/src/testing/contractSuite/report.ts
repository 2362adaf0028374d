/** The suite's report: one row per call (path, name, each check's outcome), then every failure. */
import type { CheckName, CheckResult } from './checks';
import type { SuiteEntry } from './entries';

export interface EntryResult {
  entry: SuiteEntry;
  checks: CheckResult[];
}

const COLUMNS: readonly CheckName[] = ['session', 'caller', 'bad input', 'good input'];

const outcome = (result: CheckResult | undefined): string => {
  if (!result) return '-';
  if (result.skipped) return 'n/a';
  return result.failures.length === 0 ? `ok (${result.sent})` : `FAIL ${result.failures.length}/${result.sent}`;
};

export const failed = (results: readonly EntryResult[]): boolean =>
  results.some(({ checks }) => checks.some((check) => check.failures.length > 0));

/** The table and the failures (at most `perCheck` lines each), as text. */
export function formatReport(results: readonly EntryResult[], perCheck = 5): string {
  const rows = [
    ['path', 'call', ...COLUMNS],
    ...results.map(({ entry, checks }) => [
      entry.call.path,
      entry.key,
      ...COLUMNS.map((name) => outcome(checks.find((check) => check.check === name))),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const lines = [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)];
  for (const { entry, checks } of results) {
    for (const check of checks) {
      if (check.failures.length === 0) continue;
      lines.push('', `${entry.key} (${entry.call.path}) ${check.check}:`);
      lines.push(...check.failures.slice(0, perCheck).map((failure) => `  ${failure}`));
      if (check.failures.length > perCheck) lines.push(`  … and ${check.failures.length - perCheck} more`);
    }
  }
  const calls = results.length;
  const bad = results.filter(({ checks }) => checks.some((check) => check.failures.length > 0)).length;
  lines.push('', `${calls} calls: ${calls - bad} passed, ${bad} failed`);
  return lines.join('\n');
}
