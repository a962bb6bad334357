import { Component, type ReactNode } from 'react'

interface SectionBoundaryProps {
  /** What to show once a section failed to load or to render. */
  fallback: ReactNode
  children?: ReactNode
}

/** Keeps a section that fails (its chunk did not load, or it threw) inside the content area. */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
