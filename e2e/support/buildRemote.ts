/**
 * Builds one remote alone into a folder of its own, as its team would for a redeploy. `env` adds
 * build settings, e.g. TIMES_SDK_FIXTURE to build it against another SDK version.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export function buildRemote(dir: string, buildId: string, env: Record<string, string> = {}): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `times-${dir}-`));
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--config', 'webpack.config.js'], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, NODE_ENV: 'production', TIMES_OUT_DIR: outDir, TIMES_BUILD_ID: buildId, ...env },
    stdio: 'pipe',
  });
  return outDir;
}
