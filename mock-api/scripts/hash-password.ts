/**
 * Prints the scrypt hash of a password read from stdin (so it lands in no shell history),
 * for seed users:  printf '%s' 'the password' | npx tsx scripts/hash-password.ts
 * Uses the default cost, or MOCK_API_SCRYPT_COST.
 */
import { configFromEnv, defaultConfig } from '../src/config';
import { hashPassword } from '../src/security/password';

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if (!password) throw new Error('No password on stdin');
  const cost = configFromEnv(process.env).scryptCost ?? defaultConfig.scryptCost;
  console.log(await hashPassword(password, cost));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
