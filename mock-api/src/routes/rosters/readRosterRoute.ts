/**
 * The shape the roster reads share (summary statistics, statistics details, paged details): a
 * {shftd, std, rstd} payload, the readers of rosters/access.ts, the roster opened (or its refusal:
 * INVALID_SHIFT_DETAILS, ROSTER_NOT_FOUND, ROSTER_PROCESSING, ROSTER_FAILED) and an OK answer of
 * the roster's header with the read's own fields.
 */
import type { AnyObjectSchema, InferType } from 'yup';
import { Status } from '../../contract';
import type { RosterHeader } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { rosterHeaderOf } from '../../rosters/header';
import { openRoster } from '../../rosters/views/openRoster';
import type { CalculatedRoster } from '../../rosters/views/openRoster';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { GuardedCall } from '../guardedRoute';

interface ReadRosterOptions<S extends AnyObjectSchema> {
  path: string;
  schema: S;
  /** The read's fields beside status and roster. */
  answer: (roster: CalculatedRoster, call: GuardedCall<S>) => object;
}

export function readRosterRoute<S extends AnyObjectSchema>({ path, schema, answer }: ReadRosterOptions<S>): ApiRoute {
  return guardedRoute({
    path,
    schema,
    authorize: (state, session, input: InferType<S>) =>
      rosterReadAccess(state, session, (input as { std: string }).std),
    handle: (call) => {
      const state = call.ctx.store.data;
      const { shftd, std, rstd } = call.input as { shftd: string; std: string; rstd: string };
      const roster = openRoster(state, { appId: call.appId, std, sftd: shftd, rstd });
      if (!roster.ok) return roster.answer;
      const header: RosterHeader = rosterHeaderOf(state, roster.record);
      return { status: Status.OK, roster: header, ...answer(roster, call) };
    },
  });
}
