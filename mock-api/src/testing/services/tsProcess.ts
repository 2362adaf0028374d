/**
 * A TypeScript entry point of the repository run as its own process (node with tsx's loader, so a
 * signal reaches it and not a wrapper): started, ready once it prints `readyText`, stopped gently
 * or killed outright. The worker process of the queue tests and the API of the backend bench.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitFor } from './processes';

const ROOT = path.resolve(__dirname, '../../../..');

export interface TsProcess {
  /** The process id (its memory is read from /proc by the backend bench). */
  pid: number;
  /** What it printed so far. */
  output: () => string;
  /** SIGTERM: it ends its work under way and exits. */
  stop: () => Promise<void>;
  /** SIGKILL: gone at once, as a machine that dies. */
  kill: () => Promise<void>;
}

export async function startTsProcess(
  entry: string,
  {
    env = {},
    nodeArgs = [],
    readyText,
    what,
  }: { env?: Record<string, string>; nodeArgs?: readonly string[]; readyText: string; what: string },
): Promise<TsProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
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
    // tsx compiles the entry on its first start: slow on a busy 2-core machine.
    await waitFor(
      what,
      () => log.includes(readyText),
      () => log,
      60_000,
    );
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return { pid: child.pid ?? 0, output: () => log, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
