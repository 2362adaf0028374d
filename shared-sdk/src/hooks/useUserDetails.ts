/** The signed-in user's details, loaded once into the session store. */
import { useEffect } from 'react';
import { authApi } from '../api/auth';
import { useSessionStore } from '@times/shared-sdk/state';
import type { UserDetails } from '../api/types';
import { useAbortSignal } from './useAbortSignal';

export function useUserDetails(): UserDetails | null {
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const nextSignal = useAbortSignal();
  useEffect(() => {
    if (user) return;
    void authApi.userDetails({ signal: nextSignal() }).then((outcome) => {
      if (outcome.kind === 'ok') setUser(outcome.data.user_details);
    });
  }, [user, setUser, nextSignal]);
  return user;
}
