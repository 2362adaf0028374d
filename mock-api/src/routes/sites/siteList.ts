/**
 * /api/site/32343 the site list of the selected app: a filter (0 all, 1 client cntd, 2 group gd,
 * 3 operations manager opsd in flt_id; 4 inside the map box n_lat/n_lng/s_lat/s_lng), newest
 * first, SITE_PAGE_SIZE a page: pg 1 the first page, pg 2 the page after the cursor
 * (lst_date, lst_count) the previous answer carried. Answers ttl (all matching), the new cursor
 * and the sites with live employee totals. Needs the SITES right.
 */
import type { CallInput } from '../../contract';
import { FormId, Contract, RightId, SiteFilter, Status } from '../../contract';
import { requireUser } from '../../sessions/sessions';
import { toSiteRow } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiCall, ApiResult, ApiRoute, RouteContext } from '../context';
import { guardedRoute } from '../guardedRoute';
import { schemaOf } from '../schemaOf';

const BY_ID: readonly number[] = [SiteFilter.CLIENT, SiteFilter.GROUP, SiteFilter.OPS_MANAGER];

const contract = Contract.sites.list;

const listRoute = guardedRoute(contract, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: query, appId, ctx }) => {
    const { sites, ...page } = await ctx.repos.sites.page(appId, query);
    return { status: Status.OK, ...page, sites: sites.map(toSiteRow) };
  },
});

/** The query's own refusals: a filter without its id, a box upside down, a next page without a date. */
function queryRefusal(query: CallInput<typeof contract>): ApiResult | undefined {
  if (BY_ID.includes(query.flt) && !query.flt_id) return setupErrors.missingFilterId;
  if (query.flt === SiteFilter.LOCATION && query.s_lat > query.n_lat) return setupErrors.invalidBounds;
  if (query.pg === 2 && Number.isNaN(Date.parse(query.lst_date))) return setupErrors.invalidCursor;
  return undefined;
}

/**
 * The query's refusals come before the right is checked, as they always have: a signed-in caller
 * with a valid payload hears of them whatever their rights. Anything else is the guarded route's.
 */
async function refusalBeforeRight(call: ApiCall, ctx: RouteContext): Promise<ApiResult | undefined> {
  if (!(await requireUser(ctx, call.session))) return undefined;
  const input = await validatePayload(schemaOf(contract), call.body);
  return input.ok ? queryRefusal(input.value) : undefined;
}

export const siteListRoute: ApiRoute = {
  ...listRoute,
  handle: async (call, ctx) => (await refusalBeforeRight(call, ctx)) ?? listRoute.handle(call, ctx),
};
