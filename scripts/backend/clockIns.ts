/**
 * Issue 33's shift change: every employee of the bench's clocking organisations clocks in at their
 * site's kiosk within one window (by default 500 employees of 50 organisations in 10 seconds, each
 * at its own moment of the window, in an order that mixes the organisations), and a tenth of them
 * send theirs again (a kiosk's offline queue): each recorded exactly once, latency per call.
 */
import { Paths } from '../../mock-api/src/contract';
import type { RequestSession } from '../../mock-api/src/contract';
import { envelopeClient } from '../../mock-api/src/testing/envelopeClient';
import { percentile } from './apiLoad';
import { signInOrganisationAdmin } from './organisations';
import type { BenchOrganisation } from './organisations';

export interface ClockInFigures {
  clockIns: number;
  resent: number;
  seconds: number;
  p95: number;
  errors: number;
  /** What the calls that failed answered (status or error), with how many. */
  failures: Record<string, number>;
}

/** The site's wall clock is UTC+2: its time 'YYYY-MM-DDTHH:MM' of an instant. */
const siteTimeOf = (ms: number): string => new Date(ms + 2 * 3_600_000).toISOString().slice(0, 16);

const statusOf = (body: unknown) => (body as { status?: string } | undefined)?.status;

export async function measureClockIns(
  urls: readonly string[],
  organisations: readonly BenchOrganisation[],
  { windowMs, run }: { windowMs: number; run: string },
): Promise<ClockInFigures> {
  const admins = await Promise.all(
    organisations.map((organisation, i) => signInOrganisationAdmin(urls[i % urls.length]!, organisation)),
  );
  const clocks = organisations.flatMap((organisation, o) =>
    organisation.employees.map((empd, e) => ({
      o,
      empd,
      std: organisation.std,
      // A kiosk's ref: 8 to 64 of A-Z, a-z, 0-9, _ and -.
      ref: `${run}-${String(o).padStart(4, '0')}-${String(e).padStart(5, '0')}`,
    })),
  );
  // Organisation by organisation would be one at a time: by employee, then organisation.
  clocks.sort((a, b) => a.ref.split('-')[2]!.localeCompare(b.ref.split('-')[2]!) || a.o - b.o);
  const times: number[] = [];
  let errors = 0;
  const failures: Record<string, number> = {};
  const started = performance.now();
  const send = async (clock: (typeof clocks)[number], session: RequestSession) => {
    const client = envelopeClient(urls[clock.o % urls.length]!);
    const nowMs = Date.now();
    const payload = {
      std: clock.std,
      empd: clock.empd,
      kind: 'in',
      at: siteTimeOf(nowMs),
      instant: new Date(nowMs).toISOString(),
      method: 'face',
      ref: clock.ref,
      photo: '',
    };
    const at = performance.now();
    const reply = await client
      .call(Paths.attendance.clock, payload, session)
      .catch((error: unknown) => ({ body: { status: String(error) } }));
    times.push(performance.now() - at);
    const status = statusOf(reply.body) ?? JSON.stringify(reply.body);
    if (status !== 'OK') {
      errors += 1;
      failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  const resent = clocks.filter((_, i) => i % 10 === 0);
  await Promise.all(
    [...clocks, ...resent].map(async (clock, i) => {
      const due = (i / (clocks.length + resent.length)) * windowMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - (performance.now() - started))));
      await send(clock, admins[clock.o]!);
    }),
  );
  return {
    clockIns: clocks.length,
    resent: resent.length,
    seconds: (performance.now() - started) / 1000,
    p95: percentile(times, 95),
    errors,
    failures,
  };
}
