/** The envelope every call carries: app_tp 1, net_info and request_session. */
import type { Envelope } from '../api/types';
import { APP_TP } from '../constants/codes';
import { currentRequestSession } from '@times/shared-sdk/state';
import { netInfo } from './netInfo';

export function buildEnvelope(): Envelope {
  return { app_tp: APP_TP, net_info: netInfo(), request_session: currentRequestSession() };
}

export function withEnvelope<T extends object>(payload: T): T & Envelope {
  return { ...payload, ...buildEnvelope() };
}
