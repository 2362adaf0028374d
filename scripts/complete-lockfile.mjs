#!/usr/bin/env node
/**
 * npm run lock:complete — run after `npm install` changes package-lock.json.
 *
 * The registry mirror these machines reach lacks some platform builds of native packages
 * (e.g. @swc/core-darwin-arm64 at the newest version). npm then writes a lockfile without them,
 * and `npm ci` refuses it ("Missing: … from lock file"). This adds each missing optional platform
 * package as an entry with its version and the os/cpu its name declares, so `npm ci` accepts the
 * lockfile and skips them on platforms they are not for (as it does for any optional package).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

const file = path.join(ROOT, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const added = [];
for (const [key, meta] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
    lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
    added.push(`${dep}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'lockfile complete');
