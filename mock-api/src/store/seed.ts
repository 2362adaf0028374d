/**
 * The committed seed: every seed/*.json file is an object of collections; they are merged in
 * file-name order (arrays of the same collection are concatenated) over the empty state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { emptyState } from './types';
import type { DbState } from './types';

export function loadSeed(seedDir: string): DbState {
  const state: Record<string, unknown[]> = { ...emptyState() };
  const files = fs
    .readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const file = path.join(seedDir, name);
    const content: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!content || typeof content !== 'object' || Array.isArray(content)) {
      throw new Error(`Seed file ${file} must hold an object of collections`);
    }
    for (const [key, value] of Object.entries(content)) {
      if (!Array.isArray(value)) throw new Error(`Seed file ${file}: "${key}" must be an array`);
      state[key] = [...(state[key] ?? []), ...(value as unknown[])];
    }
  }
  return state as unknown as DbState;
}
