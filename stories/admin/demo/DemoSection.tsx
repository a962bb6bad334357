import type { ReactNode } from 'react'
import type { AdminSectionProps } from '../../../src/screens/admin'

/**
 * Story fixture, not a product screen: a stand-in for a section's screen that says which section
 * the portal rendered and the path below it, so stories can assert on it.
 */
export function DemoSection({ section, subPath, children }: AdminSectionProps & { children?: ReactNode }) {
  return (
    <div data-testid="demo-section">
      <p>{`Story fixture: the ${section.id} section${subPath ? ` at ${subPath}` : ''}`}</p>
      {children}
    </div>
  )
}
