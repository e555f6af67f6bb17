// Catches a render failure below it (a bug, a screen's code that failed to load) so the user gets a
// way back instead of a blank page. No antd here: the entry uses it before antd has loaded.
import { Component, type ErrorInfo, type ReactNode } from "react";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children that failed. */
  fallback: (reset: () => void) => ReactNode;
  /** A change of this value (e.g. the path after navigating) clears the failure. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  key: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    // Navigating away from the screen that failed gives the new one a fresh start.
    if (props.resetKey !== state.key) return { failed: false, key: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For whoever debugs it; the message may hold data, so it stays in the console only.
    console.error("[PayDesk] a screen failed to render", error, info.componentStack);
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
