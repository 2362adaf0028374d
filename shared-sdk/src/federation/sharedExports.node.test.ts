/**
 * The shared copies of react-router-dom, styled-components and formik are tree-shaken to the
 * exports listed in webpack/sharedModules.cjs: an export an app imports but the list lacks would
 * be undefined at run time. This reads every source file of the apps and shared-sdk and checks
 * that each value import of those libraries is listed.
 */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS, read as the builds read it
const { USED_EXPORTS } = require('../../webpack/sharedModules.cjs') as { USED_EXPORTS: Record<string, string[]> };

const ROOT = path.resolve(__dirname, '../../..');
const APP_DIRS = [
  'shared-sdk/src',
  'shell/src',
  ...fs
    .readdirSync(ROOT)
    .filter((dir) => dir.startsWith('remote-'))
    .map((dir) => `${dir}/src`),
];

/** The sources an app's bundle may hold: tests and the test support beside them (`__tests__/`) are never bundled. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value exports a source imports from a library ('default' for a default import); type-only imports are left out. */
export function importedExports(source: string, library: string): string[] {
  const escaped = library.replace(/[/.-]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(?!type\\s)([^;]*?)\\s+from\\s+'${escaped}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, clause = '']) => {
    const names: string[] = [];
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    const beforeBrace = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (beforeBrace && !beforeBrace.startsWith('*')) names.push('default');
    for (const part of named?.split(',') ?? []) {
      const item = part.trim();
      if (item && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0] ?? item);
    }
    return names;
  });
}

describe('the tree-shaken shared libraries', () => {
  it('reads default, named, renamed and type-only imports', () => {
    const source = `import styled, { css, type DefaultTheme } from 'styled-components';\nimport type { Foo } from 'formik';\nimport { Form as F, Formik } from 'formik';`;
    expect(importedExports(source, 'styled-components')).toEqual(['default', 'css']);
    expect(importedExports(source, 'formik')).toEqual(['Form', 'Formik']);
  });

  it.each(Object.keys(USED_EXPORTS))('list every export of %s that an app imports', (library) => {
    const listed = new Set(USED_EXPORTS[library]);
    const missing = APP_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
      importedExports(fs.readFileSync(file, 'utf8'), library)
        .filter((name) => !listed.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
