/** Makes sure the first-visit cookies exist before a public screen makes its calls. */
import { useCallback, useEffect, useState } from 'react';
import { ensureVisitorSession } from '@times/shared-sdk';

export type VisitorState = 'checking' | 'ready' | 'failed';

export function useVisitorSession(): { state: VisitorState; retry: () => void } {
  const [state, setState] = useState<VisitorState>('checking');
  const run = useCallback(() => {
    let alive = true;
    setState('checking');
    void ensureVisitorSession().then((ok) => {
      if (alive) setState(ok ? 'ready' : 'failed');
    });
    return () => {
      alive = false;
    };
  }, []);
  useEffect(run, [run]);
  return { state, retry: run };
}
