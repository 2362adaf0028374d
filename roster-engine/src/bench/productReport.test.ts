import { productCases, productTarget, type ProductCase } from './productReport';
import type { ProductOutcome } from './productRun';

const outcome = (over: Partial<ProductOutcome> = {}, hard = 0): ProductOutcome => ({
  kind: 'product',
  timeLimitMs: 10_000,
  callMs: 9_900,
  searchMs: 9_400,
  iterations: 4_000,
  score: { hard, uncovered: 0, coverCost: 0, soft: {}, total: 50 },
  check: { total: 50, hard, uncovered: 0 },
  maxRssMb: 200,
  ...over,
});

const year = (o?: ProductOutcome): ProductCase => ({
  name: '500x365 simple',
  spec: { employees: 500, days: 365, rules: 'simple', seed: 1 },
  ...(o ? { outcome: o } : {}),
});

describe("the bench's product path", () => {
  it('runs a month and a year of 500 with both rule sets, none with --quick, filtered by --only', () => {
    expect(productCases({ quick: false, only: null, seed: 1 }).map((c) => c.name)).toEqual([
      '500x31 simple',
      '500x31 rich',
      '500x365 simple',
      '500x365 rich',
    ]);
    expect(productCases({ quick: true, only: null, seed: 1 })).toEqual([]);
    expect(productCases({ quick: false, only: '365 rich', seed: 2 })).toEqual([
      { name: '500x365 rich', spec: { employees: 500, days: 365, rules: 'rich', seed: 2 } },
    ]);
  });

  it('meets the year target only within the limit, with 0 hard violations and the checker agreeing', () => {
    expect(productTarget([year(outcome())]).ok).toBe(true);
    expect(productTarget([year(outcome({ searchMs: 10_001 }))]).ok).toBe(false);
    expect(productTarget([year(outcome({}, 1))]).ok).toBe(false);
    expect(productTarget([year(outcome({ check: { total: 51, hard: 0, uncovered: 0 } }))]).ok).toBe(false);
    expect(productTarget([year()]).ok).toBe(false);
    // Only the months ran: not measured.
    expect(productTarget([{ ...year(outcome()), spec: { ...year().spec, days: 31 } }]).ok).toBeNull();
  });
});
