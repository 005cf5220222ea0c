import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { StatusPage } from '../components/StatusPage';
import { reportError } from './errorReporter';

interface State {
  error: Error | null;
}

/** Records a render error to the error reporter, keeps it in state and shows a friendly page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback />;
  }
}

export function ErrorFallback() {
  return (
    <StatusPage
      standalone
      title={<FormattedMessage id="error.boundary.title" />}
      body={<FormattedMessage id="error.boundary.body" />}
      action={
        <button type="button" className="button-link" onClick={() => window.location.reload()}>
          <FormattedMessage id="error.boundary.reload" />
        </button>
      }
    />
  );
}
