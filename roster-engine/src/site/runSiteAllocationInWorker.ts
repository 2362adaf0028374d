/** The API's way to allocate a site's days (allocateSite.ts) in a worker thread, so the server keeps answering. */
import path from 'node:path';
import { runInWorker } from '../worker/runInWorker';
import type { WorkerRunOptions } from '../worker/runInWorker';
import type { SiteAllocation, SiteAllocationInput } from './allocateSite';

export const SITE_ALLOCATION_MODULE = path.join(__dirname, `allocateSite${path.extname(__filename) || '.ts'}`);

/** Time allowed beyond the search's own cap (worker start, TypeScript and HiGHS loading). */
const OVERHEAD_MS = 20_000;

export function runSiteAllocationInWorker(
  input: SiteAllocationInput,
  options: Partial<WorkerRunOptions> = {},
): Promise<SiteAllocation> {
  return runInWorker<SiteAllocationInput, SiteAllocation>(
    { modulePath: SITE_ALLOCATION_MODULE, exportName: 'allocateSite' },
    input,
    { timeoutMs: input.timeLimitSec * 1000 + OVERHEAD_MS, ...options },
  );
}
