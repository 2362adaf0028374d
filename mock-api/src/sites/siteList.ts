/**
 * The site list (/api/site/32343): a filter, newest first (created_at, then id, descending),
 * pages of SITE_PAGE_SIZE after a cursor.
 *
 * The cursor is the creation date of the last site sent (lst_date) and how many sites of
 * exactly that date have been sent so far (lst_count). The next page starts after every site
 * newer than lst_date and the first lst_count sites of that date, so sites sharing a date
 * across a page boundary are neither repeated nor skipped, and sites added or removed among the
 * newer ones do not shift the page.
 */
import { SiteFilter, SITE_PAGE_SIZE } from '../contract';
import type { DbState, SiteRecord } from '../store/types';
import { findOpsManager } from './sites';

export interface SiteQuery {
  flt: number;
  pg: number;
  lst_date: string;
  lst_count: number;
  flt_id: string;
  n_lat: number;
  n_lng: number;
  s_lat: number;
  s_lng: number;
}

/** Sites stored before created_at existed count as the oldest. */
const timeOf = (site: SiteRecord): number => Date.parse(site.created_at) || 0;

export const newestFirst = (a: SiteRecord, b: SiteRecord): number => timeOf(b) - timeOf(a) || b.id - a.id;

/**
 * Inside the box, edges included; a box whose west edge is east of its east edge crosses the 180th meridian. A site
 * without a latitude is inside it north to south, one without a longitude outside (a place the map never gave).
 */
export function insideBox(site: SiteRecord, { n_lat, n_lng, s_lat, s_lng }: SiteQuery): boolean {
  const { lat, lng } = site as { lat: unknown; lng: unknown };
  if (typeof lat === 'number' && (lat < s_lat || lat > n_lat)) return false;
  if (typeof lng !== 'number') return false;
  return s_lng <= n_lng ? lng >= s_lng && lng <= n_lng : lng >= s_lng || lng <= n_lng;
}

/** The app's sites the filter keeps: 1 by client cntd, 2 by group gd, 3 by operations manager opsd, 4 inside the map box. */
export function filterSites(state: DbState, appId: string, query: SiteQuery): SiteRecord[] {
  const sites = state.sites.filter((site) => site.app_id === appId);
  switch (query.flt) {
    case SiteFilter.CLIENT:
      return sites.filter((site) => site.clnt === query.flt_id);
    case SiteFilter.GROUP:
      return sites.filter((site) => site.sgd === query.flt_id);
    case SiteFilter.OPS_MANAGER: {
      const manager = findOpsManager(state, appId, query.flt_id);
      return manager ? sites.filter((site) => site.ops === manager.id) : [];
    }
    case SiteFilter.LOCATION:
      return sites.filter((site) => insideBox(site, query));
    default:
      return sites;
  }
}

export interface SitePage {
  ttl: number;
  lst_date: string;
  lst_count: number;
  sites: SiteRecord[];
}

/** Page 1, or (pg 2) the page after the cursor; the answer's cursor points after its last site. */
export function pageOfSites(matching: readonly SiteRecord[], query: SiteQuery, size = SITE_PAGE_SIZE): SitePage {
  const sorted = [...matching].sort(newestFirst);
  let start = 0;
  if (query.pg === 2) {
    const cursor = Date.parse(query.lst_date);
    const newer = sorted.filter((site) => timeOf(site) > cursor).length;
    const sameDate = sorted.filter((site) => timeOf(site) === cursor).length;
    start = newer + Math.min(query.lst_count, sameDate);
  }
  const sites = sorted.slice(start, start + size);
  const last = sites.at(-1);
  if (!last) {
    const cursor =
      query.pg === 2 ? { lst_date: query.lst_date, lst_count: query.lst_count } : { lst_date: '', lst_count: 0 };
    return { ttl: sorted.length, ...cursor, sites };
  }
  const sent = sorted.slice(0, start + sites.length);
  return {
    ttl: sorted.length,
    lst_date: last.created_at,
    lst_count: sent.filter((site) => timeOf(site) === timeOf(last)).length,
    sites,
  };
}
