import type { ReactNode } from 'react'
import * as styles from './Banner.css'
import { cx } from './cx'
import { ToneIcon, type Tone } from './ToneIcon'

export type BannerTone = Tone

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
      className={cx(styles.banner, styles.bannerTone[tone], className)}
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
