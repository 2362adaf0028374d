/**
 * Long-running child processes (the mock API) and shutdown on exit / Ctrl-C.
 * Each child runs in its own process group, so killing the group also ends what npx/tsx spawn below it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const live = new Set();
const shutdownTasks = new Set();

/** Signal a child's whole process group (falls back to the child alone). */
function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

// Last resort when the parent exits without closing: synchronous, so only a signal can be sent.
process.on('exit', () => {
  for (const entry of live) killGroup(entry.child, 'SIGTERM');
});

/**
 * Spawn a process group and keep its output.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, name?: string, log?: boolean|string, keepLines?: number }} [options]
 *   log: true prints each line prefixed with [name]; a string appends the output to that file; false keeps it quiet.
 *   The last keepLines lines are always kept for error messages (output()).
 */
export function spawnGroup(command, args, { cwd, env, name = command, log = true, keepLines = 200 } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const file = typeof log === 'string' ? fs.createWriteStream(log, { flags: 'a' }) : null;
  const onData = (stream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      file?.write(text);
      const parts = (partial + text).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > keepLines) lines.shift();
        if (log === true) console.log(`[${name}] ${line}`);
      }
    });
    stream.on('end', () => {
      if (partial) {
        lines.push(partial);
        if (log === true) console.log(`[${name}] ${partial}`);
      }
    });
  };
  onData(child.stdout);
  onData(child.stderr);

  const entry = { child };
  live.add(entry);
  let spawnError;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      spawnError = error;
      live.delete(entry);
      resolve({ code: null, signal: null, error });
    });
    child.once('exit', (code, signal) => {
      live.delete(entry);
      resolve({ code, signal });
    });
  }).finally(() => file?.end());

  return {
    child,
    name,
    exited,
    /** The error or exit status once the process is gone, else undefined. */
    get ended() {
      if (spawnError) return `could not start: ${spawnError.message}`;
      if (child.exitCode !== null) return `exited with code ${child.exitCode}`;
      if (child.signalCode !== null) return `killed by ${child.signalCode}`;
      return undefined;
    },
    /** The last lines of output. */
    output: () => lines.join('\n'),
    /** SIGTERM the group, SIGKILL after timeoutMs; resolves once the child has exited. */
    async stop(timeoutMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null || spawnError) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
      // The leader is gone; make sure nothing it started lives on in the group.
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* group empty */
      }
    },
  };
}

let handlersInstalled = false;
let shuttingDown = false;

async function onSignal(signal) {
  if (shuttingDown) process.exit(signal === 'SIGINT' ? 130 : 143); // second Ctrl-C: stop waiting
  shuttingDown = true;
  const timeout = new Promise((resolve) => setTimeout(resolve, 8000).unref());
  await Promise.race([Promise.allSettled([...shutdownTasks].map((task) => task())), timeout]);
  process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGHUP' ? 129 : 143);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Run task (async cleanup) when the process gets SIGINT/SIGTERM/SIGHUP, then exit.
 * Returns a function that unregisters it; the signal handlers are removed when no task is left.
 */
export function onShutdown(task) {
  shutdownTasks.add(task);
  if (!handlersInstalled) {
    for (const signal of SIGNALS) process.on(signal, onSignal);
    handlersInstalled = true;
  }
  return () => {
    shutdownTasks.delete(task);
    if (shutdownTasks.size === 0 && handlersInstalled && !shuttingDown) {
      for (const signal of SIGNALS) process.off(signal, onSignal);
      handlersInstalled = false;
    }
  };
}
