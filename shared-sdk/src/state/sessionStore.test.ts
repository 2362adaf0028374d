import Cookies from 'js-cookie';
import { hasUserSession, useSessionStore } from './sessionStore';

const grant = { sid: 'a', srm: 'b', scd: 'c', expires_at: new Date(Date.now() + 60_000).toISOString() };

describe('session store', () => {
  afterEach(() => {
    useSessionStore.getState().clearUser();
    sessionStorage.clear();
  });

  it('does not count a session that waits for its OTP as signed in', () => {
    useSessionStore.getState().startVerification(grant);
    expect(Cookies.get('tms_usid')).toBe('a');
    expect(hasUserSession()).toBe(false);
    expect(sessionStorage.getItem('times.pendingVerification')).toBe('1');
    useSessionStore.getState().verificationDone();
    expect(hasUserSession()).toBe(true);
    expect(sessionStorage.getItem('times.pendingVerification')).toBeNull();
  });

  it('on INVALID drops both the user and the visitor values, so /approot starts afresh', () => {
    Cookies.set('tms_vsid', 'v');
    Cookies.set('tms_vsrm', 'v');
    Cookies.set('tms_vscd', 'v');
    useSessionStore.getState().signedIn(grant);
    useSessionStore.getState().invalidate();
    expect(Cookies.get()).toEqual({});
    expect(hasUserSession()).toBe(false);
  });

  it('signs in and out', () => {
    useSessionStore.getState().signedIn(grant);
    useSessionStore
      .getState()
      .setUser({ status: 1, nm: 'A', snm: 'B', mbl: '1', eml: '', gender: 1, dob: '2000-01-01', usrcd: '1' });
    expect(hasUserSession()).toBe(true);
    useSessionStore.getState().clearUser();
    expect(hasUserSession()).toBe(false);
    expect(useSessionStore.getState().user).toBeNull();
    expect(Cookies.get('tms_usid')).toBeUndefined();
  });
});
