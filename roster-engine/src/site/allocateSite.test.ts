/**
 * The joint allocation of a site's days: on a day/night site where the day shift could take the shared guards the
 * night needs, it covers every place of both shifts, keeps every hard rule of the site model, and replays by seed.
 */
import { checkAllocation } from './allocationChecks';
import { allocateSite } from './allocateSite';
import { runSiteAllocationInWorker } from './runSiteAllocationInWorker';
import { daySite, guard } from './siteFixtures';

const BUDGET = { seed: 3, timeLimitSec: 20, maxIterations: 30 };
/** Two day-only guards cannot cover the day shift (2 a day, 5 days in a row at most): the shared ones must help. */
const tightSite = () => daySite({ dayOnly: [guard('D1'), guard('D2')], both: [guard('S1'), guard('S2'), guard('S3')] });

describe('allocateSite', () => {
  it('covers every place of a day/night site, with rest after each night, within every limit', async () => {
    const models = tightSite();
    const allocation = await allocateSite({ models, ...BUDGET });
    expect(checkAllocation(models, allocation)).toEqual({ open: 0, broken: [] });
    expect(allocation.objective).toBe(0);
  }, 30_000);

  it('gives the same allocation for the same seed', async () => {
    const models = tightSite();
    const a = await allocateSite({ models, ...BUDGET });
    const b = await allocateSite({ models, ...BUDGET });
    expect(b.rosters).toEqual(a.rosters);
  }, 30_000);

  it('takes any unsigned 32-bit seed (the API derives them from roster references)', async () => {
    const models = tightSite();
    const allocation = await allocateSite({ models, ...BUDGET, seed: 4_000_000_000 });
    expect(checkAllocation(models, allocation)).toEqual({ open: 0, broken: [] });
  }, 30_000);

  it('runs in a worker thread', async () => {
    const models = tightSite();
    const allocation = await runSiteAllocationInWorker({ models, ...BUDGET });
    expect(checkAllocation(models, allocation).broken).toEqual([]);
    expect(allocation.rosters.map((days) => days.length)).toEqual([28, 14]);
  }, 60_000);

  it('keeps nothing for a site without employees', async () => {
    const allocation = await allocateSite({ models: daySite(), ...BUDGET });
    expect(allocation.rosters).toEqual([[], []]);
  });
});
