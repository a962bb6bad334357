import type { ReactNode } from 'react'
import { badge } from './Badge.css'

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'error' | 'info'

/** A short status label (Active, Pending, Locked …); plain text for assistive technology. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>
}
