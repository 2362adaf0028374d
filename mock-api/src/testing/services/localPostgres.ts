/**
 * A private PostgreSQL for one test file or bench run: Debian's server binaries (package
 * postgresql, installed by .ci/run), a cluster in a temporary folder, listening on a free
 * loopback port, stopped and deleted by stop(). Durability is off (fsync, synchronous commit):
 * the data lives as long as the test. Run as root, the server runs as the postgres user.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './processes';

export interface LocalService {
  /** The connection URL, e.g. postgres://times@127.0.0.1:41234/times. */
  url: string;
  stop(): Promise<void>;
}

const SERVER_USER = 'postgres';

/** The folder of initdb and postgres: Debian's newest /usr/lib/postgresql/<major>/bin. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error("PostgreSQL's server is not installed: apt-get install -y postgresql (.ci/run installs it)");
  return path.join(root, newest, 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** A command as the server's user when this process is root (PostgreSQL refuses to run as root). */
const asServerUser = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];

export async function startLocalPostgres(): Promise<LocalService> {
  const bin = postgresBinDir();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'times-pg-'));
  const data = path.join(folder, 'data');
  if (asRoot) execFileSync('chown', [SERVER_USER, folder]);
  execFileSync(
    ...asServerUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'times',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]),
    { stdio: 'pipe' },
  );
  const port = await freePort();
  const server = spawn(
    ...asServerUser(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    // pg_ctl as the server's user: a signal to runuser would not reach the server.
    if (server.exitCode === null)
      execFileSync(...asServerUser(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-s']), {
        stdio: 'pipe',
      });
    await exited;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitFor(
      `PostgreSQL on port ${port}`,
      () => log.includes('ready to accept connections'),
      () => log,
    );
    execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'times', 'times']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://times@127.0.0.1:${port}/times`, stop };
}
