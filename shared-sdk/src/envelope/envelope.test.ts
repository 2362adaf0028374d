import Cookies from 'js-cookie';
import { buildEnvelope } from './envelope';
import { readNetInfo } from './netInfo';
import { writeUserSession, writeVisitorSession, clearUserSession } from '../state/sessionCookies';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.79 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const future = new Date(Date.now() + 3600_000).toISOString();

describe('net_info', () => {
  it('describes a desktop browser', () => {
    expect(readNetInfo(CHROME_LINUX)).toEqual({
      is_mobile: 0,
      is_desktop: 1,
      browser_name: 'Chrome',
      browser_version: '156',
      full_version: '156.0.8078.79',
      device_type: 'desktop',
      os: 'Linux',
      engine_name: 'Blink',
      engine_version: '',
    });
  });

  it('describes a mobile browser', () => {
    expect(readNetInfo(SAFARI_IPHONE)).toEqual({
      is_mobile: 1,
      is_desktop: 0,
      browser_name: 'Safari',
      browser_version: '17',
      full_version: '17.4',
      device_type: 'mobile',
      os: 'iOS 17.4',
      engine_name: 'WebKit',
      engine_version: '605.1.15',
    });
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox',
      '128.0',
      'Gecko',
      'Windows 10.0',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68',
      'Microsoft Edge',
      '130.0.2849.68',
      'Blink',
      'Windows 10.0',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.58 Mobile Safari/537.36',
      'Chrome',
      '130.0.6723.58',
      'Blink',
      'Android 14',
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari',
      '17.4',
      'WebKit',
      'iOS 17.4',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      '17.5',
      'WebKit',
      'macOS 10.15.7',
      'desktop',
    ],
  ])('parses %s', (agent, browser, version, engine, os, device) => {
    expect(readNetInfo(agent)).toMatchObject({
      browser_name: browser,
      full_version: version,
      engine_name: engine,
      os,
      device_type: device,
    });
  });

  it('answers empty fields for an unknown agent rather than failing', () => {
    expect(readNetInfo('curl/8.0')).toMatchObject({ browser_name: '', os: '', device_type: 'desktop' });
  });
});

describe('envelope', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('always carries app_tp 1 and empty session values for a brand-new visitor', () => {
    expect(buildEnvelope()).toMatchObject({ app_tp: 1, request_session: { sid: '', srm: '', scd: '' } });
  });

  it('sends the visitor session, and the user session once signed in', () => {
    writeVisitorSession({ sid: 'v1', srm: 'v2', scd: 'v3', expires_at: future });
    expect(buildEnvelope().request_session).toEqual({ sid: 'v1', srm: 'v2', scd: 'v3' });
    writeUserSession({ sid: 'u1', srm: 'u2', scd: 'u3', expires_at: future });
    expect(buildEnvelope().request_session).toEqual({ sid: 'u1', srm: 'u2', scd: 'u3' });
    clearUserSession();
    expect(buildEnvelope().request_session).toEqual({ sid: 'v1', srm: 'v2', scd: 'v3' });
  });

  it('does not keep a cookie past the expiry the server gave', () => {
    writeVisitorSession({ sid: 'v1', srm: 'v2', scd: 'v3', expires_at: new Date(Date.now() - 1000).toISOString() });
    expect(buildEnvelope().request_session).toEqual({ sid: '', srm: '', scd: '' });
  });
});
