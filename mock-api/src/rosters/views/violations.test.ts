import type { Violation } from '@times/roster-engine';
import { makeEmployee, makeModel, makePosition } from '@times/roster-engine/testing';
import { CAPACITY_RULE_NAME, QUALIFIED_RULE_NAME, ruleNameOf } from './ruleNames';
import { rosterUncovered } from './uncovered';
import { rosterViolations } from './violations';

const model = makeModel({
  positions: [makePosition('G', 'Guard'), makePosition('S', 'Supervisor')],
  employees: [
    makeEmployee('z', 'G', { name: 'Zodwa', surname: 'Mthembu' }),
    makeEmployee('a', 'S', { name: 'Ayanda', surname: 'Bhengu' }),
  ],
});
const violation = (fields: Partial<Violation>): Violation => ({
  rule: 'LEAVE_DAYS',
  hard: true,
  employeeId: 'z',
  positionId: 'G',
  date: '2026-12-08',
  amount: 1,
  reason: 'why',
  ...fields,
});

describe('ruleNameOf', () => {
  it('names catalogue rules as the constraints step does, and the two checks of ours', () => {
    expect(ruleNameOf('MAX_CONSECUTIVE')).toBe('Maximum consecutive days');
    expect(ruleNameOf('HOUR_TARGETS')).toBe('Hour targets');
    expect(ruleNameOf('CAPACITY')).toBe(CAPACITY_RULE_NAME);
    expect(ruleNameOf('QUALIFIED')).toBe(QUALIFIED_RULE_NAME);
    expect(ruleNameOf('UNAVAILABLE')).toBe('Availability');
    expect(ruleNameOf('DOUBLE_BOOKED')).toBe('Other shifts');
    expect(ruleNameOf('REST_HOURS')).toBe('Rest between shifts');
    expect(ruleNameOf('SUCCESSION')).toBe('Shift order');
  });
});

describe('rosterViolations', () => {
  it('maps to RosterViolation sorted by date (dateless last), then employee name', () => {
    const mapped = rosterViolations(model, [
      violation({ rule: 'HOUR_TARGETS', hard: false, date: null, reason: 'short' }),
      violation({ date: '2026-12-09' }),
      violation({ rule: 'MIN_REST', employeeId: 'a', positionId: 'S', date: '2026-12-09' }),
      violation({ rule: 'CAPACITY', employeeId: null, positionId: null, date: '2026-12-07' }),
    ]);
    expect(mapped).toEqual([
      { rule_name: 'Capacity', hard: 1, employee_name: '', role_name: '', entry_date: '2026-12-07', reason: 'why' },
      {
        rule_name: 'Minimum rest days',
        hard: 1,
        employee_name: 'Ayanda Bhengu',
        role_name: 'Supervisor',
        entry_date: '2026-12-09',
        reason: 'why',
      },
      {
        rule_name: 'Leave days',
        hard: 1,
        employee_name: 'Zodwa Mthembu',
        role_name: 'Guard',
        entry_date: '2026-12-09',
        reason: 'why',
      },
      {
        rule_name: 'Hour targets',
        hard: 0,
        employee_name: 'Zodwa Mthembu',
        role_name: 'Guard',
        entry_date: '',
        reason: 'short',
      },
    ]);
  });

  it("takes the employee's own position when the violation names none", () => {
    expect(rosterViolations(model, [violation({ employeeId: 'a', positionId: null })])[0]?.role_name).toBe(
      'Supervisor',
    );
  });
});

describe('rosterUncovered', () => {
  it('maps to RosterUncoveredSlot by date, then position order', () => {
    expect(
      rosterUncovered(model, [
        { positionId: 'S', date: '2026-12-08', missing: 1, reason: 'r1' },
        { positionId: 'G', date: '2026-12-08', missing: 2, reason: 'r2' },
        { positionId: 'S', date: '2026-12-07', missing: 1, reason: 'r3' },
      ]),
    ).toEqual([
      { role_name: 'Supervisor', rld: 'S', entry_date: '2026-12-07', missing: 1, reason: 'r3' },
      { role_name: 'Guard', rld: 'G', entry_date: '2026-12-08', missing: 2, reason: 'r2' },
      { role_name: 'Supervisor', rld: 'S', entry_date: '2026-12-08', missing: 1, reason: 'r1' },
    ]);
  });
});
