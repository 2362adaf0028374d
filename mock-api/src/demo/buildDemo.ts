/**
 * The living demo (issue 17), built in the background on a fresh store when `config.demo` is on
 * (npm start and the e2e stack): the set-up through the wizard, last month's and this month's
 * rosters (and next month's near a month's end: demoMonths.ts) calculated and published, then a few
 * pinned edits and an absence on the latest Day roster of Pretoria Central; two employees linked
 * to their accounts, each with time off waiting, and clock records for this month's days gone by
 * (issue 31). The API answers calls meanwhile; the record in `demo` says how far
 * it got, and the console says when it is ready or why it failed.
 */
import { isoAt } from '../routes/context';
import type { RouteContext } from '../routes/context';
import { calculateDemo } from './calculateDemo';
import { demoCaller } from './demoCaller';
import { DEMO_APP } from './demoPlan';
import { claimDemo, recordDemo } from './demoState';
import { editDemo } from './editDemo';
import { employeeDemo } from './employeeDemo';
import { writeClockDemo } from './clockDemo';
import { setUpDemo } from './setUpDemo';

export interface DemoBuild {
  /** Resolves when the build ended (ready, failed or nothing to do); never rejects. */
  done: Promise<void>;
  /** Asks a running build to stop at its next step (the server is closing). */
  stop(): void;
  /** Whether it is still going. */
  running(): boolean;
}

async function build(ctx: RouteContext, stopped: () => boolean): Promise<{ message: string; edited: string }> {
  const owner = (await ctx.repos.apps.confirmedApp(DEMO_APP))?.owner_user_id;
  if (owner === undefined) throw new Error('demo: the demo app has no owner');
  const api = await demoCaller(ctx, DEMO_APP, owner);
  try {
    const setup = await setUpDemo(api);
    const rosters = await calculateDemo(api, ctx, setup, stopped);
    const day = rosters.filter((roster) => roster.key === 'day').at(-1);
    if (day) await editDemo(api, ctx, day);
    await employeeDemo(api, ctx, day);
    await writeClockDemo(ctx, owner);
    const message = `${setup.shifts.length} shifts on ${setup.sites.length} sites, ${rosters.length} rosters published`;
    return { message, edited: day?.start ?? '' };
  } finally {
    await api.close();
  }
}

/** Whether this process builds (the demo's record claimed), or answers at once (skipped, built before, or another process builds). */
async function prepare(ctx: RouteContext): Promise<boolean> {
  return await claimDemo(ctx.store, ctx.now(), ctx.instances.id, await ctx.instances.live());
}

export function startDemoBuild(ctx: RouteContext): DemoBuild {
  let stopped = false;
  const { store, config } = ctx;
  let going = true;
  const done = prepare(ctx).then(async (building) => {
    if (!building) return;
    config.logger.info('Demo: setting up Acme Times and calculating its rosters in the background…');
    await build(ctx, () => stopped).then(
      async ({ message, edited }) => {
        await recordDemo(store, ctx.now(), { state: 'ready', finished_at: isoAt(ctx.now()), message, edited });
        config.logger.info(`Demo ready: ${message}.`);
      },
      async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        await recordDemo(store, ctx.now(), { state: 'failed', finished_at: isoAt(ctx.now()), message });
        config.logger.error('Demo build failed (npm run reset-db starts it again):', error);
      },
    );
  });
  void done.finally(() => (going = false));
  return { done, stop: () => (stopped = true), running: () => going };
}
