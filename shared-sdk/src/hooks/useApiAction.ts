/**
 * Runs a call for a screen: clears the previous message, returns the data on OK, keeps the
 * catalogue message of any other status for the screen to show, and ignores cancellations.
 */
import { useCallback, useState } from 'react';
import type { ApiResponse } from '../api/types';
import type { ApiOutcome } from '../http/outcome';
import { useAbortSignal } from './useAbortSignal';

export function useApiAction() {
  const nextSignal = useAbortSignal();
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T extends ApiResponse>(call: (signal: AbortSignal) => Promise<ApiOutcome<T>>): Promise<T | null> => {
      setError(null);
      const outcome = await call(nextSignal());
      if (outcome.kind === 'ok') return outcome.data;
      if (outcome.kind === 'error') setError(outcome.message);
      return null;
    },
    [nextSignal],
  );
  return { error, setError, run };
}
