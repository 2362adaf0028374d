/**
 * The bench's part on the product's own path (productRun.ts): which instances, the table, and the
 * target of issue 32 ("a 500 x 365 instance calculates in the product's time limit with every hard
 * rule kept"), with the time per move beside the month of the same size.
 */
import { instanceName, PRODUCT_SIZES } from './generator';
import type { InstanceSpec, RuleSet } from './generator';
import { msPerMove, type ProductOutcome } from './productRun';

export interface ProductCase {
  name: string;
  spec: InstanceSpec;
  outcome?: ProductOutcome;
  error?: string;
}

/** The product's instances (none with --quick), filtered by --only as the others are. */
export function productCases(options: { quick: boolean; only: string | null; seed: number }): ProductCase[] {
  if (options.quick) return [];
  const cases: ProductCase[] = [];
  for (const size of PRODUCT_SIZES) {
    for (const rules of ['simple', 'rich'] as RuleSet[]) {
      const spec: InstanceSpec = { ...size, rules, seed: options.seed };
      const name = instanceName(spec);
      if (options.only && !name.includes(options.only)) continue;
      cases.push({ name, spec });
    }
  }
  return cases;
}

export const PRODUCT_COLUMNS = [
  'instance',
  'objective',
  'limit s',
  'search s',
  'call s',
  'hard',
  'uncovered',
  'checker=',
  'moves',
  'ms per move',
  'peak RSS MB',
];

const fmt = (value: number): string => Math.round(value).toLocaleString('en-US');

export function productRows(cases: readonly ProductCase[]): Array<Record<string, string>> {
  return cases.map((c) => {
    const o = c.outcome;
    if (!o) {
      const missing: Record<string, string> = { instance: c.name, objective: c.error ? 'error' : '-' };
      return missing;
    }
    return {
      instance: c.name,
      objective: fmt(o.score.total),
      'limit s': (o.timeLimitMs / 1000).toFixed(1),
      'search s': (o.searchMs / 1000).toFixed(1),
      'call s': (o.callMs / 1000).toFixed(1),
      hard: String(o.check.hard),
      uncovered: String(o.check.uncovered),
      'checker=': o.check.total === o.score.total && o.check.hard === o.score.hard ? 'yes' : 'NO',
      moves: String(o.iterations),
      'ms per move': msPerMove(o).toFixed(2),
      'peak RSS MB': fmt(o.maxRssMb),
    };
  });
}

/**
 * The year's target: each instance of more than 31 days searched within the product's limit, 0 hard
 * violations, the checker's score. ok null when no such instance ran.
 */
export function productTarget(cases: readonly ProductCase[]): { target: string; ok: boolean | null; detail: string } {
  const long = cases.filter((c) => c.spec.days > 31);
  const target = "500 x 365: the product's calculation within its time limit, 0 hard violations";
  if (long.length === 0) return { target, ok: null, detail: 'not run' };
  const details = long.map((c) => {
    const o = c.outcome;
    if (!o) return { ok: false, text: `${c.name}: ${c.error ?? 'no result'}` };
    const ok = o.searchMs <= o.timeLimitMs && o.check.hard === 0 && o.check.total === o.score.total;
    return {
      ok,
      text: `${c.name}: ${fmt(o.score.total)} in ${(o.searchMs / 1000).toFixed(1)} s of ${(o.timeLimitMs / 1000).toFixed(0)} s (call ${(o.callMs / 1000).toFixed(1)} s), hard ${o.check.hard}, uncovered ${o.check.uncovered}`,
    };
  });
  return { target, ok: details.every((d) => d.ok), detail: details.map((d) => d.text).join('; ') };
}
