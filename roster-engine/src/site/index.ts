/** A site's shifts planned together: the joint allocation of days to shifts (see allocateSite.ts). */
export { siteAllocationModel, SITE_COVER_BASE, SITE_COVER_PER_PRIORITY, SITE_OVER_COVER } from './siteModel';
export type { SiteAllocationModel, SiteType } from './siteModel';
export { allocateSite } from './allocateSite';
export type { AllocatedDay, SiteAllocation, SiteAllocationInput } from './allocateSite';
export { runSiteAllocationInWorker } from './runSiteAllocationInWorker';
