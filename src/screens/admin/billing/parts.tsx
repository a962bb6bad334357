import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { PaymentMethod } from '../../../api'
import { BillingRefusal, cardExpiry, isCardExpired, toTeamError } from '../../../hooks'
import { Badge, Banner, Button, Link } from '../../../primitives'
import { format, type Messages } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { useBillingMessages, type BillingMessages } from './billingMessages'
import * as styles from './BillingSection.css'

/** A billing page's heading: it takes focus when a link inside the section opened the page. */
export function PageHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <h3 ref={heading} tabIndex={-1} className={styles.heading}>
      {children}
    </h3>
  )
}

/** The way back to the overview. */
export function BackLink({ href }: { href: string }) {
  const text = useBillingMessages()
  return (
    <Link href={href} className={styles.muted}>
      ← {text.back}
    </Link>
  )
}

/** A part that did not load: why, and a way to ask again; the rest of the page stays usable. */
export function Unavailable({ children, onRetry }: { children: string; onRetry: () => void }) {
  const text = useBillingMessages()
  return (
    <div className={styles.actions} role="alert">
      <p className={styles.muted}>{children}</p>
      <Button variant="secondary" onPress={onRetry}>
        {text.retry}
      </Button>
    </div>
  )
}

/** The words for a failed billing change: a refusal by the rules as the spec words it, the server's words, or the catalogue's. */
export function billingErrorText(error: unknown, messages: Messages): string {
  if (error instanceof BillingRefusal) return error.message
  const failure = toTeamError('changeBilling', error)
  return failure ? errorText(failure, messages) : ''
}

/** The words for a failed billing load, when the spec has its own (no tenant: "Not authorized"); null for the section's generic line. */
export function billingFailure(error: unknown): string | null {
  return error instanceof BillingRefusal ? error.message : null
}

/** A billing change's failure, shown where it happened. */
export function Failure({ error }: { error: unknown }) {
  const messages = useMessages()
  if (error === null || error === undefined) return null
  return <Banner tone="error">{billingErrorText(error, messages)}</Banner>
}

/** "Visa ending in 4242" (a card of unknown brand by its type). */
export function cardName(method: PaymentMethod, text: BillingMessages): string {
  const brand = method.brand ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1) : method.type
  return format(text.overview.cardLine, { brand, last4: method.last4 ?? '····' })
}

export interface Notice {
  readonly tone: 'success' | 'error'
  readonly text: string
}

/** A page's one notice (what a change did, or why it failed), cleared when the next change starts. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null)
  const clear = useCallback(() => setNotice(null), [])
  return { notice, show: setNotice, clear }
}

/** The card billing uses, as printed on it; an expired one says so. */
export function CardSummary({ method, failed, onRetry }: { method: PaymentMethod | null | undefined; failed: boolean; onRetry: () => void }) {
  const text = useBillingMessages()
  if (failed) return <Unavailable onRetry={onRetry}>{text.unavailable}</Unavailable>
  if (method === undefined) return <p className={styles.muted}>{text.loading}</p>
  if (!method) return <p className={styles.muted}>{text.overview.noCard}</p>
  const expiry = cardExpiry(method)
  const expired = isCardExpired(method, new Date())
  return (
    <div>
      <p>{cardName(method, text)}</p>
      {expiry && (
        <p className={styles.hint}>
          {format(text.overview.expires, { date: expiry })} {expired && <Badge tone="error">{text.overview.expired}</Badge>}
        </p>
      )}
    </div>
  )
}
