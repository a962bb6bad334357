import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Subscription } from '../../../api'
import {
  useAccountDates,
  billingPage,
  billingPath,
  cancelDecision,
  isExternallyManaged,
  formatMoney,
  invoicePage,
  isCancellationPending,
  renewDecision,
  subscriptionStatus,
  trialDaysLeft,
  useInvoices,
  usePaymentMethod,
  useSectionActions,
  usePlans,
  useRenewSubscription,
  useSubscription,
  useVendorBillingConfig,
  BILLING_ERRORS,
  type BillingPage,
  type SubscriptionStatus,
} from '../../../hooks'
import { Badge, Banner, Button, Link } from '../../../primitives'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import type { AdminSectionProps } from '../sections'
import { useBillingMessages } from './billingMessages'
import { InvoicesPage, InvoicesTable } from './InvoicesPage'
import { PaymentPage } from './PaymentPage'
import { PlansPage } from './PlansPage'
import { billingErrorText, billingFailure, CardSummary, PageHeading, Unavailable, type Notice } from './parts'
import { useBillingDialogs } from './useBillingDialogs'
import * as styles from './BillingSection.css'

const STATUS_TONES: Record<SubscriptionStatus, 'success' | 'info' | 'neutral' | 'warning' | 'error'> = {
  ACTIVE: 'success',
  TRIALING: 'info',
  CANCELED: 'neutral',
  EXPIRED: 'neutral',
  INCOMPLETE: 'warning',
}

/**
 * The billing section (spec/admin.md §1, §3 Billing, §4, §5, §7): the subscription's overview, the
 * plans with checkout, the payment method (a card through the payment provider, and billing
 * details) and the invoices with their PDFs, each page deep-linked below the section (`/plans`,
 * `/invoices`, `/payment-method`). An externally managed subscription shows and changes nothing.
 */
export default function BillingSection({ subPath, navigation }: AdminSectionProps) {
  const page = billingPage(subPath) ?? 'overview'
  const hrefOf = (next: BillingPage) => navigation.hrefOf('subscriptions', billingPath(next))
  // The page a link opened takes focus at its heading; the one the portal opened keeps the portal's focus.
  const first = useRef(subPath)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (subPath !== first.current) setMoved(true)
  }, [subPath])
  const back = hrefOf('overview')
  switch (page) {
    case 'overview':
      return <Overview key={page} focus={moved} hrefOf={hrefOf} />
    case 'plans':
      return <PlansPage key={page} focus={moved} back={back} />
    case 'invoices':
      return <InvoicesPage key={page} focus={moved} back={back} />
    case 'payment':
      return <PaymentPage key={page} focus={moved} back={back} />
  }
}

/** The plan, the subscription's status and dates, the card, and the latest invoices. */
function Overview({ focus, hrefOf }: { focus: boolean; hrefOf: (page: BillingPage) => string }) {
  const text = useBillingMessages()
  const locale = useLocale()
  const subscription = useSubscription()
  const plans = usePlans()
  const card = usePaymentMethod()
  const invoices = useInvoices()
  const vendor = useVendorBillingConfig()
  const canWrite = useSectionActions('subscriptions')('manage')
  const { notice, show, open, dialogs } = useBillingDialogs()

  const state = subscription.data
  // One retry asks again for every part that did not load; what loaded stays.
  const retryAll = () => {
    for (const resource of [subscription, plans, card, invoices, vendor]) if (resource.error !== undefined) void resource.refresh()
  }
  const current = state?.subscription ?? null
  const plan = plans.data?.find((item) => item.id === (current?.planId ?? state?.summary.currentPlanId))
  const managedElsewhere = isExternallyManaged(state)
  const latest = invoicePage(invoices.data ?? [], 0, 3).rows

  return (
    <div className={styles.page}>
      <PageHeading focus={focus}>{text.pages.overview}</PageHeading>
      {managedElsewhere && <Banner tone="info">{BILLING_ERRORS.externallyManaged}</Banner>}
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {subscription.error !== undefined && !state ? (
        <Unavailable onRetry={retryAll}>{billingFailure(subscription.error) ?? text.unavailable}</Unavailable>
      ) : !state ? (
        <p className={styles.muted} role="status">
          {text.loading}
        </p>
      ) : (
        <div className={styles.panels}>
          <section className={styles.panel} aria-labelledby="billing-plan">
            <SubscriptionPanel
              subscription={current}
              planName={plan?.name}
              price={plan ? format(text.overview.perMonth, { price: formatMoney(plan.price.amount, plan.price.currency, locale) }) : undefined}
              actions={
                !managedElsewhere &&
                canWrite && (
                  <SubscriptionActions
                    subscription={current}
                    allowCancel={cancelDecision(current, vendor.data ?? { allowPlanCancellation: false }).allowed}
                    plansHref={hrefOf('plans')}
                    onCancel={() => current && open({ kind: 'cancel', subscription: current })}
                    onSubscribe={() => current && plan && open({ kind: 'checkout', plan, subscription: current })}
                    onNotice={show}
                  />
                )
              }
            />
          </section>
          <section className={styles.panel} aria-labelledby="billing-card">
            <h4 id="billing-card" className={styles.subheading}>
              {text.overview.card}
            </h4>
            <CardSummary method={card.data} failed={card.error !== undefined && card.data === undefined} onRetry={() => void card.refresh()} />
            <Link href={hrefOf('payment')}>{text.overview.manageCard}</Link>
          </section>
        </div>
      )}
      <section className={styles.page} aria-labelledby="billing-latest">
        <div className={styles.header}>
          <h4 id="billing-latest" className={styles.subheading}>
            {text.overview.latestInvoices}
          </h4>
          <Link href={hrefOf('invoices')}>{text.overview.allInvoices}</Link>
        </div>
        <InvoicesTable rows={latest} resource={invoices} label={text.overview.latestInvoices} />
      </section>
      {dialogs}
    </div>
  )
}

function SubscriptionPanel({ subscription, planName, price, actions }: { subscription: Subscription | null; planName?: string; price?: string; actions: ReactNode }) {
  const text = useBillingMessages()
  const locale = useLocale()
  const dates = useAccountDates(locale)
  if (!subscription) {
    return (
      <>
        <h4 id="billing-plan" className={styles.subheading}>
          {text.overview.plan}
        </h4>
        <p className={styles.muted}>{text.overview.noSubscription}</p>
      </>
    )
  }
  const status = subscriptionStatus(subscription.status)
  const date = (iso: string | null | undefined) => (iso ? dates.date(iso) : '')
  const daysLeft = trialDaysLeft(subscription.trialEnd, new Date())
  return (
    <>
      <div className={styles.panelTop}>
        <h4 id="billing-plan" className={styles.subheading}>
          {text.overview.plan}
        </h4>
        <Badge tone={STATUS_TONES[status]}>{text.status[status]}</Badge>
      </div>
      <p className={styles.price}>{planName ?? subscription.planSlug ?? subscription.planId}</p>
      {price && <p className={styles.hint}>{price}</p>}
      {status === 'TRIALING' && subscription.trialEnd && (
        <p id="billing-trial">
          {format(text.overview.trialEnds, { date: date(subscription.trialEnd) })} {daysLeft === 0 ? `(${text.overview.lastDay})` : daysLeft !== null && `(${pluralize(text.overview.daysLeft, daysLeft, locale)})`}
        </p>
      )}
      {status === 'ACTIVE' && !isCancellationPending(subscription) && subscription.currentPeriodStart && subscription.currentPeriodEnd && (
        <p className={styles.hint}>{format(text.overview.period, { start: date(subscription.currentPeriodStart), end: date(subscription.currentPeriodEnd) })}</p>
      )}
      {isCancellationPending(subscription) && <p>{format(text.overview.endsOn, { date: date(subscription.currentPeriodEnd) })}</p>}
      {(status === 'CANCELED' || status === 'EXPIRED') && <p>{subscription.currentPeriodEnd ? format(text.overview.endedOn, { date: date(subscription.currentPeriodEnd) }) : text.overview.ended}</p>}
      {status === 'INCOMPLETE' && <p>{text.overview.incomplete}</p>}
      {actions}
    </>
  )
}

/** What the admin can do with the subscription as it stands: change plan, subscribe from a trial, cancel, renew. */
function SubscriptionActions({
  subscription,
  allowCancel,
  plansHref,
  onCancel,
  onSubscribe,
  onNotice,
}: {
  subscription: Subscription | null
  allowCancel: boolean
  plansHref: string
  onCancel: () => void
  onSubscribe: () => void
  onNotice: (notice: Notice | null) => void
}) {
  const text = useBillingMessages()
  const locale = useLocale()
  const dates = useAccountDates(locale)
  const messages = useMessages()
  const renew = useRenewSubscription()
  const [renewing, setRenewing] = useState(false)
  const status = subscriptionStatus(subscription?.status)
  const ended = status === 'CANCELED' || status === 'EXPIRED' || !subscription
  const doRenew = async () => {
    if (renewing) return
    setRenewing(true)
    onNotice(null)
    try {
      await renew.trigger({ subscription })
      onNotice({ tone: 'success', text: format(text.overview.renewed, { date: subscription?.currentPeriodEnd ? dates.date(subscription.currentPeriodEnd) : '' }) })
    } catch (error) {
      onNotice({ tone: 'error', text: billingErrorText(error, messages) })
    } finally {
      setRenewing(false)
    }
  }
  return (
    <div className={styles.actions}>
      <Link href={plansHref}>{ended ? text.overview.choosePlan : text.overview.changePlan}</Link>
      {status === 'TRIALING' && <Button onPress={onSubscribe}>{text.overview.subscribe}</Button>}
      {renewDecision(subscription).allowed && (
        <Button onPress={() => void doRenew()} isPending={renewing}>
          {renewing ? text.overview.renewing : text.overview.renew}
        </Button>
      )}
      {allowCancel && (
        <Button variant="secondary" onPress={onCancel}>
          {text.overview.cancel}
        </Button>
      )}
    </div>
  )
}
