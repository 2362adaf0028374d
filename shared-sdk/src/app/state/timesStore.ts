/**
 * The selected Times app for every part of the Times frame: its details (name, setup wizard
 * flags) and the forms the user may open. Screens call refreshDetails() after a setup step, so
 * the shell's progress banner follows.
 */
import { create } from 'zustand';
import { Status } from '@times/shared-sdk';
import type { AppDetails, AppForm } from '@times/shared-sdk';
import { timesAppApi } from '../api/timesApp';

export type TimesLoad = 'idle' | 'loading' | 'ready' | 'no-app' | 'error';

export interface TimesState {
  load: TimesLoad;
  details: AppDetails | null;
  forms: AppForm[];
  error: string | null;
  /** Loads details and forms of the app chosen on the app home. */
  open: (signal?: AbortSignal) => Promise<void>;
  refreshDetails: (signal?: AbortSignal) => Promise<void>;
  reset: () => void;
}

const initial = { load: 'idle' as TimesLoad, details: null, forms: [], error: null };

export const useTimesStore = create<TimesState>()((set) => ({
  ...initial,
  open: async (signal) => {
    set({ load: 'loading', error: null });
    const [details, forms] = await Promise.all([timesAppApi.appDetails({ signal }), timesAppApi.forms({ signal })]);
    if (
      details.kind === 'cancelled' ||
      forms.kind === 'cancelled' ||
      details.kind === 'invalid' ||
      forms.kind === 'invalid'
    )
      return;
    if (details.kind === 'error' || forms.kind === 'error') {
      const failed = details.kind === 'error' ? details : forms.kind === 'error' ? forms : null;
      if (failed?.status === Status.APP_NOT_SELECTED) set({ load: 'no-app' });
      else set({ load: 'error', error: failed?.message ?? null });
      return;
    }
    set({ load: 'ready', details: details.data.app_details, forms: forms.data.forms });
  },
  refreshDetails: async (signal) => {
    const outcome = await timesAppApi.appDetails({ signal });
    if (outcome.kind === 'ok') set({ details: outcome.data.app_details });
  },
  reset: () => set(initial),
}));
