/**
 * npm run nrp:check -- <instance file> <roster.csv>
 * Prices a roster (CSV `employee,day,shift`, day from 0) on an instance of the public shift scheduling benchmark
 * with the independent checker (mock-api/src/roster-engine/nrp/checkRoster.ts): prints the objective, its parts
 * and every hard violation. Exits 1 when the roster breaks a hard rule or cannot be read.
 */
import { readFileSync } from 'node:fs';
import { checkRoster, readInstance, readRosterCsv } from '@times/roster-engine/nrp';

function main(args: string[]): number {
  const [instanceFile, rosterFile] = args;
  if (args.length !== 2 || !instanceFile || !rosterFile) {
    console.error('usage: npm run nrp:check -- <instance file> <roster.csv>');
    return 2;
  }
  const instance = readInstance(readFileSync(instanceFile, 'utf8'));
  const roster = readRosterCsv(instance, readFileSync(rosterFile, 'utf8'));
  const { objective, parts, violations } = checkRoster(instance, roster);
  console.log(`objective: ${objective}`);
  console.log(
    `  unmet shift-on requests ${parts.onRequests}, granted shift-off requests ${parts.offRequests},` +
      ` cover under ${parts.coverUnder}, cover over ${parts.coverOver}`,
  );
  console.log(`hard violations: ${violations.length}`);
  for (const v of violations) console.log(`  ${v.rule} ${v.employee} day(s) ${v.days.join(' ')}: ${v.detail}`);
  return violations.length ? 1 : 0;
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
