import type { ShiftWorkingDays } from '@times/shared-sdk';
import { initialValues, startDayFor, toPayload, toRequiredRequest } from './workingDaysValues';

const shift = { std: 'S1', sftd: 'F1' };
const stored: ShiftWorkingDays = {
  id: 4,
  std: 'S1',
  sftd: 'F1',
  max_cons_days: 5,
  min_rest_days: 2,
  min_rest_hours: 0,
  roster_start_day: 3,
  period_type: 2,
  mon: 4,
  tue: 4,
  wed: 4,
  thu: 4,
  fri: 4,
  sat: 2,
  sun: 1,
  hld: 1,
  hasOvertime: 1,
  overtime_mon: 1,
  overtime_tue: 0,
  overtime_wed: 0,
  overtime_thu: 0,
  overtime_fri: 1,
  overtime_sat: 0,
  overtime_sun: 0,
  overtime_hld: 0,
};

describe('workingDaysValues', () => {
  it('starts a new shift with zeros, Monthly from day 1, no overtime', () => {
    const values = initialValues(shift, null);
    expect(values).toMatchObject({
      std: 'S1',
      sftd: 'F1',
      period_type: 1,
      roster_start_day: 1,
      hasOvertime: 0,
      mon: 0,
      hld: 0,
      overtime_sun: 0,
    });
  });

  it('fills the form from the stored record, without its id', () => {
    const values = initialValues(shift, stored);
    expect(values).toMatchObject({ period_type: 2, roster_start_day: 3, max_cons_days: 5, sat: 2, overtime_fri: 1 });
    expect(values).not.toHaveProperty('id');
  });

  it('starts Monthly on day 1 and Biweekly on a weekday 1-7, default 1', () => {
    expect(startDayFor(1, 5)).toBe(1);
    expect(startDayFor(2, 5)).toBe(5);
    expect(startDayFor(2, '')).toBe(1);
    expect(startDayFor(2, 9)).toBe(1);
  });

  it('sends overtime only when it is ticked, and empty counts as 0', () => {
    const ticked = toPayload({ ...initialValues(shift, stored), tue: '' });
    expect(ticked).toMatchObject({ hasOvertime: 1, overtime_mon: 1, overtime_fri: 1, tue: 0, roster_start_day: 3 });
    const unticked = toPayload({ ...initialValues(shift, stored), hasOvertime: 0 });
    expect(unticked.hasOvertime).toBe(0);
    expect(Object.keys(unticked).filter((key) => key.startsWith('overtime_'))).toEqual([]);
  });

  it('asks the required employees with the form counts, period type and limits', () => {
    expect(toRequiredRequest(initialValues(shift, stored))).toEqual({
      std: 'S1',
      sftd: 'F1',
      mon: 4,
      tue: 4,
      wed: 4,
      thu: 4,
      fri: 4,
      sat: 2,
      sun: 1,
      hld: 1,
      period_type: 2,
      max_consecutive_days: 5,
      rest_days: 2,
    });
  });
});
