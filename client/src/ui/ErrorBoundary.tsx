import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isConnectionError } from './connectionErrors';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: unknown;
}

/** Catches render errors below it and shows the spec's error screen; Try Again clears the error. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ErrorScreen connection={isConnectionError(this.state.error)} onTryAgain={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
