import { emptyMsRoster, weekendsOf } from '../multiShift/model';
import { checkRoster } from './checkRoster';
import { msRosterToNrp, nrpRosterToMs, nrpToMultiShift } from './multiShiftAdapter';
import { looseStaff, rosterOf, tiny } from './tinyInstance';

describe('NRP instance to the multi-shift model and back', () => {
  const instance = tiny({
    staff: [looseStaff('A', { max: 'D=5|N=0', minMin: '960' }), looseStaff('B', { maxCons: '4', weekends: '1' })],
    daysOff: ['A,3,1,3'],
    on: ['B,2,N,4'],
    off: ['A,0,D,2'],
    cover: ['5,D,2,100,1'],
  });
  const model = nrpToMultiShift(instance);

  it('carries every field, by index', () => {
    expect(model.days).toHaveLength(14);
    expect(model.days[5]).toEqual({ weekday: 5 });
    expect(weekendsOf(model.days)).toEqual([
      [5, 6],
      [12, 13],
    ]);
    expect(model.shiftTypes).toEqual([
      { id: 'D', minutes: 480, forbiddenNext: [] },
      { id: 'N', minutes: 600, forbiddenNext: ['D'] },
    ]);
    expect(model.employees[0]).toEqual({
      id: 'A',
      maxShifts: { D: 5, N: 0 },
      minMinutes: 960,
      maxMinutes: 99999,
      minConsecutiveDays: 1,
      maxConsecutiveDays: 14,
      minConsecutiveDaysOff: 1,
      maxWeekends: 2,
      daysOff: [1, 3],
    });
    expect(model.workRequests).toEqual([{ employee: 1, day: 2, shift: 1, weight: 4 }]);
    expect(model.offRequests).toEqual([{ employee: 0, day: 0, shift: 0, weight: 2 }]);
    expect(model.cover).toEqual([{ day: 5, shift: 0, requirement: 2, underWeight: 100, overWeight: 1 }]);
  });

  it('round-trips a roster', () => {
    const roster = rosterOf('DD..D.DD.D....', '.NN..DDD...N..');
    const back = msRosterToNrp(model, nrpRosterToMs(model, roster));
    expect(back).toEqual(roster);
    expect(checkRoster(instance, back)).toEqual(checkRoster(instance, roster));
    expect(msRosterToNrp(model, emptyMsRoster(model))).toEqual(rosterOf('.'.repeat(14), '.'.repeat(14)));
  });
});
