/** Production builds of the apps: one `npx webpack` child per app, a few at a time. */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { APPS, appDir } from './apps.mjs';

/**
 * Build one app in its folder. Never rejects: resolves { app, ok, seconds, code, output }.
 * @param {object} app an entry of APPS
 * @param {{ env?: Record<string,string> }} [options]
 */
export function buildApp(app, { env = {} } = {}) {
  const started = performance.now();
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...process.env, NODE_ENV: 'production', ...env };
  // Each app writes into its own <app>/dist: a stray TIMES_OUT_DIR would send all six into one folder.
  if (!('TIMES_OUT_DIR' in env)) delete childEnv.TIMES_OUT_DIR;
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npx', ['--no', '--', 'webpack', '--config', 'webpack.config.js'], {
      cwd: appDir(app),
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const finish = (code, error) => {
      const output = Buffer.concat(chunks).toString('utf8') + (error ? `\n${error.stack || error}` : '');
      resolve({ app, ok: code === 0, code, seconds: (performance.now() - started) / 1000, output });
    };
    child.once('error', (error) => finish(null, error));
    child.once('close', (code, signal) => finish(signal ? `signal ${signal}` : code));
  });
}

/**
 * Build several apps, `concurrency` at a time, in APPS order.
 * @param {{ apps?: object[], concurrency?: number, env?: Record<string,string>, onStart?: (app) => void, onDone?: (result) => void }} [options]
 * @returns {Promise<Array<{ app, ok, seconds, code, output }>>} in the order of `apps`
 */
export async function buildAll({
  apps = APPS,
  concurrency = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length)),
  env = {},
  onStart,
  onDone,
} = {}) {
  // One build id for the whole run, so every app of a deployment carries the same label.
  const buildEnv = { TIMES_BUILD_ID: process.env.TIMES_BUILD_ID || new Date().toISOString(), ...env };
  const results = new Array(apps.length);
  let next = 0;
  const worker = async () => {
    while (next < apps.length) {
      const index = next++;
      onStart?.(apps[index]);
      results[index] = await buildApp(apps[index], { env: buildEnv });
      onDone?.(results[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, apps.length) }, worker));
  return results;
}

/** Rows for printTable: app / seconds / status. */
export const buildRows = (results) =>
  results.map((r) => ({
    app: r.app.dir,
    seconds: r.seconds.toFixed(1),
    status: r.ok ? 'ok' : `FAILED (exit ${r.code})`,
  }));
