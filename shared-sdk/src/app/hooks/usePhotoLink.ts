/**
 * Asks the API for a photo's link (thumbnail or image) and follows the <img>'s fate: 'loading',
 * 'ready' with the link, 'none' (no photo: nothing to ask for, an empty link, or the picture
 * would not load) or 'error' with the call's message.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';

export type PhotoState =
  { kind: 'loading' } | { kind: 'ready'; src: string } | { kind: 'none' } | { kind: 'error'; message: string };

export function usePhotoLink<T extends ApiResponse>(
  enabled: boolean,
  call: (signal: AbortSignal) => Promise<ApiOutcome<T>>,
  pick: (data: T) => string | undefined,
  deps: readonly unknown[],
): { state: PhotoState; onImageError: () => void } {
  const [state, setState] = useState<PhotoState>(enabled ? { kind: 'loading' } : { kind: 'none' });

  useEffect(() => {
    if (!enabled) {
      setState({ kind: 'none' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    call(controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.kind === 'ok') {
          const src = pick(outcome.data);
          setState(src ? { kind: 'ready', src } : { kind: 'none' });
        } else if (outcome.kind === 'error') {
          setState({ kind: 'error', message: outcome.message });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- call and pick are functions of the caller's `deps` (its list of their inputs, like useEffect's own), which the rule cannot read in a spread
  }, [enabled, ...deps]);

  const onImageError = useCallback(() => setState({ kind: 'none' }), []);
  return { state, onImageError };
}
