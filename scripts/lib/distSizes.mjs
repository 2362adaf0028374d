/** Sizes of every file of a dist folder: raw bytes and gzip bytes (zlib level 9). */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** @returns {Array<{ file: string, raw: number, gzip: number }>} sorted by file name; [] if dir is missing */
export function distSizes(dir) {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return files
    .map((entry) => {
      const full = path.join(entry.parentPath ?? entry.path, entry.name);
      const content = fs.readFileSync(full);
      return {
        file: path.relative(dir, full).split(path.sep).join('/'),
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: 9 }).length,
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
}

/** Totals of the .js files. */
export function jsTotals(sizes) {
  const js = sizes.filter((s) => s.file.endsWith('.js'));
  return { files: js.length, raw: js.reduce((n, s) => n + s.raw, 0), gzip: js.reduce((n, s) => n + s.gzip, 0) };
}
