import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AtomicFileAdapter } from './atomicFileAdapter';
import { removeStaleTemps, tempPrefix, writeFileAtomic } from './atomicWrite';
import type { AtomicFs } from './atomicWrite';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-atomic-'));
  file = path.join(dir, 'db.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** fs with every call recorded (and optionally one call replaced). */
const recordingFs = (override: Partial<AtomicFs> = {}) => {
  const calls: string[] = [];
  const paths: string[] = [];
  const ops = new Proxy(fs, {
    get(target, name: string) {
      const real = (override as Record<string, unknown>)[name] ?? (target as unknown as Record<string, unknown>)[name];
      if (typeof real !== 'function') return real;
      return (...args: unknown[]) => {
        paths.push(...args.filter((arg): arg is string => typeof arg === 'string' && path.isAbsolute(arg)));
        calls.push(
          `${name}(${args
            .filter((arg) => typeof arg === 'string' && path.isAbsolute(arg))
            .map((arg) => path.basename(arg as string))
            .join(', ')})`,
        );
        return (real as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as AtomicFs;
  return { ops, calls, paths };
};

const leftovers = () => fs.readdirSync(dir).filter((name) => name !== 'db.json');

describe('writeFileAtomic', () => {
  it('writes a temp file in the same folder, fsyncs it, then renames it over the target', () => {
    fs.writeFileSync(file, 'old');
    const { ops, calls, paths } = recordingFs();
    writeFileAtomic(file, 'new', ops);
    expect(paths.filter((written) => written !== dir).every((written) => path.dirname(written) === dir)).toBe(true);

    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    const names = calls.map((call) => call.replace(/\(.*/, ''));
    expect(names).toEqual(['mkdirSync', 'openSync', 'writeSync', 'fsyncSync', 'closeSync', 'renameSync']);
    const temp = (calls[1] ?? '').slice('openSync('.length, -1);
    expect(temp.startsWith(tempPrefix(file))).toBe(true);
    expect(temp).toMatch(/\.\d+\.[0-9a-f]{12}\.tmp$/);
    expect(calls.slice(2)).toEqual(['writeSync()', 'fsyncSync()', 'closeSync()', `renameSync(${temp}, db.json)`]);
    expect(leftovers()).toEqual([]);
  });

  it('leaves the old file whole when the process fails before the rename', () => {
    fs.writeFileSync(file, '{"old":true}');
    const { ops } = recordingFs({
      renameSync: () => {
        throw new Error('simulated crash');
      },
    });
    expect(() => writeFileAtomic(file, '{"new":tr', ops)).toThrow('simulated crash');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"old":true}');
    expect(leftovers()).toEqual([]);
  });

  it('leaves the old file whole when writing the temp file fails half-way', () => {
    fs.writeFileSync(file, '{"old":true}');
    const { ops } = recordingFs({
      writeSync: (fd: number) => {
        fs.writeSync(fd, '{"half');
        throw new Error('disk full');
      },
    });
    expect(() => writeFileAtomic(file, '{"new":true}', ops)).toThrow('disk full');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"old":true}');
    expect(leftovers()).toEqual([]);
  });

  it('removes temp files a crash left behind, and nothing else', () => {
    fs.writeFileSync(file, '{}');
    fs.writeFileSync(path.join(dir, `${tempPrefix(file)}123.abc.tmp`), '{"half');
    fs.writeFileSync(path.join(dir, 'other.json'), '{}');
    removeStaleTemps(file);
    expect(leftovers()).toEqual(['other.json']);
  });
});

describe('AtomicFileAdapter', () => {
  it('creates the file from the default value on first read', () => {
    const adapter = new AtomicFileAdapter(file, () => ({ users: [1] }));
    expect(adapter.read()).toEqual({ users: [1] });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ users: [1] });
  });

  it('reads what it wrote', () => {
    const adapter = new AtomicFileAdapter<{ n: number }>(file, () => ({ n: 0 }));
    adapter.write({ n: 42 });
    expect(adapter.read()).toEqual({ n: 42 });
  });

  it('refuses a corrupt store with a hint instead of overwriting it', () => {
    fs.writeFileSync(file, '{"users": [');
    const adapter = new AtomicFileAdapter(file, () => ({}));
    expect(() => adapter.read()).toThrow(/not valid JSON.*npm run reset/);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"users": [');
  });
});
