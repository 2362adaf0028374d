/**
 * The API spoken over real HTTP (global fetch) as the apps speak it: a POST of the payload with the
 * envelope around it (app_tp, net_info, request_session), the answer read as JSON. The test
 * harness and the contract suite (which runs against any base URL) both call through it.
 */
import type { RequestSession } from '../contract';

export const NO_SESSION: RequestSession = { sid: '', srm: '', scd: '' };

export const netInfo = {
  is_mobile: 0,
  is_desktop: 1,
  browser_name: 'Chrome',
  browser_version: '130',
  full_version: '130.0.0.0',
  device_type: 'desktop',
  os: 'Linux',
  engine_name: 'Blink',
  engine_version: '130',
};

export const toRequest = ({ sid, srm, scd }: RequestSession): RequestSession => ({ sid, srm, scd });

export type Json = any;

export interface Reply {
  http: number;
  body: Json;
}

/** The envelope around a payload, for a session. */
export const envelope = (payload: object, session: RequestSession = NO_SESSION): object => ({
  ...payload,
  app_tp: 1,
  net_info: netInfo,
  request_session: toRequest(session),
});

export interface EnvelopeClient {
  /** POST a payload with the envelope around it. */
  call(path: string, payload?: object, session?: RequestSession): Promise<Reply>;
  /** POST a raw body. */
  raw(path: string, body: string, init?: RequestInit): Promise<Reply>;
}

/** A client of the API at `url` (no trailing slash). A body that is not JSON answers as `{ text }`. */
export function envelopeClient(url: string): EnvelopeClient {
  const parse = async (response: Response): Promise<Reply> => {
    const text = await response.text();
    if (!text) return { http: response.status, body: undefined };
    try {
      return { http: response.status, body: JSON.parse(text) };
    } catch {
      return { http: response.status, body: { text } };
    }
  };
  const raw = async (target: string, body: string, init: RequestInit = {}): Promise<Reply> =>
    parse(
      await fetch(url + target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        ...init,
      }),
    );
  return {
    raw,
    call: (target, payload = {}, session = NO_SESSION) => raw(target, JSON.stringify(envelope(payload, session))),
  };
}
