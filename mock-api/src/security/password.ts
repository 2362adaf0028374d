/**
 * Password hashes: scrypt with a random 16-byte salt, stored as
 * scrypt$N$r$p$<salt base64url>$<hash base64url>. The cost travels with the hash, so a cheap
 * test cost and the default cost verify alike.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM, KEY_LENGTH);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const [N, blockSize, parallel] = [Number(n), Number(r), Number(p)];
  if (![N, blockSize, parallel].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), N, blockSize, parallel, expected.length);
  return timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows: checked when the user is unknown so the answer time does not tell. */
let decoy: Promise<string> | undefined;
export const decoyHash = (cost: number): Promise<string> =>
  (decoy ??= hashPassword(randomBytes(16).toString('hex'), cost));
