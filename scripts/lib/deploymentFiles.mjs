/**
 * The deployment files an app serves beside itself (runtime-config.json, and the shell's remotes.json),
 * read as they are now: a file edited in place (a remote moved to a new URL) counts on the next request.
 * A JSON override given to serveStatic is read live (the stack edits it in place); a disk file is
 * parsed again only when its modification time or size changed. A file that is missing reads as
 * undefined; one that does not parse (caught mid-write) keeps its last good content.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DEPLOYMENT_FILES = { runtimeConfig: 'runtime-config.json', remotesManifest: 'remotes.json' };

/** A reader of one JSON file on disk, cached by modification time and size. */
function diskJson(file) {
  let seen = null; // { stamp, value }
  return () => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      seen = null;
      return undefined;
    }
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (seen?.stamp === stamp) return seen.value;
    try {
      seen = { stamp, value: JSON.parse(fs.readFileSync(file, 'utf8')) };
    } catch {
      return seen?.value; // half-written: the previous content until the write completes
    }
    return seen.value;
  };
}

/** A reader of an override's content (object: live; string or Buffer: parsed once). */
function overrideJson(content) {
  if (typeof content === 'object' && !Buffer.isBuffer(content)) return () => content;
  let value;
  try {
    value = JSON.parse(String(content));
  } catch {
    value = undefined;
  }
  return () => value;
}

/**
 * @param {object} options
 * @param {string} options.dir the served folder
 * @param {Record<string, unknown>} [options.overrides] serveStatic's overrides (URL path -> content)
 * @returns {() => { runtimeConfig?: object, remotesManifest?: object }}
 */
export function deploymentReader({ dir, overrides = {} }) {
  const readers = Object.entries(DEPLOYMENT_FILES).map(([key, name]) => {
    const override = overrides[`/${name}`];
    const read = override === undefined ? diskJson(path.join(dir, name)) : overrideJson(override);
    return /** @type {const} */ ([key, read]);
  });
  return () => Object.fromEntries(readers.map(([key, read]) => [key, read()]));
}
