/**
 * One route's element: a module of a remote, loaded at run time inside lazy + Suspense,
 * behind an error boundary keyed by remote and attempt (Retry mounts a fresh attempt).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Spinner } from '@times/shared-sdk';
import { loadRemoteComponent } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export function RemoteSection({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(() => lazy(() => loadRemoteComponent(remote, module, attempt)), [remote, module, attempt]);
  return (
    <RemoteErrorBoundary key={`${remote}:${module}:${attempt}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner />}>
        <Lazy />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
