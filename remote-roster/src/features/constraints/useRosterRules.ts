/**
 * The roster rules of a shift (spec 002 sections 4 and 7): loads assigned_rules (by priority)
 * and unused_rules, and assigns, moves and removes rules. After every successful change it calls
 * `onChanged` and reloads from the server, keeping the lists on screen meanwhile; `busy` is true
 * from the change until the reload answered, so no second change starts in between.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAbortSignal, useApiAction } from '@times/shared-sdk';
import type { ApiOutcome, ApiResponse, AssignedRosterRule, RosterRule, ShiftRef } from '@times/shared-sdk';
import { rosterSetupApi } from '@times/shared-sdk/app';

export interface RosterRules {
  assigned: AssignedRosterRule[];
  unused: RosterRule[];
}

export function useRosterRules({ std, sftd }: ShiftRef, onChanged: () => void) {
  const nextSignal = useAbortSignal();
  const [rules, setRules] = useState<RosterRules | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useApiAction();
  const latest = useRef({ request: 0, onChanged, busy: false });
  latest.current.onChanged = onChanged;

  const load = useCallback(async () => {
    const request = ++latest.current.request;
    const outcome = await rosterSetupApi.rules({ std, sftd }, { signal: nextSignal() });
    if (request !== latest.current.request) return;
    if (outcome.kind === 'ok') {
      const { assigned_rules, unused_rules } = outcome.data;
      setRules({ assigned: [...assigned_rules].sort((a, b) => a.priority - b.priority), unused: unused_rules });
      setLoadError(null);
    } else if (outcome.kind === 'error') {
      setLoadError(outcome.message);
      setRules((previous) => previous ?? { assigned: [], unused: [] });
    }
  }, [std, sftd, nextSignal]);

  useEffect(() => {
    setRules(null);
    void load();
  }, [load]);

  const { run } = action;
  const change = useCallback(
    async (call: (signal: AbortSignal) => Promise<ApiOutcome<ApiResponse>>) => {
      if (latest.current.busy) return false;
      latest.current.busy = true;
      setBusy(true);
      try {
        if (!(await run(call))) return false;
        latest.current.onChanged();
        await load();
        return true;
      } finally {
        latest.current.busy = false;
        setBusy(false);
      }
    },
    [run, load],
  );

  const shift = { std, sftd };
  return {
    rules,
    error: loadError ?? action.error,
    busy,
    /** Assigns (or, for an assigned rule, moves) the rule to `priority`. */
    add: (id: number, priority: number) => change((signal) => rosterSetupApi.addRule(shift, id, priority, { signal })),
    remove: (id: number) => change((signal) => rosterSetupApi.removeRule(shift, id, { signal })),
  };
}
