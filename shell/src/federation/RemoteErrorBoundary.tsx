/**
 * Catches a remote that fails to load or render: it costs its own section, with a Retry. A remote
 * refused for version skew (it needs a stateful shared module the shell cannot give) says so,
 * naming the versions.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Row, messages } from '@times/shared-sdk';
import { versionSkewOf } from './versionSkew';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const skew = versionSkewOf(this.state.error);
    return (
      <Card role="region" aria-label={`${this.props.remote} unavailable`} data-remote-error={this.props.remote}>
        <Alert>{skew ? messages.common.versionSkew(skew) : messages.common.remoteDown}</Alert>
        <p>{skew ? messages.common.versionSkewHint : messages.common.remoteDownHint}</p>
        <Row>
          <Button type="button" onClick={this.props.onRetry}>
            {messages.common.retry}
          </Button>
          <Link to="/">{messages.common.backHome}</Link>
        </Row>
      </Card>
    );
  }
}
