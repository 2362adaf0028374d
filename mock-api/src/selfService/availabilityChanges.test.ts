/** An availability as changes: the difference, the changes made, which wait, the span and the days freed. */
import type { MyAvailability } from '../contract';
import {
  changesBetween,
  makesUnavailable,
  spanOf,
  splitChanges,
  touchesPublished,
  weekdayOf,
  withChanges,
} from './availabilityChanges';

const NONE: MyAvailability = { unavailable_dates: [], unavailable_days: [], requests: [] };
const names = (sftd: string) => (sftd === 'F1' ? 'Day' : '');
const WEEK = [{ from_date: '2026-12-07', to_date: '2026-12-13' }];

describe('changesBetween', () => {
  it('lists dates and weekdays added and removed, and a changed request as taken back and added', () => {
    const applied: MyAvailability = {
      unavailable_dates: ['2026-12-10', '2026-12-20'],
      unavailable_days: ['mon'],
      requests: [{ entry_date: '2026-12-22', work: 0, weight: 5, sftd: '' }],
    };
    const wanted: MyAvailability = {
      unavailable_dates: ['2026-12-20', '2026-12-24'],
      unavailable_days: ['sun'],
      requests: [
        { entry_date: '2026-12-22', work: 0, weight: 8, sftd: '' },
        { entry_date: '2026-12-23', work: 1, weight: 3, sftd: 'F1' },
      ],
    };
    const changes = changesBetween(applied, wanted, names);
    expect(changes.map((one) => [one.op, one.what, one.date || one.day, one.weight, one.shift_name])).toEqual([
      ['add', 'date', '2026-12-24', 0, ''],
      ['remove', 'date', '2026-12-10', 0, ''],
      ['remove', 'weekday', 'mon', 0, ''],
      ['add', 'weekday', 'sun', 0, ''],
      ['remove', 'request', '2026-12-22', 5, ''],
      ['add', 'request', '2026-12-22', 8, ''],
      ['add', 'request', '2026-12-23', 3, 'Day'],
    ]);
    expect(withChanges(applied, changes)).toEqual(wanted);
    expect(changesBetween(wanted, wanted, names)).toEqual([]);
  });
});

describe('which changes wait', () => {
  it('waits for a date or a weekday inside a published period, and for every change by the setting', () => {
    const changes = changesBetween(
      NONE,
      { unavailable_dates: ['2026-12-10', '2026-12-21'], unavailable_days: ['fri'], requests: [] },
      names,
    );
    const { now, waits } = splitChanges(changes, WEEK, false);
    expect(now.map((one) => one.date)).toEqual(['2026-12-21']);
    expect(waits.map((one) => one.date || one.day)).toEqual(['2026-12-10', 'fri']);
    expect(splitChanges(changes, WEEK, true)).toEqual({ now: [], waits: changes });
    expect(splitChanges(changes, [], false).waits).toEqual([]);
  });

  it('lets a weekday through when a short published period has no such day', () => {
    const [saturday] = changesBetween(NONE, { ...NONE, unavailable_days: ['sat'] }, names);
    expect(touchesPublished(saturday!, [{ from_date: '2026-12-07', to_date: '2026-12-09' }])).toBe(false);
    expect(touchesPublished(saturday!, WEEK)).toBe(true);
  });
});

describe('the days of a change', () => {
  it('spans its dates, or today to the published end for a weekday; frees only what it makes unavailable', () => {
    const dated = changesBetween(NONE, { ...NONE, unavailable_dates: ['2026-12-09', '2026-12-11'] }, names);
    expect(spanOf(dated, WEEK, '2026-12-07')).toEqual({ from_date: '2026-12-09', to_date: '2026-12-11' });
    const weekday = changesBetween(NONE, { ...NONE, unavailable_days: ['fri'] }, names);
    expect(spanOf(weekday, WEEK, '2026-12-07')).toEqual({ from_date: '2026-12-07', to_date: '2026-12-13' });
    expect(weekdayOf('2026-12-11')).toBe('fri');
    const frees = makesUnavailable([...dated, ...weekday]);
    expect(['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-18'].filter(frees)).toEqual([
      '2026-12-09',
      '2026-12-11',
      '2026-12-18',
    ]);
    const removed = changesBetween({ ...NONE, unavailable_dates: ['2026-12-09'] }, NONE, names);
    expect(makesUnavailable(removed)('2026-12-09')).toBe(false);
  });
});
