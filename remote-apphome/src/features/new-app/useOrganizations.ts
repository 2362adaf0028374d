/** The organizations the user administers, reloadable after one is added. */
import { useCallback, useEffect, useState } from 'react';
import { useAbortSignal, type Organization } from '@times/shared-sdk';
import { appsApi } from '@times/shared-sdk/app';

export function useOrganizations() {
  const [organizations, setOrganizations] = useState<Organization[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextSignal = useAbortSignal();
  const reload = useCallback(async (): Promise<Organization[] | null> => {
    const outcome = await appsApi.organizations({ signal: nextSignal() });
    if (outcome.kind === 'ok') {
      setOrganizations(outcome.data.companies);
      return outcome.data.companies;
    }
    if (outcome.kind === 'error') setError(outcome.message);
    return null;
  }, [nextSignal]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { organizations, error, reload };
}
