/** Default locations of the store and the seed, relative to the mock-api package. */
import path from 'node:path';

const packageDir = path.resolve(__dirname, '..');

export const defaultSeedDir = path.join(packageDir, 'seed');

export const dbFileFrom = (env: Record<string, string | undefined>): string =>
  path.resolve(env.MOCK_API_DB || path.join(packageDir, 'data', 'db.json'));
