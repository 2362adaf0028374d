import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nrpBenchmarkDir } from './benchmarkDir';
import { readInstance } from './readInstance';
import { looseStaff, tinyText } from './tinyInstance';

const BENCHMARKS = nrpBenchmarkDir();

describe('readInstance', () => {
  it('reads every section of a tiny instance', () => {
    const instance = readInstance(
      tinyText({
        horizon: 7,
        staff: ['A,D=3|N=0,2400,960,4,2,3,1', looseStaff('B')],
        daysOff: ['A,0,6', 'B,3'],
        on: ['A,1,D,2'],
        off: ['B,2,N,3'],
        cover: ['0,D,2,100,1'],
      }),
    );
    expect(instance).toEqual({
      horizon: 7,
      shifts: [
        { id: 'D', minutes: 480, forbiddenNext: [] },
        { id: 'N', minutes: 600, forbiddenNext: ['D'] },
      ],
      staff: [
        {
          id: 'A',
          maxShifts: { D: 3, N: 0 },
          maxTotalMinutes: 2400,
          minTotalMinutes: 960,
          maxConsecutiveShifts: 4,
          minConsecutiveShifts: 2,
          minConsecutiveDaysOff: 3,
          maxWeekends: 1,
        },
        {
          id: 'B',
          maxShifts: { D: 14, N: 14 },
          maxTotalMinutes: 99999,
          minTotalMinutes: 0,
          maxConsecutiveShifts: 14,
          minConsecutiveShifts: 1,
          minConsecutiveDaysOff: 1,
          maxWeekends: 2,
        },
      ],
      daysOff: { A: [0, 6], B: [3] },
      onRequests: [{ employee: 'A', day: 1, shift: 'D', weight: 2 }],
      offRequests: [{ employee: 'B', day: 2, shift: 'N', weight: 3 }],
      cover: [{ day: 0, shift: 'D', requirement: 2, underWeight: 100, overWeight: 1 }],
    });
  });

  it('reads the fourteen benchmark instances with the sizes of best-known.csv', () => {
    const rows = readFileSync(join(BENCHMARKS, 'best-known.csv'), 'utf8').trim().split('\n').slice(1);
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      const [name, days, shiftTypes, employees] = row.split(',');
      const instance = readInstance(readFileSync(join(BENCHMARKS, `${name}.txt`), 'utf8'));
      expect([name, instance.horizon, instance.shifts.length, instance.staff.length]).toEqual([
        name,
        Number(days),
        Number(shiftTypes),
        Number(employees),
      ]);
      expect(instance.cover).toHaveLength(instance.horizon * instance.shifts.length);
    }
  });

  it.each([
    [
      tinyText().replace('SECTION_HORIZON\n14', 'SECTION_HORIZON\nfourteen'),
      "line 3: the horizon must be an integer, got 'fourteen'",
    ],
    [tinyText().replace('SECTION_COVER', 'SECTION_CUVER'), "unknown section 'SECTION_CUVER'"],
    [tinyText().replace('N,600,D', 'N,600,X'), "line 7: shift N forbids unknown shift 'X'"],
    [tinyText().replace('N,600,D', 'N,six hundred,D'), "line 7: shift N's length must be an integer"],
    [tinyText({ staff: ['A,D=14|N=14,1,2,3'] }), 'line 10: a staff line needs 8 comma-separated fields, got 5'],
    [tinyText({ staff: ['A,D=14|Q=1,99999,0,14,1,1,2'] }), "line 10: unknown shift 'Q'"],
    [tinyText({ staff: ['A,D14,99999,0,14,1,1,2'] }), "line 10: MaxShifts entry 'D14' is not ShiftID=number"],
    [tinyText({ staff: ['A,D=1,99999,-1,14,1,1,2'] }), 'line 10: MinTotalMinutes must be at least 0, got -1'],
    [tinyText({ staff: [looseStaff('A'), looseStaff('A')] }), "line 11: employee 'A' is defined twice"],
    [tinyText({ daysOff: ['Z,1'] }), "line 13: unknown employee 'Z'"],
    [tinyText({ daysOff: ['A,14'] }), 'line 13: day 14 is outside the horizon 0..13'],
    [tinyText({ on: ['A,1,D'] }), 'line 15: a request needs 4 comma-separated fields, got 3'],
    [tinyText({ off: ['A,1,D,x'] }), "line 17: a request weight must be an integer, got 'x'"],
    [tinyText({ cover: ['0,D,1,100,1', '0,D,2,100,1'] }), 'line 20: cover of day 0 shift D is given twice'],
    ['1,2,3\n', "line 1: data before any SECTION_ line: '1,2,3'"],
    [tinyText().replace(/SECTION_STAFF[^]*?\n\n/, ''), 'missing SECTION_STAFF'],
  ])('rejects malformed input with its line number (%#)', (text, message) => {
    expect(() => readInstance(text)).toThrow(message);
  });
});
