/**
 * `npm run worker` as its own process for a test (node with tsx's loader, so a kill reaches the
 * worker itself): started on a Redis, ready once it says so, stopped gently or killed outright.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitFor } from './processes';

const ROOT = path.resolve(__dirname, '../../../..');

export interface WorkerProcess {
  /** What it printed so far. */
  output(): string;
  /** SIGTERM: it finishes the jobs under way and exits. */
  stop(): Promise<void>;
  /** SIGKILL: gone mid-job, as a machine that dies. */
  kill(): Promise<void>;
}

export async function startWorkerProcess(redisUrl: string, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/src/worker.ts'], {
    cwd: ROOT,
    env: { ...process.env, REDIS_URL: redisUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => (log += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitFor(
      'the calculation worker',
      () => log.includes('Worker ready'),
      () => log,
      // tsx compiles the worker on its first start: slow on a busy 2-core machine.
      60_000,
    );
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return { output: () => log, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
