import type { ReactNode } from 'react';
import { Alert, Button, Narrow, Spinner, messages } from '@times/shared-sdk';
import { useVisitorSession } from './useVisitorSession';

/** Renders its children once the visitor session exists; a spinner meanwhile. */
export function VisitorGate({ children }: { children: ReactNode }) {
  const { state, retry } = useVisitorSession();
  if (state === 'checking') return <Spinner label={messages.auth.welcomeVisitor} />;
  if (state === 'failed')
    return (
      <Narrow>
        <Alert>{messages.common.errorOccured}</Alert>
        <Button type="button" onClick={retry}>
          {messages.common.retry}
        </Button>
      </Narrow>
    );
  return <>{children}</>;
}
