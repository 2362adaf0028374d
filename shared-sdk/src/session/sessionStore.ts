/**
 * Session store: whether a user session exists, the signed-in user's details, and whether
 * the session still waits for OTP verification (kept for the tab in sessionStorage).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionGrant, UserDetails } from '../api/types';
import { clearUserSession, readUserSession, writeUserSession } from './cookies';

export interface SessionState {
  user: UserDetails | null;
  pendingVerification: boolean;
  /** Sign-up wrote the cookies: the OTP step must still verify them. */
  startVerification: (grant: SessionGrant) => void;
  verificationDone: () => void;
  signedIn: (grant: SessionGrant) => void;
  setUser: (user: UserDetails) => void;
  /** Drops the user cookies and details (sign out, or the server said INVALID). */
  clearUser: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      pendingVerification: false,
      startVerification: (grant) => {
        writeUserSession(grant);
        set({ pendingVerification: true, user: null });
      },
      verificationDone: () => set({ pendingVerification: false }),
      signedIn: (grant) => {
        writeUserSession(grant);
        set({ pendingVerification: false, user: null });
      },
      setUser: (user) => set({ user }),
      clearUser: () => {
        clearUserSession();
        set({ user: null, pendingVerification: false });
      },
    }),
    {
      name: 'times.session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ pendingVerification: state.pendingVerification }),
    },
  ),
);

/** A signed-in (verified) user session exists in the cookies. */
export function hasUserSession(): boolean {
  return readUserSession() !== null && !useSessionStore.getState().pendingVerification;
}
