/**
 * The shape the roster reads share (summary statistics, statistics details, paged details): a
 * {shftd, std, rstd} payload, the readers of rosters/access.ts, the roster opened (or its refusal:
 * INVALID_SHIFT_DETAILS, ROSTER_NOT_FOUND, ROSTER_PROCESSING, ROSTER_FAILED) and an OK answer of
 * the roster's header with the read's own fields (the contract entry's response without roster).
 */
import { Status } from '../../contract';
import type { CallAnswer, CallContract, CallResponse, Declares } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import type { CalculatedRoster, RosterRefusal } from '../../rosters/views/openRoster';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { ContractGuardedCall, GuardStatus } from '../guardedRoute';

type ReadFields<C extends CallContract> = Omit<CallResponse<C>, 'roster'>;

export function readRosterRoute<C extends CallContract>(
  contract: C & Declares<C, GuardStatus | RosterRefusal['status']>,
  answer: (roster: CalculatedRoster, call: ContractGuardedCall<C>) => ReadFields<C> | Promise<ReadFields<C>>,
): ApiRoute {
  // Declares<C, GuardStatus | …> implies Declares<C, GuardStatus>; the compiler cannot see it for a generic C.
  return guardedRoute<C>(contract as C & Declares<C, GuardStatus>, {
    authorize: (state, session, input) => rosterReadAccess(state, session, (input as { std: string }).std),
    handle: async (call) => {
      const { shftd, std, rstd } = call.input as { shftd: string; std: string; rstd: string };
      const roster = await call.ctx.repos.rosters.open({ appId: call.appId, std, sftd: shftd, rstd });
      // C declares the refusals and its response has roster (the Declares constraint and ReadFields).
      if (!roster.ok) return roster.answer as CallAnswer<C>;
      return { status: Status.OK, roster: roster.header, ...(await answer(roster, call)) } as CallAnswer<C>;
    },
  });
}
