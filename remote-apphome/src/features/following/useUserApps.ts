/** The user's apps: recent ones and one list per owner. */
import { useEffect, useState } from 'react';
import { useAbortSignal, type AppGroup } from '@times/shared-sdk';
import { appsApi } from '@times/shared-sdk/app';

export interface UserAppsState {
  recent: AppGroup[];
  owners: AppGroup[];
  loading: boolean;
  error: string | null;
}

export function useUserApps(): UserAppsState {
  const [state, setState] = useState<UserAppsState>({ recent: [], owners: [], loading: true, error: null });
  const nextSignal = useAbortSignal();
  useEffect(() => {
    void appsApi.userApps({ signal: nextSignal() }).then((outcome) => {
      if (outcome.kind === 'ok')
        setState({ recent: outcome.data.recent_apps, owners: outcome.data.apps_owner, loading: false, error: null });
      else if (outcome.kind === 'error') setState((s) => ({ ...s, loading: false, error: outcome.message }));
    });
  }, [nextSignal]);
  return state;
}
