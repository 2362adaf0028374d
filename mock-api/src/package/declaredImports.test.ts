/**
 * mock-api declares every package its code imports (it must not lean on what another workspace
 * installed) and reaches shared-sdk by its package name only, never by a relative path into it.
 */
import path from 'node:path';
import { declaredPackages, isPackageImport, packageOf, workspaceImports } from '../../../jest/workspaceImports';

const root = path.resolve(__dirname, '../..');
const declared = declaredPackages(root);
const imports = workspaceImports(root, ['src', 'scripts']);

describe('mock-api package imports', () => {
  it('declares every package it imports in its package.json', () => {
    const undeclared = imports
      .filter((entry) => isPackageImport(entry) && !declared.has(packageOf(entry.specifier)))
      .map(({ file, specifier }) => `${file}: ${specifier}`);
    expect(undeclared).toEqual([]);
  });

  it('imports shared-sdk by its package name, never by a relative path into it', () => {
    const reachingIn = imports
      .filter(
        ({ specifier, resolved }) =>
          specifier.startsWith('.') && resolved.startsWith(path.resolve(root, '../shared-sdk')),
      )
      .map(({ file, specifier }) => `${file}: ${specifier}`);
    expect(reachingIn).toEqual([]);
  });
});
