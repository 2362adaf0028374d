/**
 * The engine declares every package it imports in its own package.json, imports no app (mock-api,
 * the shell, a remote) and reaches nothing outside its folder by a relative path.
 */
import path from 'node:path';
import { declaredPackages, isPackageImport, packageOf, workspaceImports } from '../../../jest/workspaceImports';

const root = path.resolve(__dirname, '../..');
/** The repo's shared jest helpers, which the engine's tests (like every workspace's) may use. */
const REPO_JEST = path.resolve(root, '../jest');
const declared = declaredPackages(root);
const imports = workspaceImports(root, ['src']);
const files = new Set(imports.map(({ file }) => file));
const packages = imports.filter(isPackageImport);

describe('roster-engine package imports', () => {
  it('finds its sources', () => {
    expect(files.size).toBeGreaterThan(50);
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

  it('reaches nothing outside its own folder by a relative path (but the repo’s jest helpers)', () => {
    const outside = imports.filter(
      ({ specifier, resolved }) =>
        specifier.startsWith('.') && !resolved.startsWith(path.join(root, 'src')) && !resolved.startsWith(REPO_JEST),
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

  it('uses HiGHS in the multi-shift solver and the bench only', () => {
    const highs = packages.filter(({ specifier }) => packageOf(specifier) === 'highs');
    const places = ['bench', 'multiShift'].map((folder) => path.join('src', folder));
    expect(highs.filter(({ file }) => !places.some((place) => file.startsWith(place)))).toEqual([]);
  });
});
