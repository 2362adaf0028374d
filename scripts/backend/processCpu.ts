/**
 * Where a run's CPU went, read from Linux's /proc: the API processes', the database server's (its
 * postmaster, found by its port, and every backend under it) and this bench process's own (its
 * callers). On a 2-core machine the three share the cores, so their sum per write bounds the
 * throughput any number of callers can reach (issue 33's scaling row).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Linux's clock ticks a second (USER_HZ), the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

/** User + system CPU of a process so far, in seconds; 0 when it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

const pids = (args: string[]): number[] => {
  try {
    return execFileSync('pgrep', args, { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

const commandOf = (pid: number): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** The database server listening on the URL's port, with its backends; 0 when it cannot be found. */
export function postgresCpuSeconds(url: string): number {
  const port = new URL(url).port;
  // The server itself, not the runuser that started it as the postgres user (its command line matches too).
  const postmaster = pids(['-f', `postgres .*-p ${port} `]).find((pid) => commandOf(pid) === 'postgres');
  if (!postmaster) return 0;
  return [postmaster, ...pids(['-P', String(postmaster)])].reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
}

/** This process's CPU so far, in seconds. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
