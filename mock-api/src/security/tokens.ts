/** Random values handed to clients, and the digests the store keeps of secrets. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of two strings. */
export const sameText = (a: string, b: string): boolean => {
  const [x, y] = [Buffer.from(sha256(a)), Buffer.from(sha256(b))];
  return timingSafeEqual(x, y);
};

/** `length` random decimal digits, the first one not 0. */
export const randomDigits = (length: number): string =>
  String(randomInt(1, 10)) + Array.from({ length: length - 1 }, () => randomInt(0, 10)).join('');
