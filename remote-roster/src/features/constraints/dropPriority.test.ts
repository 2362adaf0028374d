import type { AssignedRosterRule } from '@times/shared-sdk';
import { dropPriority } from './dropPriority';

const rule = (id: number, priority: number): AssignedRosterRule => ({
  id,
  rule_id: `R${id}`,
  name: `Rule ${id}`,
  abbr: `R${id}`,
  priority,
});
const assigned = [rule(5, 1), rule(2, 2), rule(7, 3)];

describe('dropPriority', () => {
  it('gives priority 1 to the first rule dropped on an empty list', () => {
    expect(dropPriority(0, [])).toBe(1);
    expect(dropPriority(undefined, [])).toBe(1);
  });

  it('appends at the number assigned + 1 when dropped at the end', () => {
    expect(dropPriority(3, assigned)).toBe(4);
    expect(dropPriority(9, assigned)).toBe(4);
    expect(dropPriority(undefined, assigned)).toBe(4);
    expect(dropPriority(-1, assigned)).toBe(4);
  });

  it('takes the priority of the rule it was dropped on (before)', () => {
    expect(dropPriority(0, assigned)).toBe(1);
    expect(dropPriority(1, assigned)).toBe(2);
    expect(dropPriority(2, assigned)).toBe(3);
  });

  it("uses the rules' own priorities", () => {
    expect(dropPriority(1, [rule(1, 4), rule(2, 7)])).toBe(7);
  });
});
