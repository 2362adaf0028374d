/**
 * /api/site/32343 the site list of the selected app: a filter (0 all, 1 client cntd, 2 group gd,
 * 3 operations manager opsd in flt_id; 4 inside the map box n_lat/n_lng/s_lat/s_lng), newest
 * first, SITE_PAGE_SIZE a page: pg 1 the first page, pg 2 the page after the cursor
 * (lst_date, lst_count) the previous answer carried. Answers ttl (all matching), the new cursor
 * and the sites with live employee totals. Needs the SITES right.
 */
import { FormId, Contract, RightId, SiteFilter, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { filterSites, pageOfSites } from '../../sites/siteList';
import { toSiteRow } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const BY_ID: readonly number[] = [SiteFilter.CLIENT, SiteFilter.GROUP, SiteFilter.OPS_MANAGER];

const contract = Contract.sites.list;

export const siteListRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const query = input.value;
  if (BY_ID.includes(query.flt) && !query.flt_id) return setupErrors.missingFilterId;
  if (query.flt === SiteFilter.LOCATION && query.s_lat > query.n_lat) return setupErrors.invalidBounds;
  if (query.pg === 2 && Number.isNaN(Date.parse(query.lst_date))) return setupErrors.invalidCursor;
  const state = ctx.store.data;
  const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
  if (!access.ok) return access.result;

  const page = pageOfSites(filterSites(state, access.app.app_id, query), query);
  return { status: Status.OK, ...page, sites: page.sites.map((site) => toSiteRow(state, site)) };
});
