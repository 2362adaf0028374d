import { checkRoster } from './checkRoster';
import type { NrpViolation } from './checkRoster';
import { looseStaff, rosterOf, tiny } from './tinyInstance';

const rules = (violations: NrpViolation[]): string[] =>
  violations.map((v) => `${v.rule} ${v.employee} ${v.days.join(',')}`);
const violationsOf = (staff: Parameters<typeof looseStaff>[1], line: string, daysOff: string[] = []): string[] =>
  rules(checkRoster(tiny({ staff: [looseStaff('A', staff)], daysOff }), rosterOf(line)).violations);

describe('checkRoster: hard rules', () => {
  it('accepts a roster that keeps every rule', () => {
    expect(violationsOf({}, 'DDDNN..DDD..NN')).toEqual([]);
  });

  it('days off', () => {
    expect(violationsOf({}, '...D..........', ['A,3,9'])).toEqual(['DAY_OFF A 3']);
    expect(violationsOf({}, '..D.DD....D...', ['A,3,9'])).toEqual([]);
  });

  it('forbidden successions: D may not follow N, N may follow D', () => {
    expect(violationsOf({}, 'NDN...........')).toEqual(['FORBIDDEN_SUCCESSION A 0,1']);
    expect(violationsOf({}, 'DNNN..........')).toEqual([]);
  });

  it('max shifts per type, 0 meaning never', () => {
    expect(violationsOf({ max: 'D=14|N=1' }, 'N.N...........')).toEqual(['MAX_SHIFTS A 0,2']);
    expect(violationsOf({ max: 'D=0|N=14' }, '.......D......')).toEqual(['MAX_SHIFTS A 7']);
    expect(violationsOf({ max: 'D=2|N=1' }, 'DDN...........')).toEqual([]);
  });

  it('max and min total minutes', () => {
    expect(violationsOf({ maxMin: '1000' }, 'DN............')).toEqual(['MAX_TOTAL_MINUTES A 0,1']);
    expect(violationsOf({ maxMin: '1080' }, 'DN............')).toEqual([]);
    expect(violationsOf({ minMin: '961' }, 'DD............')).toEqual(['MIN_TOTAL_MINUTES A 0,1']);
    expect(violationsOf({ minMin: '960' }, 'DD............')).toEqual([]);
    expect(violationsOf({ minMin: '1' }, '..............')).toEqual(['MIN_TOTAL_MINUTES A ']);
  });

  it('max consecutive shifts binds runs at the start and the end of the horizon too', () => {
    expect(violationsOf({ maxCons: '3' }, 'DDDD..........')).toEqual(['MAX_CONSECUTIVE_SHIFTS A 0,1,2,3']);
    expect(violationsOf({ maxCons: '3' }, '..........DDDD')).toEqual(['MAX_CONSECUTIVE_SHIFTS A 10,11,12,13']);
    expect(violationsOf({ maxCons: '3' }, '....DDDD......')).toEqual(['MAX_CONSECUTIVE_SHIFTS A 4,5,6,7']);
    expect(violationsOf({ maxCons: '3' }, 'DDD.DDD.DDD.DD')).toEqual([]);
  });

  it('min consecutive shifts binds only runs with days off on both sides inside the horizon', () => {
    expect(violationsOf({ minCons: '3' }, '..DD..........')).toEqual(['MIN_CONSECUTIVE_SHIFTS A 2,3']);
    expect(violationsOf({ minCons: '3' }, '.....D........')).toEqual(['MIN_CONSECUTIVE_SHIFTS A 5']);
    expect(violationsOf({ minCons: '3' }, 'D.........DDD.')).toEqual([]);
    expect(violationsOf({ minCons: '3' }, 'DD..........DD')).toEqual([]);
    expect(violationsOf({ minCons: '3' }, '...DDD.......D')).toEqual([]);
  });

  it('min consecutive days off binds only off runs with shifts on both sides inside the horizon', () => {
    expect(violationsOf({ minOff: '2' }, 'DD.DD.........')).toEqual(['MIN_CONSECUTIVE_DAYS_OFF A 2']);
    expect(violationsOf({ minOff: '3' }, 'D..D..DDDD...D')).toEqual([
      'MIN_CONSECUTIVE_DAYS_OFF A 1,2',
      'MIN_CONSECUTIVE_DAYS_OFF A 4,5',
    ]);
    expect(violationsOf({ minOff: '3' }, '.DDDDDDDDDDDD.')).toEqual([]);
    expect(violationsOf({ minOff: '3' }, '..............')).toEqual([]);
  });

  it('max weekends: a weekend (days 5-6, 12-13) is worked when Saturday or Sunday is', () => {
    expect(violationsOf({ weekends: '1' }, '.....D......D.')).toEqual(['MAX_WEEKENDS A 5,12']);
    expect(violationsOf({ weekends: '1' }, '......D......D')).toEqual(['MAX_WEEKENDS A 6,13']);
    expect(violationsOf({ weekends: '1' }, '.....DD.......')).toEqual([]);
    expect(violationsOf({ weekends: '0' }, '......D.......')).toEqual(['MAX_WEEKENDS A 6']);
    expect(violationsOf({ weekends: '0' }, 'DDDDD..DDDDD..')).toEqual([]);
  });

  it('reports every broken rule of every employee, with a detail', () => {
    const instance = tiny({ staff: [looseStaff('A', { maxCons: '2' }), looseStaff('B', { minOff: '2' })] });
    const { violations } = checkRoster(instance, rosterOf('NDD...........', 'D.D...........'));
    expect(rules(violations)).toEqual([
      'FORBIDDEN_SUCCESSION A 0,1',
      'MAX_CONSECUTIVE_SHIFTS A 0,1,2',
      'MIN_CONSECUTIVE_DAYS_OFF B 1',
    ]);
    expect(violations[1]!.detail).toBe('3 shifts in a row, at most 2');
  });
});

describe('checkRoster: objective', () => {
  const instance = tiny({
    staff: [looseStaff('A'), looseStaff('B')],
    on: ['A,0,D,2', 'B,1,N,4'],
    off: ['A,1,N,3', 'B,2,D,5'],
    cover: ['0,D,1,100,1', '1,N,2,50,7', '2,D,0,10,9'],
  });

  it('charges unmet on-requests, granted off-requests, and cover under and over by their weights', () => {
    // A: off on day 0 (on-request unmet: 2), N on day 1 (off-request hit: 3).
    // B: D on day 0, off on day 1 (on-request unmet: 4), D on day 2 (off-request hit: 5).
    // Cover: day 0 D has 1 of 1 (0); day 1 N has 1 of 2 (under 1 x 50); day 2 D has 1 of 0 (over 1 x 9).
    const result = checkRoster(instance, rosterOf('.N............', 'D.D...........'));
    expect(result.parts).toEqual({ onRequests: 6, offRequests: 8, coverUnder: 50, coverOver: 9 });
    expect(result.objective).toBe(73);
  });

  it('an on-request met with another shift is unmet; an off-request of one shift ignores another', () => {
    const result = checkRoster(instance, rosterOf('NN............', 'DNN...........'));
    // A: N on day 0 (wanted D: 2), N on day 1 (off-request: 3). B: N on day 1 (granted), N on day 2 (not D: 0).
    // Cover: day 0 D: 1 of 1; day 1 N: 2 of 2; day 2 D: 0 of 0.
    expect(result.parts).toEqual({ onRequests: 2, offRequests: 3, coverUnder: 0, coverOver: 0 });
    expect(result.objective).toBe(5);
  });

  it('the empty roster pays every on-request and all the cover under', () => {
    const result = checkRoster(instance, rosterOf('..............', '..............'));
    expect(result.objective).toBe(2 + 4 + 100 + 2 * 50);
  });

  it('rejects a roster that does not fit the instance', () => {
    expect(() => checkRoster(instance, rosterOf('..............'))).toThrow('1 employees, the instance 2');
    expect(() => checkRoster(instance, rosterOf('....', '....'))).toThrow('the horizon is 14');
    expect(() => checkRoster(instance, rosterOf('X.............', '..............'))).toThrow("unknown shift 'X'");
  });
});
