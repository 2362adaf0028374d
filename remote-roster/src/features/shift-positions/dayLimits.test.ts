import { DAILY_REQUIRED_MAX } from '@times/shared-sdk/app';
import type { ConfiguredDaily } from './dayLimits';
import { dayLimits } from './dayLimits';

const configured = (allocated: number[], targets: number[]): ConfiguredDaily => {
  const keys = ['mon', 'tues', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'];
  return Object.fromEntries(
    keys.flatMap((key, index) => [
      [`t_${key}`, allocated[index]],
      [`target_${key}`, targets[index]],
    ]),
  ) as unknown as ConfiguredDaily;
};

describe('dayLimits', () => {
  it('bounds each day by its target less what is allocated (tue read from t_tues/target_tues)', () => {
    const limits = dayLimits(configured([1, 2, 0, 0, 0, 0, 0, 0], [5, 6, 4, 4, 4, 2, 2, 1]));
    expect(limits.mon).toEqual({ max: 4, disabled: false });
    expect(limits.tue).toEqual({ max: 4, disabled: false });
    expect(limits.wed).toEqual({ max: 4, disabled: false });
    expect(limits.hld).toEqual({ max: 1, disabled: false });
  });

  it('disables a day whose maximum is 0: target reached, over-allocated or a target of 0', () => {
    const limits = dayLimits(configured([3, 5, 0, 0, 0, 0, 0, 0], [3, 4, 0, 4, 4, 4, 4, 4]));
    expect(limits.mon).toEqual({ max: 0, disabled: true });
    expect(limits.tue).toEqual({ max: 0, disabled: true });
    expect(limits.wed).toEqual({ max: 0, disabled: true });
    expect(limits.thu).toEqual({ max: 4, disabled: false });
  });

  it('defaults every day to 300 when no target is given (no working days) or nothing is loaded', () => {
    expect(DAILY_REQUIRED_MAX).toBe(300);
    for (const limits of [dayLimits(configured([2, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0])), dayLimits(null)]) {
      expect(Object.values(limits)).toEqual(Array(8).fill({ max: 300, disabled: false }));
    }
  });

  it("gives the edited position's own counts back", () => {
    const own = { mon: 2, tue: 0, wed: 1, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 };
    const limits = dayLimits(configured([5, 4, 1, 0, 0, 0, 0, 0], [5, 4, 3, 0, 0, 0, 0, 0]), own);
    expect(limits.mon).toEqual({ max: 2, disabled: false });
    expect(limits.tue).toEqual({ max: 0, disabled: true });
    expect(limits.wed).toEqual({ max: 3, disabled: false });
    expect(limits.thu).toEqual({ max: 0, disabled: true });
  });

  it('never goes past 300', () => {
    expect(dayLimits(configured([0, 0, 0, 0, 0, 0, 0, 0], [500, 1, 1, 1, 1, 1, 1, 1])).mon.max).toBe(300);
  });
});
