/**
 * The stateful parts of the SDK live in their own strict-singleton modules (src/state and
 * src/app/state). A remote may load its own copy of a stateless module (the core, /app); that
 * copy must still use the page's one store, so nothing else reaches a state folder by a relative
 * path (only through its package name, a shared module), and the state modules import no other
 * SDK module by name (a cycle between shared modules would never finish loading).
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const STATE_DIRS = ['state', path.join('app', 'state')];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module specifiers a source imports or re-exports (type-only ones included: they are harmless but rare). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map(
    ([, from, dynamic]) => (from ?? dynamic)!,
  );
}

const stateDirOf = (file: string) =>
  STATE_DIRS.find((dir) => path.relative(path.join(SRC, dir), file).split(path.sep)[0] !== '..') ?? null;

function relativeImportsIntoState(file: string): string[] {
  const own = stateDirOf(file);
  return importsOf(fs.readFileSync(file, 'utf8'))
    .filter((spec) => spec.startsWith('.'))
    .filter((spec) => {
      const target = stateDirOf(path.resolve(path.dirname(file), spec));
      return target !== null && target !== own;
    })
    .map((spec) => `${path.relative(SRC, file)} -> ${spec}`);
}

describe('the state modules of the SDK', () => {
  it('reads static, re-exported and dynamic imports', () => {
    expect(
      importsOf(`import { a } from './x';\nexport { b } from '../state/y';\nconst c = () => import('zustand');`),
    ).toEqual(['./x', '../state/y', 'zustand']);
  });

  it('are reached from the rest of the SDK only by their package names', () => {
    expect(sourceFiles(SRC).flatMap(relativeImportsIntoState)).toEqual([]);
  });

  it('catches a relative import into a state folder', () => {
    const file = path.join(SRC, 'http', 'client.ts');
    expect(stateDirOf(path.resolve(path.dirname(file), '../state/sessionStore'))).toBe('state');
    expect(stateDirOf(path.resolve(path.dirname(file), '../app/state/timesStore'))).toBe(path.join('app', 'state'));
    expect(stateDirOf(path.resolve(path.dirname(file), '../envelope/envelope'))).toBeNull();
  });

  it('hold every store of the SDK', () => {
    const stores = sourceFiles(SRC)
      .filter((file) => /from 'zustand'|createContext\(/.test(fs.readFileSync(file, 'utf8')))
      .filter((file) => stateDirOf(file) === null)
      .map((file) => path.relative(SRC, file));
    expect(stores).toEqual([]);
  });

  it('import no SDK module by name that imports them back (a cycle of shared modules never loads)', () => {
    // The session state imports none; the selected-app store calls the API through the core, which never imports it.
    const allowed: Record<string, string[]> = { state: [], [path.join('app', 'state')]: ['@times/shared-sdk'] };
    const named = STATE_DIRS.flatMap((dir) =>
      sourceFiles(path.join(SRC, dir)).flatMap((file) =>
        importsOf(fs.readFileSync(file, 'utf8'))
          .filter((spec) => spec.startsWith('@times/shared-sdk') && !allowed[dir]!.includes(spec))
          .map((spec) => `${path.relative(SRC, file)} -> ${spec}`),
      ),
    );
    expect(named).toEqual([]);
    const coreImportsAppState = sourceFiles(SRC)
      .filter((file) => !path.relative(SRC, file).startsWith(`app${path.sep}`))
      .filter((file) => importsOf(fs.readFileSync(file, 'utf8')).includes('@times/shared-sdk/app/state'));
    expect(coreImportsAppState).toEqual([]);
  });
});
