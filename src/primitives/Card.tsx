import { useId, type ReactNode, type Ref } from 'react'
import * as styles from './Card.css'
import { cx } from './cx'

export interface CardProps {
  heading: string
  headingLevel?: 1 | 2 | 3
  /** Screens focus the heading on each new step so screen readers start from it. */
  headingRef?: Ref<HTMLHeadingElement>
  description?: ReactNode
  logo?: ReactNode
  footer?: ReactNode
  children?: ReactNode
  className?: string
}

/** The panel a login step sits in: logo, focusable heading, description, content and footer. */
export function Card({ heading, headingLevel = 1, headingRef, description, logo, footer, children, className }: CardProps) {
  const headingId = useId()
  // A plain heading element: nothing of React Aria, so the login box's first chunk needs none for it.
  const Heading = `h${headingLevel}` as const
  return (
    <section aria-labelledby={headingId} className={cx(styles.card, className)}>
      <header className={styles.header}>
        {logo && <div className={styles.logo}>{logo}</div>}
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </Heading>
        {description && <div className={styles.description}>{description}</div>}
      </header>
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  )
}
