/** Applies the guard rule on every render of a guarded route. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasUserSession, readVisitorSession, useSessionStore } from '@times/shared-sdk';
import { decideRedirect } from './decideRedirect';
import type { GuardArea } from './decideRedirect';

export function SessionGuard({ area, children }: { area: GuardArea; children: ReactNode }) {
  // Re-render when the session changes (sign-in, sign-out, INVALID).
  useSessionStore((state) => state.user);
  useSessionStore((state) => state.pendingVerification);
  const target = decideRedirect(area, { hasUser: hasUserSession(), hasVisitor: readVisitorSession() !== null });
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
