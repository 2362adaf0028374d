/**
 * The engine declares every package it imports in its own package.json, imports no app (mock-api,
 * the shell, a remote) and reaches nothing outside its folder by a relative path.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
  });

const files = sourceFiles(path.join(root, 'src'));
const SPECIFIER = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|declare module\s+|import\s+)['"]([^'"]+)['"]/g;

const imports = files.flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => ({
    file: path.relative(root, file),
    specifier: match[1] ?? '',
    resolved: path.resolve(path.dirname(file), match[1] ?? ''),
  })),
);

/** '@scope/name/sub' → '@scope/name'; 'name/sub' → 'name'. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const builtins = new Set(builtinModules);
const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || builtins.has(packageOf(specifier));
const packages = imports.filter(({ specifier }) => !specifier.startsWith('.') && !isBuiltin(specifier));

describe('roster-engine package imports', () => {
  it('finds its sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('declares every package it imports in its package.json', () => {
    const undeclared = packages.filter(({ specifier }) => !declared.has(packageOf(specifier)));
    expect(undeclared.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });

  it('imports no app: the API imports the engine, never the other way round', () => {
    const apps = packages.filter(
      ({ specifier }) => /^@times\/(mock-api|shell|remote-)/.test(specifier) || specifier === '@times/roster-engine',
    );
    expect(apps.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });

  it('reaches nothing outside its own folder by a relative path', () => {
    const outside = imports.filter(
      ({ specifier, resolved }) => specifier.startsWith('.') && !resolved.startsWith(path.join(root, 'src')),
    );
    expect(outside.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });

  it('takes from shared-sdk only the palette and the roster call shapes', () => {
    const sdk = packages.filter(({ specifier }) => packageOf(specifier) === '@times/shared-sdk');
    expect([...new Set(sdk.map(({ specifier }) => specifier))].sort()).toEqual([
      '@times/shared-sdk/palette',
      '@times/shared-sdk/rosterTypes',
    ]);
  });

  it('uses HiGHS in the bench only', () => {
    const highs = packages.filter(({ specifier }) => packageOf(specifier) === 'highs');
    expect(highs.filter(({ file }) => !file.startsWith(path.join('src', 'bench')))).toEqual([]);
  });
});
