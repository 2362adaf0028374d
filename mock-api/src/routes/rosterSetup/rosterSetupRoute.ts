/**
 * guardedRoute for the roster setup calls, whose access check needs the validated payload (the
 * site decides an operations manager's access and the site's isCreate). The handler reads the
 * records through ctx.repos; `rightsState` is the records the access was decided on, for the rights
 * that are part of it only (a group member's roster access to each site), as lookupRoute's state.
 */
import type { CallAnswer, CallContract, Declares } from '../../contract';
import type { RightsState } from '../../rights/rightsState';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { ContractGuardedCall, ContractRouteOptions, GrantedAccess, GuardStatus } from '../guardedRoute';

export interface RosterSetupCall<C extends CallContract> extends ContractGuardedCall<C> {
  /** The records the access was decided on: for the rights (roster-setup/access.ts), never for records. */
  rightsState: RightsState;
}

export interface RosterSetupRouteOptions<C extends CallContract> {
  access: Extract<ContractRouteOptions<C>, { authorize: unknown }>['authorize'];
  handle: (call: RosterSetupCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>;
}

export function rosterSetupRoute<C extends CallContract>(
  call: C & Declares<C, GuardStatus>,
  { access, handle }: RosterSetupRouteOptions<C>,
): ApiRoute {
  // Each granted access (a new object per call) with the state it was decided on.
  const decidedOn = new WeakMap<GrantedAccess, RightsState>();
  return guardedRoute<C>(call, {
    authorize: async (state, session, input, ctx) => {
      const granted = await access(state, session, input, ctx);
      if (granted.ok) decidedOn.set(granted, state);
      return granted;
    },
    handle: (guarded) => handle({ ...guarded, rightsState: decidedOn.get(guarded.access)! }),
  });
}
