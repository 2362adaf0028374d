/**
 * One route's element (or one embedded part, such as a setup wizard step): a module of a
 * remote, loaded at run time inside lazy + Suspense, behind an error boundary keyed by remote
 * and attempt (Retry mounts a fresh attempt). `props` are passed to the module's component.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { Spinner } from '@times/shared-sdk';
import { loadRemoteComponent } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface Props<P extends object> {
  remote: string;
  module: string;
  props?: P;
}

export function RemoteSection<P extends object = object>({ remote, module, props }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(() => loadRemoteComponent(remote, module, attempt) as Promise<{ default: ComponentType<P> }>),
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${remote}:${module}:${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<Spinner />}>
        <Lazy {...((props ?? {}) as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
