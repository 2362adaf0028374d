/**
 * The response schemas (responseSchemas.ts) cost the TypeScript compiler about 8 s to generate, and three test
 * files of a run need them: they are kept in the system's temp folder under the hash of the SDK's sources they
 * are generated from, so a run generates them once and any change to a type makes new ones.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { responseSchemas } from './responseSchemas';
import type { JsonSchema } from './responseSchemas';

const SDK_SOURCES = path.dirname(path.dirname(require.resolve('@times/shared-sdk/contract')));

/** Every TypeScript file under the SDK's src/, in a stable order (tests left out: they declare no type used). */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
}

/** The hash of the SDK's sources (names and contents) and of the generator itself. */
export function schemaSourcesHash(sdkSources = SDK_SOURCES): string {
  const hash = createHash('sha256');
  for (const file of [...sourceFiles(sdkSources), path.join(__dirname, 'responseSchemas.ts')]) {
    hash.update(path.relative(sdkSources, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

export function cachedResponseSchemas(
  generate: () => Map<string, JsonSchema> = responseSchemas,
  dir = path.join(os.tmpdir(), 'times-contract-schemas'),
  key = schemaSourcesHash(),
): Map<string, JsonSchema> {
  const file = path.join(dir, `${key}.json`);
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, JsonSchema>));
  } catch {
    // Not made yet (or unreadable): generate, then write it whole (a temp file renamed), for the next reader.
  }
  const schemas = generate();
  fs.mkdirSync(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(Object.fromEntries(schemas)));
  fs.renameSync(temp, file);
  return schemas;
}
