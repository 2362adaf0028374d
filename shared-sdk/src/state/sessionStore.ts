/**
 * Session store: whether a user session exists, the signed-in user's details, and whether
 * the session still waits for OTP verification (kept for the tab in sessionStorage).
 */
import { create } from 'zustand';
import type { SessionGrant, UserDetails } from '../api/types';
import { clearUserSession, clearVisitorSession, readUserSession, writeUserSession } from './sessionCookies';

export interface SessionState {
  user: UserDetails | null;
  pendingVerification: boolean;
  /** Sign-up wrote the cookies: the OTP step must still verify them. */
  startVerification: (grant: SessionGrant) => void;
  verificationDone: () => void;
  signedIn: (grant: SessionGrant) => void;
  setUser: (user: UserDetails) => void;
  /** Drops the user cookies and details (sign out). */
  clearUser: () => void;
  /**
   * The server said INVALID: drops the user and the visitor session values, so /approot
   * registers a fresh visitor instead of sending values the server no longer knows.
   */
  invalidate: () => void;
}

/** The pending flag lives as long as the tab (sessionStorage), like the sign-up it belongs to. */
const PENDING_KEY = 'times.pendingVerification';

function readPending(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

function writePending(pending: boolean): void {
  try {
    if (pending) globalThis.sessionStorage?.setItem(PENDING_KEY, '1');
    else globalThis.sessionStorage?.removeItem(PENDING_KEY);
  } catch {
    // storage disabled: the flag lives in memory only
  }
}

export const useSessionStore = create<SessionState>()((set) => {
  const setPending = (pendingVerification: boolean, user: UserDetails | null = null) => {
    writePending(pendingVerification);
    set({ pendingVerification, user });
  };
  return {
    user: null,
    pendingVerification: readPending(),
    startVerification: (grant) => {
      writeUserSession(grant);
      setPending(true);
    },
    verificationDone: () => setPending(false),
    signedIn: (grant) => {
      writeUserSession(grant);
      setPending(false);
    },
    setUser: (user) => set({ user }),
    clearUser: () => {
      clearUserSession();
      setPending(false);
    },
    invalidate: () => {
      clearUserSession();
      clearVisitorSession();
      setPending(false);
    },
  };
});

/** A signed-in (verified) user session exists in the cookies. */
export function hasUserSession(): boolean {
  return readUserSession() !== null && !useSessionStore.getState().pendingVerification;
}
