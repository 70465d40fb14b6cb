import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  /** Draws the failure panel; `retry` starts a fresh load of the remote. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a remote that cannot load or throws while rendering, so the rest of the shop keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} section failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
