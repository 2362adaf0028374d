/** Calls the mock API directly as a signed-in user, as a script (or an attacker) would, bypassing the screens. */
import { apiUrl } from './browser';

type Body = Record<string, unknown>;
const NET_INFO = {
  is_mobile: 0,
  is_desktop: 1,
  browser_name: 'e2e',
  browser_version: '1',
  full_version: '1',
  device_type: 'desktop',
  os: 'Linux',
  engine_name: '',
  engine_version: '',
};

async function post(path: string, session: Body, body: Body = {}): Promise<Body & { status: string }> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, app_tp: 1, net_info: NET_INFO, request_session: session }),
  });
  return (await response.json()) as Body & { status: string };
}

export interface ApiUser {
  call: (path: string, body?: Body) => Promise<Body & { status: string }>;
}

/** A first visit, then one sign-in by mobile (national number, country 27): the answer, OK or not. */
async function signIn(mobile: string, password: string): Promise<Body & { status: string }> {
  const visitor = await post('/api/auth/235215', { sid: '', srm: '', scd: '' });
  const { sid, srm, scd } = visitor.session as Body;
  return post(
    '/api/auth/543225',
    { sid, srm, scd },
    { pass: password, isMobileOrEmail: 2, eml: '', mbl: `27${mobile}` },
  );
}

/** One sign-in attempt straight to the API, as a password-guessing script would: its status. */
export async function attemptSignIn(mobile: string, password: string): Promise<string> {
  return (await signIn(mobile, password)).status;
}

/** Signs in by mobile (national number, country 27) and opens the demo app Acme Times. */
export async function signedInApi(mobile: string, password: string, appName = 'Acme Times'): Promise<ApiUser> {
  const login = await signIn(mobile, password);
  if (login.status !== 'OK') throw new Error(`login failed: ${login.status}`);
  const user = login.session as Body;
  const session = { sid: user.sid, srm: user.srm, scd: user.scd };
  const apps = await post('/api/app/34542', session);
  const app = (apps.apps_owner as { apps: Body[] }[])
    .flatMap((group) => group.apps)
    .find((candidate) => candidate.ap_name === appName);
  if (!app) throw new Error(`${appName} is not among the user's apps`);
  const selected = await post('/api/gen/23432', session, {
    prd: app.pdct,
    sprd: app.s_pdct,
    ap_id: app.app_id,
    isOwn: app.isOwn,
    cmpd: app.cmpd,
  });
  if (selected.status !== 'OK') throw new Error(`select app failed: ${selected.status}`);
  return { call: (path, body = {}) => post(path, session, body) };
}
