/**
 * The catalogue's side of the contract: a call's messages must give every status it declares a
 * text, or say on purpose that the status shows the generic text ('Error occured', or the call's
 * fallback) or is worded by the screen itself. A declared status left out fails the type-check
 * where the SDK function passes its messages (callContract).
 */
import type { StatusMessages } from '../http/outcome';
import type { CallContract, CallStatus } from './call';

/** Statuses the client handles without a text: OK, and INVALID (signs the user out). */
export type UntextedStatus = 'OK' | 'INVALID';

/** A call's messages, with the statuses that have no text of their own named. */
export interface CallTexts extends StatusMessages {
  /** Declared statuses that show the generic text on purpose. */
  generic?: readonly string[];
  /** Declared statuses the screen words itself (CallOptions.messages), e.g. with a date from the answer. */
  byScreen?: readonly string[];
}

type Listed<M, K extends string> = M extends { [key in K]?: readonly (infer S)[] } ? S : never;
type Covered<M> = (M extends { byStatus?: infer B } ? keyof B : never) | Listed<M, 'generic'> | Listed<M, 'byScreen'>;

export type MissingTexts<C extends CallContract, M> = Exclude<CallStatus<C>, UntextedStatus | Covered<M>>;

/** Passes when M covers every status of C; otherwise names the statuses without a text. */
export type CoversStatuses<C extends CallContract, M> = [MissingTexts<C, M>] extends [never]
  ? unknown
  : { statusesWithoutText: MissingTexts<C, M> };

/** Statuses a Times-backend call shows with the generic text: its form validated the payload first, and the app home chose the app. */
export const GENERIC_APP_STATUSES = ['VALIDATION_ERROR', 'APP_NOT_SELECTED'] as const;
