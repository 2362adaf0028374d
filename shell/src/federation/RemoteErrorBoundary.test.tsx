import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, messages } from '@times/shared-sdk';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Failing({ error }: { error: Error }): never {
  throw error;
}

function renderFailure(error: Error) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ThemeRoot>
      <MemoryRouter>
        <RemoteErrorBoundary remote="remote_apphome" onRetry={() => undefined}>
          <Failing error={error} />
        </RemoteErrorBoundary>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('the error boundary of a remote', () => {
  it('names the versions when the remote needs a stateful module the shell cannot give', () => {
    renderFailure(
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @times/shared-sdk/state does not satisfy the requirement of remote_apphome which needs ^2.0.0)',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'remote-apphome needs @times/shared-sdk/state ^2.0.0, the shell provides 1.0.0.',
    );
    expect(screen.getByText(messages.common.versionSkewHint)).toBeInTheDocument();
    expect(screen.queryByText(messages.common.remoteDown)).toBeNull();
    expect(screen.getByRole('button', { name: messages.common.retry })).toBeInTheDocument();
  });

  it('says the section could not be loaded for any other failure', () => {
    renderFailure(new Error('Loading script failed: remoteEntry.js'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.remoteDown);
    expect(screen.getByText(messages.common.remoteDownHint)).toBeInTheDocument();
  });
});
