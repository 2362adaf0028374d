/**
 * The programme of a part of the roster (mipModel.ts) over spans of days: built from the days near the spans only
 * (its time does not grow with the horizon), it is the programme of fixing every other day, column for column and
 * row for row.
 */
import { nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { windowInstance } from '../testing/windowNrp';
import { constructRoster } from './longSearch';
import type { MipScope } from './mipModel';
import { buildMip } from './mipModel';
import { lineContext } from './rowDp';

const model = nrpToMultiShift(windowInstance());
const ctx = lineContext(model);
const roster = constructRoster(
  ctx,
  model.employees.map((_, e) => e),
);
const employees = [0, 2, 3];
const spans = [
  { a: 5, b: 6 },
  { a: 15, b: 20 },
];
const inSpans = (d: number): boolean => spans.some(({ a, b }) => d >= a && d <= b);
const bySpans: MipScope = { employees, roster, days: spans };
const byFixing: MipScope = { employees, roster, fixed: (_, d) => !inSpans(d) };

describe('the programme over spans of days', () => {
  it('has the columns of fixing every other day', () => {
    const cells = buildMip(model, bySpans).cells;
    expect(cells.length).toBeGreaterThan(0);
    expect(cells).toEqual(buildMip(model, byFixing).cells);
    expect(cells.every(({ d }) => inSpans(d))).toBe(true);
  });

  it('is the programme of fixing every other day, row for row', () => {
    const spansMip = buildMip(model, bySpans);
    const fixedMip = buildMip(model, byFixing);
    expect(spansMip.text).toBe(fixedMip.text);
    expect(spansMip.constant).toBe(fixedMip.constant);
  });
});
