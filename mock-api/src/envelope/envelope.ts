/**
 * The request envelope every call carries: app_tp 1, a net_info object and request_session
 * {sid, srm, scd} (strings, empty before the first-visitor call). A body with a key that names
 * a member of Object.prototype anywhere inside it is no valid envelope (prototypeKeys.ts).
 */
import { APP_TP } from '@times/shared-sdk/constants';
import type { RequestSession } from '../contract';
import { hasPrototypeKey } from './prototypeKeys';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ValidEnvelope {
  body: Record<string, unknown>;
  session: RequestSession;
}

/** The body and its session values, or undefined when the envelope is missing or malformed. */
export function readEnvelope(body: unknown): ValidEnvelope | undefined {
  if (!isObject(body) || body.app_tp !== APP_TP || !isObject(body.net_info) || hasPrototypeKey(body)) return undefined;
  const session = body.request_session;
  if (!isObject(session)) return undefined;
  const { sid, srm, scd } = session;
  if (typeof sid !== 'string' || typeof srm !== 'string' || typeof scd !== 'string') return undefined;
  return { body, session: { sid, srm, scd } };
}
