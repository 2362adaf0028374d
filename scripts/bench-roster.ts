/**
 * npx tsx scripts/bench-roster.ts [--quick] [--only <text>] [--jobs N] [--seed N] [--json <file>] [--no-highs] [--strict]
 * The roster engine against the HiGHS reference on the bench instances of issue 6 (see
 * mock-api/src/roster-engine/bench/README.md). Run by `npm run bench` unless --no-roster is given.
 */
import { main } from '../mock-api/src/roster-engine/bench/runner';

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
