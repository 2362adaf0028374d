/**
 * The per-day limits of the position form: the shift's configured daily employees (what its
 * positions already need and the working days' targets), reloaded when the shift or `version`
 * changes, turned into bounds by dayLimits. `own` is the edited position's current counts. Until
 * loaded (or without a shift, or when the call fails) every day is bounded by the default only.
 */
import { useEffect, useMemo, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { WorkingDayCounts } from '@times/shared-sdk';
import { rosterShiftApi } from '@times/shared-sdk/app';
import { dayLimits } from './dayLimits';
import type { ConfiguredDaily } from './dayLimits';

export function useConfiguredDaily(std: string, sftd: string, version = 0, own?: WorkingDayCounts) {
  const [configured, setConfigured] = useState<ConfiguredDaily | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextSignal = useAbortSignal();
  useEffect(() => {
    let current = true;
    setConfigured(null);
    setError(null);
    if (!std || !sftd) return;
    void rosterShiftApi.configuredDaily(std, sftd, { signal: nextSignal() }).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'ok') setConfigured(outcome.data);
      else if (outcome.kind === 'error') setError(outcome.message);
    });
    return () => {
      current = false;
    };
  }, [std, sftd, version, nextSignal]);
  const limits = useMemo(() => dayLimits(configured, own), [configured, own]);
  return { limits, error };
}
