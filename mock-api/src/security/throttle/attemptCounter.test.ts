import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AttemptCounter } from './attemptCounter';
import { createLimiter } from './createLimiter';

const counter = (perAccount: number, perAddress: number) =>
  new AttemptCounter(
    createLimiter('account', { points: perAccount, seconds: 60 }, null),
    createLimiter('address', { points: perAddress, seconds: 60 }, null),
  );

describe('AttemptCounter', () => {
  it('refuses past either limit, with the seconds left in the window', async () => {
    const attempts = counter(2, 10);
    const keys = { account: 'mobile:1', address: '203.0.113.1' };
    expect(await attempts.take(keys)).toEqual({ allowed: true });
    expect(await attempts.take(keys)).toEqual({ allowed: true });
    expect(await attempts.take(keys)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await attempts.take({ ...keys, account: 'mobile:2' })).toEqual({ allowed: true });
  });

  it('adds nothing to an account while the address is past its limit', async () => {
    const attempts = counter(2, 1);
    expect(await attempts.take({ account: 'mobile:1', address: '203.0.113.1' })).toEqual({ allowed: true });
    for (let i = 0; i < 5; i += 1)
      expect((await attempts.take({ account: 'mobile:2', address: '203.0.113.1' })).allowed).toBe(false);
    expect(await attempts.take({ account: 'mobile:2', address: '203.0.113.2' })).toEqual({ allowed: true });
  });

  it('gives the points back for what was no failure, and clears the account after a success', async () => {
    const attempts = counter(1, 1);
    const keys = { account: 'mobile:1', address: '203.0.113.1' };
    await attempts.take(keys);
    await attempts.refund(keys);
    expect(await attempts.take(keys)).toEqual({ allowed: true });
    await attempts.succeeded(keys);
    expect(await attempts.take(keys)).toEqual({ allowed: true });
  });

  it('fails closed when the store fails', async () => {
    const broken = { consume: () => Promise.reject(new Error('store down')) } as unknown as RateLimiterAbstract;
    const attempts = new AttemptCounter(broken, broken);
    await expect(attempts.take({ account: 'mobile:1', address: '203.0.113.1' })).rejects.toThrow('store down');
  });
});
