/**
 * guardedRoute for the roster setup calls, whose access check needs the validated payload (the
 * site decides an operations manager's access and the site's isCreate).
 */
import type { CallContract, Declares } from '../../contract';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { ContractRouteOptions, GuardStatus } from '../guardedRoute';

export interface RosterSetupRouteOptions<C extends CallContract> {
  access: Extract<ContractRouteOptions<C>, { authorize: unknown }>['authorize'];
  handle: ContractRouteOptions<C>['handle'];
}

export const rosterSetupRoute = <C extends CallContract>(
  call: C & Declares<C, GuardStatus>,
  { access, handle }: RosterSetupRouteOptions<C>,
): ApiRoute => guardedRoute(call, { authorize: access, handle });
