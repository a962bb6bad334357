import { Component, type ReactNode } from 'react'

interface LoadBoundaryProps {
  /** What to show once the part failed to load (its chunk did not arrive) or to render. */
  fallback: ReactNode
  children?: ReactNode
}

/**
 * Keeps a lazily loaded part that fails (an admin section, a login step) inside its place on the
 * screen. Give it a `key` that changes on retry: a new boundary forgets the failure.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
