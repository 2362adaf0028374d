/**
 * Reproduction of issue 16's "open slot a single move could cover" (checker/coverFixes.ts):
 *   npx tsx roster-engine/src/bench/coverFixRepro.ts [--employees 200] [--days 31] [--rules simple|rich]
 *     [--instance 1] [--headcount 0.75 | --load 0.75] [--seeds 1-8] [--time 10000]
 * Builds one bench instance (generator.ts) with another demand (demand.ts): `--headcount s` asks
 * for s of each position's employees every day, `--load l` lowers the demand to l of what they can
 * work. Then it searches it once per seed and prints, per seed, how the search ended and the
 * single-move fixes the checker finds in the roster it returned (none is the requirement).
 * E.g. 200 x 31 simple, --headcount 0.75: before the repair pass, seeds 1 and 3 each left slots a
 * single added day covers.
 */
import { checkRoster } from '../checker';
import { coverFixes } from '../checker/coverFixes';
import { searchRoster } from '../solver/searchRoster';
import { withHeadcountShare, withLoad } from './demand';
import { generateInstance } from './generator';
import type { BenchDays, RuleSet } from './generator';

function main(argv: readonly string[]): void {
  const option = (name: string, fallback: string): string => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  const employees = Number(option('--employees', '200'));
  const days = Number(option('--days', '31')) as BenchDays;
  const rules = option('--rules', 'simple') as RuleSet;
  const [first = 1, last = first] = option('--seeds', '1-8').split('-').map(Number);
  const generated = generateInstance({ employees, days, rules, seed: Number(option('--instance', '1')) });
  const headcount = option('--headcount', '');
  const base = headcount
    ? withHeadcountShare(generated, Number(headcount))
    : withLoad(generated, Number(option('--load', '0.75')));
  const timeLimitMs = Number(option('--time', '10000'));
  for (let seed = first; seed <= last; seed++) {
    const model = { ...base, seed, timeLimitMs };
    const result = searchRoster(model);
    const check = checkRoster(model, result.assignments);
    const fixes = coverFixes(model, result.assignments);
    const slots = new Set(fixes.map((f) => `${f.positionId}@${f.date}`));
    console.log(
      `seed ${seed}: uncovered ${result.score.uncovered}, total ${result.score.total}` +
        ` (checker ${check.score.total}, hard ${check.score.hard}), ${result.iterations} iterations,` +
        ` ${Math.round(result.elapsedMs)} ms, best at iteration ${result.bestAtIteration};` +
        ` ${slots.size} slots with a single-move fix (${fixes.length} fixes)`,
    );
    for (const fix of fixes.slice(0, 6)) console.log(`  ${JSON.stringify(fix)}`);
  }
}

if (require.main === module) main(process.argv.slice(2));
