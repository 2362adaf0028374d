import { checkRoster } from './checkRoster';
import { readRosterCsv, writeRosterCsv } from './rosterCsv';
import { looseStaff, rosterOf, tiny } from './tinyInstance';

const instance = tiny({ horizon: 7, staff: [looseStaff('A'), looseStaff('B')], cover: ['0,D,1,100,1'] });

describe('roster CSV', () => {
  it('writes one line per assignment with the instance IDs and days from 0', () => {
    expect(writeRosterCsv(instance, rosterOf('D.N....', '......D'))).toBe('employee,day,shift\nA,0,D\nA,2,N\nB,6,D\n');
    expect(writeRosterCsv(instance, rosterOf('.......', '.......'))).toBe('employee,day,shift\n');
  });

  it('reads back what it writes, in any line order, with blank lines and CRLF', () => {
    const roster = rosterOf('D.N....', '......D');
    expect(readRosterCsv(instance, writeRosterCsv(instance, roster))).toEqual(roster);
    expect(readRosterCsv(instance, 'employee,day,shift\r\nB,6,D\r\n\r\nA,2,N\r\nA,0,D\r\n')).toEqual(roster);
    expect(checkRoster(instance, readRosterCsv(instance, 'employee,day,shift\nA,0,D\n')).objective).toBe(0);
  });

  it.each([
    ['employee,shift,day\nA,D,0\n', "line 1: the header must be 'employee,day,shift'"],
    ['employee,day,shift\nZ,0,D\n', "line 2: unknown employee 'Z'"],
    ['employee,day,shift\nA,0,D\nA,1,Q\n', "line 3: unknown shift 'Q'"],
    ['employee,day,shift\nA,7,D\n', "line 2: day '7' is not a day of the horizon 0..6"],
    ['employee,day,shift\nA,-1,D\n', "line 2: day '-1' is not a day of the horizon"],
    ['employee,day,shift\nA,1.5,D\n', "line 2: day '1.5' is not a day of the horizon"],
    ['employee,day,shift\nA,3,D\nA,3,N\n', 'line 3: employee A has two shifts on day 3 (D and N)'],
    ['employee,day,shift\nA,3\n', "line 2: expected employee,day,shift, got 'A,3'"],
  ])('rejects bad input with its line number (%#)', (text, message) => {
    expect(() => readRosterCsv(instance, text)).toThrow(message);
  });
});
