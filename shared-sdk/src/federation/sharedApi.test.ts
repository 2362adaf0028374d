/**
 * Each shared module's run-time exports against its recorded API (sharedApi.json): changing what a
 * module exports without the version bump the policy asks for fails here, naming the exports.
 * After a bump, `UPDATE_SHARED_API=1 npx jest sharedApi` records the new API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sharedApiProblem } from './sharedApiChange';
import type { SharedApi } from './sharedApiChange';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package file, as the builds read it
const { sharedModules } = require('../../package.json') as { sharedModules: Record<string, string> };

const RECORD = path.join(__dirname, 'sharedApi.json');
const recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Record<string, SharedApi>;

/* eslint-disable @typescript-eslint/no-require-imports -- each shared module, loaded as a remote loads it */
const loaders: Record<string, () => object> = {
  '@times/shared-sdk': () => require('@times/shared-sdk') as object,
  '@times/shared-sdk/app': () => require('@times/shared-sdk/app') as object,
  '@times/shared-sdk/state': () => require('@times/shared-sdk/state') as object,
  '@times/shared-sdk/app/state': () => require('@times/shared-sdk/app/state') as object,
};
/* eslint-enable @typescript-eslint/no-require-imports */

const current = (module: string): SharedApi => ({
  version: sharedModules[module]!,
  exports: Object.keys(loaders[module]!()).sort(),
});

describe('the shared modules of the SDK', () => {
  it('are all checked', () => {
    expect(Object.keys(loaders).sort()).toEqual(Object.keys(sharedModules).sort());
  });

  it.each(Object.keys(loaders))('%s exports what its version says', (module) => {
    const now = current(module);
    if (process.env.UPDATE_SHARED_API === '1') {
      const record = { ...(JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Record<string, SharedApi>), [module]: now };
      fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
      return;
    }
    expect(sharedApiProblem(module, recorded[module], now)).toBeNull();
  });
});

describe('sharedApiProblem', () => {
  const api = (version: string, ...exports: string[]): SharedApi => ({ version, exports });
  it('passes the same API at the same version', () => {
    expect(sharedApiProblem('m', api('1.2.0', 'a', 'b'), api('1.2.0', 'a', 'b'))).toBeNull();
  });
  it('asks for a new minor when an export is added, and a new major when one is removed', () => {
    expect(sharedApiProblem('m', api('1.2.0', 'a'), api('1.2.0', 'a', 'b'))).toMatch(/^m added b: an added export/);
    expect(sharedApiProblem('m', api('1.2.0', 'a', 'b'), api('1.3.0', 'a'))).toMatch(/^m removed b: a removed export/);
  });
  it('asks to record a correctly bumped API', () => {
    expect(sharedApiProblem('m', api('1.2.0', 'a'), api('1.3.0', 'a', 'b'))).toMatch(/record the new API/);
    expect(sharedApiProblem('m', api('1.2.0', 'a', 'b'), api('2.0.0', 'a'))).toMatch(/record the new API/);
  });
});
