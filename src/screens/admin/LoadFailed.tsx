import type { ReactNode } from 'react'
import { Banner, Button } from '../../primitives'
import * as styles from './LoadFailed.css'

export interface LoadFailedProps {
  /** The banner's title, when it has one. */
  title?: string
  /** What failed, in the banner. */
  children: ReactNode
  retryLabel: string
  onRetry: () => void
  /** 'column' where it is all the section shows, 'row' beside what still works. */
  layout: keyof typeof styles.layout
}

/** Something of the portal that did not arrive (a section, its list, its dialogs): an error banner and a retry. */
export function LoadFailed({ title, children, retryLabel, onRetry, layout }: LoadFailedProps) {
  return (
    <div className={styles.layout[layout]}>
      <Banner tone="error" title={title}>
        {children}
      </Banner>
      <Button variant="secondary" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}
