import type { ReactNode } from 'react'
import { badge, badgeTone } from './Badge.css'
import { cx } from './cx'

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'error' | 'info'

/** A short status label (Active, Pending, Locked …); plain text for assistive technology. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx(badge, badgeTone[tone])}>{children}</span>
}
