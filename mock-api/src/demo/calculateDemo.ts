/**
 * The demo's rosters: last month's, then this month's (and next month's when this one is nearly over:
 * demoMonths.ts), history running from one into the next, for
 * Pretoria Central by 'Calculate all shifts of this site' and for the other site by its one
 * shift; each waited for, then published (the rostered employees get their days by the outbox).
 */
import { Paths } from '../contract';
import type { RouteContext } from '../routes/context';
import type { DemoCaller } from './demoCaller';
import { demoMonths } from './demoMonths';
import type { DemoSetup } from './setUpDemo';

/** A demo roster: its shift and reference. */
export interface DemoRoster {
  key: string;
  std: string;
  sftd: string;
  rstd: string;
  start: string;
}

const POLL_MS = 200;
const LONGEST_MS = 15 * 60 * 1000;

/** Resolves once the roster is no longer Processing; throws when it Failed, was removed or took too long. */
async function settled(ctx: RouteContext, rstd: string, stopped: () => boolean): Promise<void> {
  const until = Date.now() + LONGEST_MS;
  for (;;) {
    const roster = await ctx.repos.rosters.ofRstd(rstd);
    if (!roster) throw new Error(`demo: roster ${rstd} is gone`);
    if (roster.status === 'Successful') return;
    if (roster.status === 'Failed') throw new Error(`demo: roster ${rstd} failed: ${roster.failure_reason}`);
    if (stopped()) throw new Error('demo: the server stopped');
    if (Date.now() > until) throw new Error(`demo: roster ${rstd} still Processing`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function calculateSite(api: DemoCaller, setup: DemoSetup, std: string, start: string): Promise<DemoRoster[]> {
  const shifts = setup.shifts.filter((shift) => shift.std === std);
  if (shifts.length > 1) {
    const answer = await api.ok(Paths.rosters.startSiteCalculation, { std, start_date: start, recalculate: 0 });
    const started = answer.site_rosters as { sftd: string; status: string; roster_ref: string }[];
    return shifts.map((shift) => {
      const part = started.find((one) => one.sftd === shift.sftd);
      if (part?.status !== 'OK') throw new Error(`demo: shift ${shift.key} did not start: ${part?.status}`);
      return { ...shift, rstd: part.roster_ref, start };
    });
  }
  return Promise.all(
    shifts.map(async (shift) => {
      const answer = await api.ok(Paths.rosters.startCalculation, {
        std,
        sftd: shift.sftd,
        start_date: start,
        roster_ref: '',
        recalculate: 0,
      });
      return { ...shift, rstd: String(answer.roster_ref), start };
    }),
  );
}

/** Calculates and publishes every demo roster; answers them, last month's first. */
export async function calculateDemo(
  api: DemoCaller,
  ctx: RouteContext,
  setup: DemoSetup,
  stopped: () => boolean,
): Promise<DemoRoster[]> {
  const { starts } = demoMonths(ctx.now());
  const rosters: DemoRoster[] = [];
  for (const start of starts) {
    // The sites are independent: both are calculated at once.
    const started = (await Promise.all(setup.sites.map((std) => calculateSite(api, setup, std, start)))).flat();
    for (const roster of started) await settled(ctx, roster.rstd, stopped);
    rosters.push(...started);
  }
  for (const roster of rosters) {
    await api.ok(Paths.rosters.publish, { std: roster.std, sftd: roster.sftd, roster_ref: roster.rstd });
  }
  return rosters;
}
