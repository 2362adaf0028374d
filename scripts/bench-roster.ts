/**
 * npx tsx scripts/bench-roster.ts [--quick] [--only <text>] [--jobs N] [--seed N] [--json <file>] [--no-highs] [--strict]
 * The roster engine against the HiGHS reference on the bench instances of issue 6 (see
 * roster-engine/src/bench/README.md). Run by `npm run bench` unless --no-roster is given.
 */
import { runRosterBench } from '@times/roster-engine';

runRosterBench(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
