import { Component, type ReactNode } from "react";

/** A player that fails to draw gives the page to the app, whose error screen explains and offers a reload. */
export class PlayerErrorBoundary extends Component<{ children: ReactNode; onError(error: unknown): void }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
