/**
 * /api/rstgen/5452353 the roster list {clntd, std, filter_by, dt_start, dt_end}: the rosters of the
 * client's sites (std '' = every site of the client the user may see, else that site), with
 * filter_by 2 only those whose period overlaps dt_start … dt_end (both required: 'Period date is
 * required'); the newest calculation first. Any of ROSTER rights 9-14 or an admin see every site,
 * an operations manager their own (another site is INVALID_USER_RIGHTS). A client the app does
 * not have (there is no status for it) lists nothing.
 */
import { Contract, Status } from '../../contract';
import type { AvailableRoster, CallInput } from '../../contract';
import { inScope } from '../../rights';
import type { SiteScope } from '../../rights';
import { rosterListAccess } from '../../rosters/access';
import { periodLabel } from '../../rosters/periodLabel';
import { publishStateOf } from '../../rosters/publish/publishState';
import type { DbState, RosterRecord, SiteRecord } from '../../store/types';
import { RosterFilter } from '@times/shared-sdk/schemas';
import { minuteOf } from '../context';
import type { GrantedAccess } from '../guardedRoute';
import { guardedRoute } from '../guardedRoute';

type ListQuery = CallInput<typeof Contract.rosters.available>;

/** The sites the access may list (rosterListAccess adds them; 'all' otherwise). */
const scopeOf = (access: GrantedAccess): SiteScope => (access as GrantedAccess & { sites?: SiteScope }).sites ?? 'all';

function listedSites(state: DbState, appId: string, query: ListQuery, scope: SiteScope): SiteRecord[] {
  if (!state.clients.some((client) => client.app_id === appId && client.cntd === query.clntd)) return [];
  return state.sites.filter(
    (site) =>
      site.app_id === appId &&
      site.clnt === query.clntd &&
      (!query.std || site.sd === query.std) &&
      inScope(scope, site.sd),
  );
}

const inPeriod = (roster: RosterRecord, query: ListQuery): boolean =>
  query.filter_by !== RosterFilter.PERIOD || (roster.start_date <= query.dt_end && roster.end_date >= query.dt_start);

function toAvailableRoster(state: DbState, roster: RosterRecord, site: SiteRecord): AvailableRoster {
  const shift = state.shifts.find((candidate) => candidate.app_id === roster.app_id && candidate.sftd === roster.sftd);
  return {
    rstd: roster.rstd,
    std: roster.std,
    sftd: roster.sftd,
    site_name: site.name,
    shift_name: shift?.name ?? '',
    period: periodLabel(roster.start_date, roster.end_date),
    start_date: roster.start_date,
    end_date: roster.end_date,
    start_cal_time: roster.started_at ? minuteOf(roster.started_at) : '',
    created_by: roster.created_by,
    status: roster.status,
    publish_state: publishStateOf(roster),
  };
}

const newestFirst = (a: RosterRecord, b: RosterRecord): number =>
  b.started_at.localeCompare(a.started_at) || b.id - a.id;

export const availableRostersRoute = guardedRoute(Contract.rosters.available, {
  authorize: (state, session, { std }) => rosterListAccess(state, session, std),
  handle: ({ input, appId, access, ctx }) => {
    const state = ctx.store.data;
    const sites = new Map(listedSites(state, appId, input, scopeOf(access)).map((site) => [site.sd, site]));
    const roster = state.rosters
      .filter((candidate) => candidate.app_id === appId && sites.has(candidate.std) && inPeriod(candidate, input))
      .sort(newestFirst)
      .map((candidate) => toAvailableRoster(state, candidate, sites.get(candidate.std)!));
    return { status: Status.OK, roster };
  },
});
