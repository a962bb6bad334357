import type { Plan } from '../../../api'
import { BILLING_ERRORS, formatMoney, isExternallyManaged, planChange, useSectionActions, usePlans, useSubscription, useVendorBillingConfig } from '../../../hooks'
import { Badge, Banner, Button } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { useBillingMessages } from './billingMessages'
import { useBillingDialogs } from './useBillingDialogs'
import { BackLink, PageHeading, Unavailable } from './parts'
import * as styles from './BillingSection.css'

/**
 * The plans with their monthly price, the current one marked. A dearer plan is an upgrade; a cheaper
 * one a downgrade, offered only when the vendor allows it. Either goes through checkout.
 */
export function PlansPage({ focus, back }: { focus: boolean; back: string }) {
  const text = useBillingMessages()
  const locale = useLocale()
  const plans = usePlans()
  const subscription = useSubscription()
  const vendor = useVendorBillingConfig()
  const canWrite = useSectionActions('subscriptions')('manage')
  const { notice, open, dialogs } = useBillingDialogs()
  const current = subscription.data?.subscription ?? null
  const currentPlanId = current?.planId ?? subscription.data?.summary.currentPlanId
  const currentPlan = plans.data?.find((plan) => plan.id === currentPlanId) ?? null
  const managedElsewhere = isExternallyManaged(subscription.data)
  // Without a subscription the section has nothing to check out against: plans are shown, not chosen.
  const canChoose = canWrite && !managedElsewhere && current !== null && vendor.data !== undefined

  const choose = (plan: Plan) => {
    if (current) open({ kind: 'checkout', plan, subscription: current })
  }

  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{text.pages.plans}</PageHeading>
      <p className={styles.description}>{text.plans.description}</p>
      {managedElsewhere && <Banner tone="info">{BILLING_ERRORS.externallyManaged}</Banner>}
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {plans.error !== undefined && !plans.data && <Unavailable onRetry={() => void plans.refresh()}>{text.unavailable}</Unavailable>}
      {!plans.data && plans.error === undefined && (
        <p className={styles.muted} role="status">
          {text.loading}
        </p>
      )}
      {plans.data && (
        <ul className={styles.list} aria-label={text.plans.listLabel}>
          {plans.data.map((plan) => {
            const change = planChange(currentPlan, plan, vendor.data)
            const isCurrent = change === 'current'
            return (
              <li key={plan.id} className={isCurrent ? `${styles.panel} ${styles.selected}` : styles.panel} aria-current={isCurrent ? 'true' : undefined}>
                <div className={styles.panelTop}>
                  <h4 className={styles.subheading}>{plan.name}</h4>
                  {isCurrent && <Badge tone="success">{text.plans.current}</Badge>}
                </div>
                <p className={styles.price}>{format(text.overview.perMonth, { price: formatMoney(plan.price.amount, plan.price.currency, locale) })}</p>
                {plan.description && <p className={styles.hint}>{plan.description}</p>}
                {canChoose && !isCurrent && change !== 'downgradeNotAllowed' && (
                  <Button variant={change === 'upgrade' ? 'primary' : 'secondary'} onPress={() => choose(plan)}>
                    {format(currentPlan ? (change === 'upgrade' ? text.plans.upgrade : text.plans.downgrade) : text.plans.choose, { plan: plan.name })}
                  </Button>
                )}
                {canChoose && change === 'downgradeNotAllowed' && <p className={styles.hint}>{format(text.plans.downgradeNotAllowed, { plan: plan.name })}</p>}
              </li>
            )
          })}
        </ul>
      )}
      {dialogs}
    </div>
  )
}
