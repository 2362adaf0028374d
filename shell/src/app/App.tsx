import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Alert, Button, Card, Narrow, NavigatorBridge, Spinner, ThemeRoot, messages } from '@times/shared-sdk';
import { ShellRoutes } from './ShellRoutes';
import { startShell } from './startShell';

type StartState = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; error: string };

export function App() {
  const [state, setState] = useState<StartState>({ phase: 'loading' });
  const start = useCallback(() => {
    setState({ phase: 'loading' });
    startShell().then(
      () => setState({ phase: 'ready' }),
      (error: unknown) => setState({ phase: 'failed', error: String(error) }),
    );
  }, []);
  useEffect(start, [start]);

  return (
    <ThemeRoot>
      {state.phase === 'loading' && <Spinner />}
      {state.phase === 'failed' && (
        <Narrow>
          <Card>
            <Alert>{messages.common.errorOccured}</Alert>
            <p>{state.error}</p>
            <Button type="button" onClick={start}>
              {messages.common.retry}
            </Button>
          </Card>
        </Narrow>
      )}
      {state.phase === 'ready' && (
        <BrowserRouter>
          <NavigatorBridge />
          <ShellRoutes />
        </BrowserRouter>
      )}
    </ThemeRoot>
  );
}
