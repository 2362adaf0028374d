/**
 * Issue 33's write rows of the backend bench: leave days added on distinct employees by 1 and by 32
 * callers at once, each caller on employees of its own and each writing one after the other, the
 * callers spread over the API processes; throughput (writes a second), p95 and errors. On one
 * lock for every write, 32 callers are no faster than one; writes that lock only their rows are.
 */
import { Paths } from '../../mock-api/src/contract';
import type { RequestSession } from '../../mock-api/src/contract';
import { envelopeClient } from '../../mock-api/src/testing/envelopeClient';
import { percentile } from './apiLoad';

export interface ThroughputFigures {
  callers: number;
  writes: number;
  perSecond: number;
  p95: number;
  errors: number;
}

/** A leave day no other run of the bench writes: `year` apart per run, the caller's day in January. */
const dayOf = (year: number, i: number): string => new Date(Date.UTC(year, 0, 1 + (i % 28))).toISOString().slice(0, 10);

export async function measureConcurrentWrites(
  urls: readonly string[],
  admin: RequestSession,
  employees: readonly string[],
  { callers, perCaller, year }: { callers: number; perCaller: number; year: number },
): Promise<ThroughputFigures> {
  if (callers * perCaller > employees.length) throw new Error('not enough employees for distinct writes');
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      const client = envelopeClient(urls[caller % urls.length]!);
      for (let i = 0; i < perCaller; i += 1) {
        const empd = employees[caller * perCaller + i]!;
        const at = performance.now();
        const reply = await client.call(Paths.employees.leaveAdd, { empd, leave_day: dayOf(year, caller) }, admin);
        times.push(performance.now() - at);
        if ((reply.body as { status?: string } | undefined)?.status !== 'OK') errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    callers,
    writes: times.length,
    perSecond: times.length / seconds,
    p95: percentile(times, 95),
    errors,
  };
}
