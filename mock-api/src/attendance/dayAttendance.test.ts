import { CLOCK_IN_EARLY_MINUTES, GRACE_MINUTES, shiftAttendance, unrosteredWork } from './dayAttendance';
import type { Clock, RosteredShift } from './dayAttendance';

const day: RosteredShift = { date: '2026-11-10', start: '06:00', end: '18:00' };
const night: RosteredShift = { date: '2026-11-10', start: '18:00', end: '06:00' };
const clocks = (...pairs: [Clock['kind'], string][]): Clock[] => pairs.map(([kind, at]) => ({ kind, at }));
const AFTER = '2026-11-11T12:00';

describe('a rostered shift from its clock records', () => {
  it('is present, on time, for a clock-in and out within the grace', () => {
    const attendance = shiftAttendance(day, clocks(['in', '2026-11-10T06:04'], ['out', '2026-11-10T17:56']), AFTER);
    expect(attendance).toEqual({
      status: 'present',
      late: false,
      earlyLeave: false,
      missingOut: false,
      rosteredMinutes: 720,
      workedMinutes: 712,
      firstIn: '2026-11-10T06:04',
      lastOut: '2026-11-10T17:56',
    });
  });

  it('tells late and early leave beyond the grace, and counts no time before the start', () => {
    const late = shiftAttendance(day, clocks(['in', `2026-11-10T06:0${GRACE_MINUTES + 1}`]), AFTER);
    expect(late).toMatchObject({ status: 'present', late: true, missingOut: true, workedMinutes: 720 - 6 });
    const early = shiftAttendance(day, clocks(['in', '2026-11-10T05:30'], ['out', '2026-11-10T17:00']), AFTER);
    expect(early).toMatchObject({ late: false, earlyLeave: true, workedMinutes: 660 });
  });

  it('counts staying late, and several spans with a break', () => {
    const spans = clocks(
      ['in', '2026-11-10T06:00'],
      ['out', '2026-11-10T12:00'],
      ['in', '2026-11-10T12:30'],
      ['in', '2026-11-10T12:31'],
      ['out', '2026-11-10T19:00'],
    );
    expect(shiftAttendance(day, spans, AFTER)).toMatchObject({
      status: 'present',
      workedMinutes: 360 + 390,
      lastOut: '2026-11-10T19:00',
      earlyLeave: false,
    });
  });

  it('is absent once the shift has ended with no clock-in, and expected before', () => {
    expect(shiftAttendance(day, [], '2026-11-10T18:00')).toMatchObject({ status: 'absent', workedMinutes: 0 });
    expect(shiftAttendance(day, [], '2026-11-10T17:59')).toMatchObject({ status: 'expected' });
  });

  it('takes clock-ins from its early window to its end only', () => {
    const tooEarly = `2026-11-10T0${6 - CLOCK_IN_EARLY_MINUTES / 60 - 1}:59`;
    expect(shiftAttendance(day, clocks(['in', tooEarly], ['out', '2026-11-10T18:00']), AFTER).status).toBe('absent');
    expect(shiftAttendance(day, clocks(['in', '2026-11-10T18:00']), AFTER).status).toBe('absent');
  });

  it('follows a night shift into the next morning', () => {
    const attendance = shiftAttendance(night, clocks(['in', '2026-11-10T17:55'], ['out', '2026-11-11T06:02']), AFTER);
    expect(attendance).toMatchObject({ status: 'present', late: false, workedMinutes: 722, rosteredMinutes: 720 });
  });

  it('counts an open span up to now while the shift runs, and tells no missing clock-out yet', () => {
    const running = shiftAttendance(day, clocks(['in', '2026-11-10T06:00']), '2026-11-10T10:00');
    expect(running).toMatchObject({ status: 'present', missingOut: false, workedMinutes: 240, lastOut: '' });
  });

  it('ignores records that are not times, and a clock-out with no clock-in before it', () => {
    const odd = clocks(
      ['out', '2026-11-10T07:00'],
      ['in', 'yesterday'],
      ['in', '2026-11-10T08:00'],
      ['out', '2026-11-10T09:00'],
    );
    expect(shiftAttendance(day, odd, AFTER)).toMatchObject({
      late: true,
      workedMinutes: 60,
      firstIn: '2026-11-10T08:00',
    });
  });
});

describe('unrostered work', () => {
  it("is the day's spans that no rostered shift takes", () => {
    const records = clocks(
      ['in', '2026-11-10T05:00'],
      ['out', '2026-11-10T18:00'],
      ['in', '2026-11-10T20:00'],
      ['out', '2026-11-10T22:30'],
      ['in', '2026-11-11T01:00'],
    );
    expect(unrosteredWork('2026-11-10', [day], records, AFTER)).toEqual([
      { from: '2026-11-10T20:00', to: '2026-11-10T22:30', minutes: 150 },
    ]);
    expect(unrosteredWork('2026-11-10', [], records, AFTER)).toHaveLength(2);
    expect(unrosteredWork('2026-11-11', [], records, '2026-11-11T03:00')).toEqual([
      { from: '2026-11-11T01:00', to: '', minutes: 120 },
    ]);
  });
});
