/**
 * Session cookies: three first-visit cookies and three user cookies, each written with the
 * expiry date the server supplied. request_session is the user's values when signed in,
 * otherwise the visitor's. They live in the state module with the session store, so the page
 * holds one copy (the core re-exports them by the package name).
 */
import Cookies from 'js-cookie';
import type { RequestSession, SessionGrant } from '../api/types';

export const VisitorCookies = { sid: 'tms_vsid', srm: 'tms_vsrm', scd: 'tms_vscd' } as const;
export const UserCookies = { sid: 'tms_usid', srm: 'tms_usrm', scd: 'tms_uscd' } as const;
type CookieNames = typeof VisitorCookies | typeof UserCookies;

const EMPTY: RequestSession = { sid: '', srm: '', scd: '' };

function read(names: CookieNames): RequestSession | null {
  const sid = Cookies.get(names.sid);
  const srm = Cookies.get(names.srm);
  const scd = Cookies.get(names.scd);
  return sid && srm && scd ? { sid, srm, scd } : null;
}

function write(names: CookieNames, grant: SessionGrant): void {
  const expires = new Date(grant.expires_at);
  const options = { expires, path: '/', sameSite: 'lax' as const };
  Cookies.set(names.sid, grant.sid, options);
  Cookies.set(names.srm, grant.srm, options);
  Cookies.set(names.scd, grant.scd, options);
}

function remove(names: CookieNames): void {
  for (const name of Object.values(names)) Cookies.remove(name, { path: '/' });
}

export const readVisitorSession = (): RequestSession | null => read(VisitorCookies);
export const readUserSession = (): RequestSession | null => read(UserCookies);
export const writeVisitorSession = (grant: SessionGrant): void => write(VisitorCookies, grant);
export const writeUserSession = (grant: SessionGrant): void => write(UserCookies, grant);
export const clearUserSession = (): void => remove(UserCookies);
export const clearVisitorSession = (): void => remove(VisitorCookies);

export function currentRequestSession(): RequestSession {
  return readUserSession() ?? readVisitorSession() ?? EMPTY;
}
