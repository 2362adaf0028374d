/**
 * Gives a screen AbortSignals for its calls; all of them are aborted when it unmounts,
 * so an answer that arrives after the user left is ignored.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useAbortSignal(): () => AbortSignal {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const set = controllers.current;
    return () => {
      for (const controller of set) controller.abort();
      set.clear();
    };
  }, []);
  return useCallback(() => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return controller.signal;
  }, []);
}
