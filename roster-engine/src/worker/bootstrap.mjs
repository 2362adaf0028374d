/**
 * Entry of the roster worker thread (plain ESM JavaScript, so Node can start it as it is).
 *
 * On Node 20, `new Worker(file.ts, { execArgv: ['--import', 'tsx'] })` fails with
 * ERR_UNKNOWN_FILE_EXTENSION: the loader hooks that `--import tsx` registers are not applied to the
 * worker's own entry file. So the worker starts here, registers tsx's CommonJS and ESM loaders with
 * its public API (tsx/cjs/api, tsx/esm/api), and only then imports the TypeScript module named in
 * each task. Every module that one imports is compiled by tsx too.
 *
 * A worker serves one task after another (runInWorker.ts keeps idle ones warm for the next): each message is a task
 * { modulePath, exportName, input, stopFlag }, called as `task(input, { shouldStop })`, where shouldStop() turns
 * true when the main thread sets that task's shared stop flag. The answer is one message: { ok: true, result } or
 * { ok: false, error }. A module imported for one task stays loaded for the next.
 */
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

registerCommonJs();
registerEsm();

if (!parentPort) throw new Error('bootstrap.mjs runs in a worker thread only');
const port = parentPort;

function describe(error) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? '' };
  return { name: 'Error', message: String(error), stack: '' };
}

async function run({ modulePath, exportName, input, stopFlag }) {
  const flag = stopFlag ? new Int32Array(stopFlag) : null;
  const shouldStop = () => flag !== null && Atomics.load(flag, 0) === 1;
  try {
    const namespace = await import(pathToFileURL(modulePath).href);
    const task = namespace[exportName] ?? namespace.default?.[exportName];
    if (typeof task !== 'function') throw new Error(`${modulePath} has no function ${exportName}`);
    const result = await task(input, { shouldStop });
    port.postMessage({ ok: true, result });
  } catch (error) {
    port.postMessage({ ok: false, error: describe(error) });
  }
}

port.on('message', (task) => void run(task));
