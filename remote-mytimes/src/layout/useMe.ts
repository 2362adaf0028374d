/**
 * Who is using My Times: the employee's profile (myTimesApi.me), read again when asked (after the
 * inbox is read, the SMS choices saved), kept for reading offline.
 */
import { createContext, useContext } from 'react';
import type { MyProfile } from '@times/shared-sdk';

export interface MeState {
  me: MyProfile | null;
  /** The profile again (unread count, SMS choices). */
  refresh: () => void;
}

export const MeContext = createContext<MeState>({ me: null, refresh: () => undefined });

export const useMe = (): MeState => useContext(MeContext);

/** The storage key of one of the employee's screens. */
export const storageKey = (me: MyProfile, what: string): string => `times.mytimes.${me.empd}.${what}`;
