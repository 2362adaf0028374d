/**
 * For the workspaces' "declared imports" tests: what a workspace's package.json declares, and every
 * module specifier its source files import (static, dynamic, require, `declare module`), with the
 * file it stands in and, for a relative one, the path it resolves to.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export interface WorkspaceImport {
  /** The importing file, relative to the workspace folder. */
  file: string;
  specifier: string;
  /** The specifier resolved from the importing file's folder (meaningful for relative ones). */
  resolved: string;
}

/** The packages a workspace's package.json declares (dependencies and devDependencies). */
export function declaredPackages(workspace: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
  });

const SPECIFIER = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|declare module\s+|import\s+)['"]([^'"]+)['"]/g;

/** Every import of the source files under the workspace's given folders. */
export function workspaceImports(workspace: string, folders: readonly string[]): WorkspaceImport[] {
  return folders
    .flatMap((folder) => sourceFiles(path.join(workspace, folder)))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => ({
        file: path.relative(workspace, file),
        specifier: match[1] ?? '',
        resolved: path.resolve(path.dirname(file), match[1] ?? ''),
      })),
    );
}

/** '@scope/name/sub' → '@scope/name'; 'name/sub' → 'name'. */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const builtins = new Set(builtinModules);

/** An import of a package (not a relative path, not a Node built-in). */
export const isPackageImport = ({ specifier }: WorkspaceImport): boolean =>
  !specifier.startsWith('.') && !specifier.startsWith('node:') && !builtins.has(packageOf(specifier));
