/**
 * /api/rstgen/5452353 the roster list {clntd, std, filter_by, dt_start, dt_end}: the rosters of the
 * client's sites (std '' = every site of the client the user may see, else that site), with
 * filter_by 2 only those whose period overlaps dt_start … dt_end (both required: 'Period date is
 * required'); the newest calculation first. Any of ROSTER rights 9-14 or an admin see every site,
 * an operations manager their own (another site is INVALID_USER_RIGHTS). A client the app does
 * not have (there is no status for it) lists nothing.
 */
import { Contract, Status } from '../../contract';
import type { SiteScope } from '../../rights';
import { rosterListAccess } from '../../rosters/access';
import { RosterFilter } from '@times/shared-sdk/schemas';
import type { GrantedAccess } from '../guardedRoute';
import { guardedRoute } from '../guardedRoute';

/** The sites the access may list (rosterListAccess adds them; 'all' otherwise). */
const scopeOf = (access: GrantedAccess): SiteScope => (access as GrantedAccess & { sites?: SiteScope }).sites ?? 'all';

export const availableRostersRoute = guardedRoute(Contract.rosters.available, {
  authorize: (state, session, { std }) => rosterListAccess(state, session, std),
  handle: async ({ input, appId, access, ctx }) => {
    const roster = await ctx.repos.rosters.available(appId, {
      clntd: input.clntd,
      std: input.std,
      scope: scopeOf(access),
      period: input.filter_by === RosterFilter.PERIOD ? { start: input.dt_start, end: input.dt_end } : null,
    });
    return { status: Status.OK, roster };
  },
});
