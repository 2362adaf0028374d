/**
 * Issue 33's row of a write that moved off the store head's lock with its domain: select app, each organisation's
 * admin choosing their own app again and again (the session's row and the recent apps' row of their own), by 1
 * caller and by many at once, spread over the API processes. On one lock for every write, many callers are no
 * faster than one; writes of their own rows are.
 */
import { Paths } from '../../mock-api/src/contract';
import type { RequestSession } from '../../mock-api/src/contract';
import { selection } from '../../mock-api/src/testing/harness';
import { envelopeClient } from '../../mock-api/src/testing/envelopeClient';
import { percentile } from './apiLoad';
import type { ThroughputFigures } from './concurrentWrites';
import type { BenchOrganisation } from './organisations';
import { signInOrganisationAdmin } from './organisations';

interface Caller {
  url: string;
  admin: RequestSession;
  app: object;
}

/** `callers` admins of organisations of their own, signed in (each on the process it will call). */
export async function signInCallers(
  urls: readonly string[],
  organisations: readonly BenchOrganisation[],
  callers: number,
): Promise<Caller[]> {
  if (callers > organisations.length) throw new Error('not enough organisations for distinct callers');
  return Promise.all(
    organisations.slice(0, callers).map(async (organisation, i) => {
      const url = urls[i % urls.length]!;
      return {
        url,
        admin: await signInOrganisationAdmin(url, organisation),
        app: selection({ app_id: organisation.appId, isOwn: 0, cmpd: organisation.cmpd }),
      };
    }),
  );
}

export async function measureSelectApps(callers: readonly Caller[], perCaller: number): Promise<ThroughputFigures> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    callers.map(async ({ url, admin, app }) => {
      const client = envelopeClient(url);
      for (let i = 0; i < perCaller; i += 1) {
        const at = performance.now();
        const reply = await client.call(Paths.apps.selectApp, app, admin);
        times.push(performance.now() - at);
        if ((reply.body as { status?: string } | undefined)?.status !== 'OK') errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    callers: callers.length,
    writes: times.length,
    perSecond: times.length / seconds,
    p95: percentile(times, 95),
    errors,
  };
}
