import type { ReactNode, Ref } from 'react'
import { Card, Spinner } from '../../primitives'
import * as styles from './fields.css'

// A module of its own: the login box's first chunk shows it, and a bundler that drops unused exports
// per module for the whole app (Turbopack) would otherwise ship the code and phone fields with it.

export interface StatusCardProps {
  heading: string
  headingRef?: Ref<HTMLHeadingElement>
  description?: string
  footer?: ReactNode
}

/** A step that only waits (redirecting, signing in, verifying): its heading, words and a spinner. */
export function StatusCard({ heading, headingRef, description, footer }: StatusCardProps) {
  return (
    <Card heading={heading} headingRef={headingRef} description={description} footer={footer}>
      <div className={styles.centered}>
        <Spinner label={description ?? heading} />
      </div>
    </Card>
  )
}
