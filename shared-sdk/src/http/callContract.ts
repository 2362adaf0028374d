/**
 * A call of the contract (contract/): the request, the OK answer and the error statuses typed by
 * its entry, and its messages checked to give every declared status a text (the outcome's error
 * status stays a string: a screen may also meet NETWORK_ERROR, and its tests stub any status).
 */
import type { CallContract, CallRequest, Shape } from '../contract/call';
import type { CallTexts, CoversStatuses } from '../contract/texts';
import { post } from './client';
import type { ApiOutcome, CallOptions } from './outcome';

/** The OK answer as the screens read it (the response type the entry declares, status included). */
export type CallData<C extends CallContract> = C['response'] extends Shape<infer T> ? T & { status: string } : never;

export function callContract<C extends CallContract, M extends CallTexts>(
  call: C,
  request: CallRequest<C>,
  options: CallOptions | undefined,
  messages: M & CoversStatuses<C, M>,
): Promise<ApiOutcome<CallData<C>>> {
  return post<CallData<C>>(call.backend, call.path, request as object, options, messages);
}
