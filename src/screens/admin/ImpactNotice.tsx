import type { ReactNode } from 'react'
import { Banner } from '../../primitives'
import { pluralize, type PluralForms } from '../i18n/intl'
import { useLocale } from '../i18n/useMessages'
import * as styles from './ImpactNotice.css'

/** How many people or things a preview names; the rest are counted. */
export const NAMED = 5

export interface ImpactNoticeProps {
  /** The region's name ("Who this change affects"). */
  label: string
  /** The sentence a screen reader hears as it changes: loading, failed, nobody, or the count. */
  summary: ReactNode
  /** A warning above the summary (the admin's own access, say). */
  warning?: ReactNode
  children?: ReactNode
}

/**
 * The preview a risky change shows in its confirmation: a region with a live summary (announced as
 * the admin edits) and whatever lists the change names. It never holds a button that blocks the change.
 */
export function ImpactNotice({ label, summary, warning, children }: ImpactNoticeProps) {
  return (
    <section aria-label={label} className={styles.impact}>
      {warning && <Banner tone="warning">{warning}</Banner>}
      <p role="status" className={styles.text}>
        {summary}
      </p>
      {children}
    </section>
  )
}

export interface NamedListProps {
  /** The list's accessible name. */
  label: string
  /** What a visible heading over the list says, when it has one. */
  heading?: string
  names: readonly string[]
  /** "and {count} more" for the ones not named. */
  more: PluralForms
  /** How many to name; the rest are counted. */
  named?: number
  /** Everyone there is, when `names` holds only the first of them (a first page). */
  total?: number
}

/** The first few names of a preview, and how many more there are. */
export function NamedList({ label, heading, names, more, named = NAMED, total = names.length }: NamedListProps) {
  const locale = useLocale()
  if (total === 0) return null
  const shown = names.slice(0, named)
  return (
    <>
      {heading && <p className={styles.heading}>{heading}</p>}
      <ul className={styles.list} aria-label={label}>
        {shown.map((name, index) => (
          <li key={`${index}:${name}`} className={styles.text}>
            {name}
          </li>
        ))}
        {total > shown.length && <li className={styles.text}>{pluralize(more, total - shown.length, locale)}</li>}
      </ul>
    </>
  )
}
