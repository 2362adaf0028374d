/**
 * Crash-safe file replacement: the new content goes to a temp file in the same folder, is
 * flushed to disk (fsync), then renamed over the target. rename() within one file system is
 * atomic, so a reader (or a restart after a crash) sees either the old file or the new one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The fs calls used, injectable so tests can watch the sequence or simulate a crash. */
export type AtomicFs = Pick<
  typeof fs,
  'mkdirSync' | 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'rmSync'
>;

const TEMP_SUFFIX = '.tmp';

/** Temp files of `file` start with this prefix (hidden, same folder). */
export const tempPrefix = (file: string): string => `.${path.basename(file)}.`;

export function writeFileAtomic(file: string, content: string | Uint8Array, ops: AtomicFs = fs): void {
  const dir = path.dirname(file);
  ops.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `${tempPrefix(file)}${process.pid}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
  const fd = ops.openSync(temp, 'wx', 0o600);
  try {
    try {
      if (typeof content === 'string') ops.writeSync(fd, content);
      else ops.writeSync(fd, content);
      ops.fsyncSync(fd);
    } finally {
      ops.closeSync(fd);
    }
    ops.renameSync(temp, file);
  } catch (error) {
    ops.rmSync(temp, { force: true });
    throw error;
  }
  syncDirectory(dir);
}

/** Make the rename itself durable. Not possible on every platform, hence best effort. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Windows cannot fsync a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Remove temp files a crash left behind (they never hold the only copy of anything). */
export function removeStaleTemps(file: string): void {
  const dir = path.dirname(file);
  if (!fs.existsSync(dir)) return;
  const prefix = tempPrefix(file);
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(prefix) && name.endsWith(TEMP_SUFFIX)) fs.rmSync(path.join(dir, name), { force: true });
  }
}
