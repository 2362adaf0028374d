/**
 * Attempts counted twice: per account and per client address. An attempt is counted before it
 * is checked (so parallel requests cannot all slip in under the limit); what turned out not to
 * be a failure is given back afterwards.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export interface AttemptKeys {
  /** The account the attempt is about (a user, a mobile number, an e-mail address). */
  account: string;
  /** The client address it came from (see http/clientAddress.ts). */
  address: string;
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Consume one point: undefined when allowed, else the refusal with its wait. */
async function counted(limiter: RateLimiterAbstract, key: string): Promise<Attempt | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (refusal) {
    // A store that fails must not let attempts through uncounted.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

export class AttemptCounter {
  constructor(
    private readonly perAccount: RateLimiterAbstract,
    private readonly perAddress: RateLimiterAbstract,
  ) {}

  /**
   * Count one attempt on both; refused (with the wait) when either was already at its limit.
   * The address first: an address past its limit adds nothing to the accounts it names.
   */
  async take(keys: AttemptKeys): Promise<Attempt> {
    const byAddress = await counted(this.perAddress, keys.address);
    if (byAddress) return byAddress;
    return (await counted(this.perAccount, keys.account)) ?? { allowed: true };
  }

  /** The attempt succeeded: the account starts afresh and the address gets its point back. */
  async succeeded(keys: AttemptKeys): Promise<void> {
    await Promise.all([this.perAccount.delete(keys.account), this.perAddress.reward(keys.address)]);
  }

  /** The attempt was no failure (nothing was guessed): both points back. */
  async refund(keys: AttemptKeys): Promise<void> {
    await Promise.all([this.perAccount.reward(keys.account), this.perAddress.reward(keys.address)]);
  }
}
