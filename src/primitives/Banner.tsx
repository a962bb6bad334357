import type { ReactNode } from 'react'
import * as styles from './Banner.css'
import { cx } from './cx'

export type BannerTone = 'error' | 'info' | 'success' | 'warning'

export interface BannerProps {
  tone: BannerTone
  title?: string
  children?: ReactNode
  /** Hides the tone icon. */
  hideIcon?: boolean
  id?: string
  className?: string
}

/** A message block; errors and warnings interrupt (role alert), the rest wait their turn (role status). */
export function Banner({ tone, title, children, hideIcon, id, className }: BannerProps) {
  return (
    <div
      id={id}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cx(styles.banner({ tone }), className)}
      data-tone={tone}
    >
      {!hideIcon && <ToneIcon tone={tone} />}
      <div className={styles.content}>
        {title && <span className={styles.title}>{title}</span>}
        {children && <div>{children}</div>}
      </div>
    </div>
  )
}

const iconPaths: Record<BannerTone, string> = {
  error: 'M12 7v6M12 16.5v.5',
  warning: 'M12 8v5M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
}

function ToneIcon({ tone }: { tone: BannerTone }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {tone === 'warning' ? <path d="M12 3 2 20h20L12 3z" /> : <circle cx="12" cy="12" r="9.5" />}
      <path d={iconPaths[tone]} />
    </svg>
  )
}
