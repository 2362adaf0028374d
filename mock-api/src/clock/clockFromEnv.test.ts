import { ClockSettingError, clockFromEnv } from './clockFromEnv';

describe('clockFromEnv', () => {
  it("is the machine's clock without TIMES_NOW", () => {
    const real = () => 1_000;
    expect(clockFromEnv({}, real)).toBe(real);
    expect(clockFromEnv({ TIMES_NOW: ' ' }, real)).toBe(real);
  });

  it('starts at TIMES_NOW and runs on at the real pace', () => {
    let real = 5_000;
    const clock = clockFromEnv({ TIMES_NOW: '2028-02-29T23:59:59Z' }, () => real);
    expect(new Date(clock()).toISOString()).toBe('2028-02-29T23:59:59.000Z');
    real += 2_000;
    expect(new Date(clock()).toISOString()).toBe('2028-03-01T00:00:01.000Z');
  });

  it('stands TIMES_NOW at TIMES_NOW_FROM, so processes started later agree', () => {
    const clock = clockFromEnv({ TIMES_NOW: '2026-12-31T12:00:00Z', TIMES_NOW_FROM: '10000' }, () => 70_000);
    expect(new Date(clock()).toISOString()).toBe('2026-12-31T12:01:00.000Z');
  });

  it('refuses a setting it cannot read, naming it', () => {
    expect(() => clockFromEnv({ TIMES_NOW: '31/12/2026' })).toThrow(ClockSettingError);
    expect(() => clockFromEnv({ TIMES_NOW: '2026-13-45T00:00:00Z' })).toThrow(/TIMES_NOW/);
    expect(() => clockFromEnv({ TIMES_NOW: '2026-12-31T00:00:00Z', TIMES_NOW_FROM: 'soon' })).toThrow(/TIMES_NOW_FROM/);
  });
});
