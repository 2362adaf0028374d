/**
 * mock-api declares every package its code imports (it must not lean on what another workspace
 * installed) and reaches shared-sdk by its package name only, never by a relative path into it.
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

const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'scripts'))];
const SPECIFIER = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|declare module\s+|import\s+)['"]([^'"]+)['"]/g;

const importsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => match[1] ?? '');

/** '@scope/name/sub' → '@scope/name'; 'name/sub' → 'name'. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const builtins = new Set(builtinModules);
const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || builtins.has(packageOf(specifier));

describe('mock-api package imports', () => {
  it('declares every package it imports in its package.json', () => {
    const undeclared = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier))
        .filter((specifier) => !declared.has(packageOf(specifier)))
        .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('imports shared-sdk by its package name, never by a relative path into it', () => {
    const reachingIn = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) =>
            specifier.startsWith('.') &&
            path.resolve(path.dirname(file), specifier).startsWith(path.resolve(root, '../shared-sdk')),
        )
        .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
    );
    expect(reachingIn).toEqual([]);
  });
});
