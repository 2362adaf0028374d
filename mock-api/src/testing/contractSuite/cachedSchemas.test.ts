import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedResponseSchemas, schemaSourcesHash } from './cachedSchemas';

describe('the cached response schemas', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates once per key, then reads the same schemas back', () => {
    const generate = jest.fn(() => new Map([['auth.login', { type: 'object', required: ['session'] }]]));
    const first = cachedResponseSchemas(generate, dir, 'k1');
    const second = cachedResponseSchemas(generate, dir, 'k1');
    expect(generate).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    cachedResponseSchemas(generate, dir, 'k2');
    expect(generate).toHaveBeenCalledTimes(2);
  });

  it('keys them by the sources: a changed type makes another key', () => {
    const sdk = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-'));
    fs.mkdirSync(path.join(sdk, 'contract'));
    fs.writeFileSync(path.join(sdk, 'contract', 'auth.ts'), 'export interface A { a: string }');
    fs.writeFileSync(path.join(sdk, 'contract', 'auth.test.ts'), 'it("x", () => {})');
    const before = schemaSourcesHash(sdk);
    fs.writeFileSync(path.join(sdk, 'contract', 'auth.test.ts'), 'it("y", () => {})');
    expect(schemaSourcesHash(sdk)).toBe(before);
    fs.writeFileSync(path.join(sdk, 'contract', 'auth.ts'), 'export interface A { a: number }');
    expect(schemaSourcesHash(sdk)).not.toBe(before);
    fs.rmSync(sdk, { recursive: true, force: true });
  });
});
