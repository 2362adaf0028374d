/**
 * The window line (windowLine.ts) against brute force and the independent checker (nrp/checkRoster.ts): over random
 * windows of a line that keeps every rule, the table's line is the cheapest of all window fillings that the checker
 * finds without a hard violation, and the checker finds none in it.
 */
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp, nrpToMultiShift } from '../nrp/multiShiftAdapter';
import { readInstance } from '../nrp/readInstance';
import type { TinyParts } from '../nrp/tinyInstance';
import { looseStaff, tinyText } from '../nrp/tinyInstance';
import { OFF } from './model';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { bestWindowLine } from './windowLine';

/**
 * Four shift types instead of D and N: E and L like D (same length, none forbidden after them), so the tables take
 * the cheaper of D and E (and of L, unless its own limit is active) in one step; N may not be followed by D or E.
 */
const FOUR_TYPES = 'D,480,\nE,480,\nL,480,\nN,600,D|E';
const four = (parts: TinyParts): TinyParts & { shifts: string } => ({ ...parts, shifts: FOUR_TYPES });

const CASES: Array<[string, TinyParts & { shifts?: string }]> = [
  ['loose limits', {}],
  ['min and max consecutive shifts', { staff: [looseStaff('A', { minCons: '2', maxCons: '3' })] }],
  ['min consecutive days off', { staff: [looseStaff('A', { minOff: '3', maxCons: '4' })] }],
  ['weekends and days off', { staff: [looseStaff('A', { weekends: '1', maxCons: '5' })], daysOff: ['A,3,4,10'] }],
  ['min and max minutes', { staff: [looseStaff('A', { minMin: '4320', maxMin: '5280', minCons: '2', maxCons: '4' })] }],
  ['max shifts of a type', { staff: [looseStaff('A', { max: 'D=3|N=2', minCons: '2', minOff: '2' })] }],
  ['types alike in one step', four({ staff: [looseStaff('A', { max: 'D=14|E=14|L=14|N=14', maxCons: '4' })] })],
  [
    'types alike, one with a limit',
    four({ staff: [looseStaff('A', { max: 'D=14|E=14|L=2|N=3', minCons: '2', minOff: '2' })], daysOff: ['A,5'] }),
  ],
  [
    'types alike, one not allowed, minutes',
    four({ staff: [looseStaff('A', { max: 'D=14|E=0|N=14', minMin: '4320', maxMin: '5280', maxCons: '4' })] }),
  ],
];

describe('bestWindowLine', () => {
  it.each(CASES)('is the cheapest window filling that keeps every rule (%s)', (_name, parts) => {
    const text = tinyText(parts);
    const instance = readInstance(parts.shifts ? text.replace('D,480,\nN,600,D', parts.shifts) : text);
    const model = nrpToMultiShift(instance);
    const ctx = lineContext(model);
    const H = model.days.length;
    const S = model.shiftTypes.length;
    const random = seededRandom(11);
    const costs = (length: number): Float64Array =>
      Float64Array.from({ length: length * S }, () => Math.round((random.next() - 0.5) * 20));
    const hard = (line: number[]): number => checkRoster(instance, msRosterToNrp(model, [line])).violations.length;
    const start = bestWindowLine(ctx, 0, new Array<number>(H).fill(OFF), 0, H - 1, costs(H));
    expect(start.line).not.toBeNull();
    let line = start.line!;
    expect(hard(line)).toBe(0);
    for (let trial = 0; trial < 25; trial++) {
      const length = 1 + random.int(5);
      const a = random.int(H - length + 1);
      const b = a + length - 1;
      const cost = costs(length);
      let best = Infinity;
      for (let code = 0; code < (S + 1) ** length; code++) {
        const candidate = [...line];
        let value = 0;
        for (let d = a, rest = code; d <= b; d++, rest = Math.floor(rest / (S + 1))) {
          candidate[d] = (rest % (S + 1)) - 1;
          if (candidate[d]! >= 0) value += cost[(d - a) * S + candidate[d]!]!;
        }
        if (value < best && hard(candidate) === 0) best = value;
      }
      const answer = bestWindowLine(ctx, 0, line, a, b, cost);
      expect(answer.cost).toBe(best);
      if (!answer.line) continue;
      expect(hard(answer.line)).toBe(0);
      expect(answer.line.slice(0, a)).toEqual(line.slice(0, a));
      expect(answer.line.slice(b + 1)).toEqual(line.slice(b + 1));
      line = answer.line;
    }
  });
});
