import { defaultThrottleLimits, throttleEnvName, throttleLimitsFromEnv } from './limits';

describe('throttle limits from the environment', () => {
  it('names one variable per limit', () => {
    expect(throttleEnvName('loginFailuresPerAccount')).toBe('MOCK_API_THROTTLE_LOGIN_FAILURES_PER_ACCOUNT');
    expect(throttleEnvName('codeRequestsPerAddress')).toBe('MOCK_API_THROTTLE_CODE_REQUESTS_PER_ADDRESS');
  });

  it('overrides the limits set, over the defaults', () => {
    expect(throttleLimitsFromEnv({})).toBeUndefined();
    expect(throttleLimitsFromEnv({ MOCK_API_THROTTLE_LOGIN_FAILURES_PER_ADDRESS: '500/60' })).toEqual({
      ...defaultThrottleLimits,
      loginFailuresPerAddress: { points: 500, seconds: 60 },
    });
  });

  it('rejects nonsense', () => {
    expect(() => throttleLimitsFromEnv({ MOCK_API_THROTTLE_OTP_GUESSES_PER_ACCOUNT: '10' })).toThrow(
      '<points>/<seconds>',
    );
    expect(() => throttleLimitsFromEnv({ MOCK_API_THROTTLE_OTP_GUESSES_PER_ACCOUNT: '0/60' })).toThrow(
      'MOCK_API_THROTTLE_OTP_GUESSES_PER_ACCOUNT',
    );
  });
});
