/**
 * A private Redis for one test file or bench run: Debian's redis-server (package redis-server,
 * installed by .ci/run) on a free loopback port, nothing saved to disk, stopped by stop().
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LocalService } from './localPostgres';
import { freePort, waitFor } from './processes';

const SERVER = '/usr/bin/redis-server';

/** `port`: a given one (e.g. to bring a stopped Redis back where its clients look for it). */
export async function startLocalRedis(port?: number): Promise<LocalService> {
  if (!fs.existsSync(SERVER))
    throw new Error('Redis is not installed: apt-get install -y redis-server (.ci/run installs it)');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'times-redis-'));
  port ??= await freePort();
  const server = spawn(
    SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const collect = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitFor(
      `Redis on port ${port}`,
      () => /Ready to accept connections/i.test(log),
      () => log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
