import { useState, type FormEvent } from 'react'
import type { PaymentMethod } from '../../../api'
import {
  billingDetailsDraft,
  billingPrecondition,
  checkBillingDetails,
  isExternallyManaged,
  useDialogSubmit,
  usePaymentMethod,
  usePaymentProviders,
  useSectionActions,
  useSubscription,
  useUpdateBillingDetails,
  BILLING_ERRORS,
  type BillingDetailsDraft,
  type BillingDetailsField,
  useSession,
} from '../../../hooks'
import { Banner, Button, Form, TextField } from '../../../primitives'
import { useBillingMessages } from './billingMessages'
import { useBillingDialogs } from './useBillingDialogs'
import { BackLink, CardSummary, Failure, PageHeading } from './parts'
import * as styles from './BillingSection.css'

/**
 * The card billing uses (replaced or added through the payment provider) and who pays (billing
 * details, shown on invoices). Without a usable card provider the card cannot change: the page says
 * "Payment provider not configured" and keeps the rest.
 */
export function PaymentPage({ focus, back }: { focus: boolean; back: string }) {
  const text = useBillingMessages()
  const card = usePaymentMethod()
  const providers = usePaymentProviders()
  const subscription = useSubscription()
  const { user } = useSession()
  const canWrite = useSectionActions('subscriptions')('manage')
  const { notice, show, open, dialogs } = useBillingDialogs()
  const managedElsewhere = isExternallyManaged(subscription.data)
  const precondition = billingPrecondition({ tenantId: user?.tenantId, providers: providers.data, providersFailed: providers.error !== undefined && !providers.data })
  const canChangeCard = canWrite && !managedElsewhere && precondition === null && providers.data !== undefined && card.data !== undefined

  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{text.pages.payment}</PageHeading>
      {managedElsewhere && <Banner tone="info">{BILLING_ERRORS.externallyManaged}</Banner>}
      {precondition && <Banner tone={precondition === BILLING_ERRORS.providerNotConfigured ? 'warning' : 'error'}>{precondition}</Banner>}
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      <section className={styles.panel} aria-labelledby="billing-card-title">
        <h4 id="billing-card-title" className={styles.subheading}>
          {text.card.title}
        </h4>
        <CardSummary method={card.data} failed={card.error !== undefined && card.data === undefined} onRetry={() => void card.refresh()} />
        {canChangeCard && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={() => open({ kind: 'card', replaces: card.data ?? null })}
            >
              {card.data ? text.card.replace : text.card.add}
            </Button>
          </div>
        )}
      </section>
      {card.data !== undefined && <BillingDetailsForm key={card.data?.id ?? 'none'} method={card.data} readOnly={!canWrite || managedElsewhere} onSaved={() => show({ tone: 'success', text: text.details.saved })} />}
      {dialogs}
    </div>
  )
}

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const

/** Who pays: name, email and address of the card, saved with PATCH billing details; nothing typed is lost on a failure. */
function BillingDetailsForm({ method, readOnly, onSaved }: { method: PaymentMethod | null; readOnly: boolean; onSaved: () => void }) {
  const text = useBillingMessages()
  const save = useUpdateBillingDetails()
  const sending = useDialogSubmit()
  const [loaded, setLoaded] = useState(() => billingDetailsDraft(method))
  const [draft, setDraft] = useState<BillingDetailsDraft>(loaded)
  const [problem, setProblem] = useState<{ field: BillingDetailsField | null; text: string } | null>(null)
  const problems = { nameRequired: text.card.nameRequired, emailRequired: text.card.emailRequired, invalidEmail: text.card.invalidEmail, noChanges: BILLING_ERRORS.noChanges }

  if (!method) {
    return (
      <section className={styles.panel} aria-labelledby="billing-details-title">
        <h4 id="billing-details-title" className={styles.subheading}>
          {text.details.title}
        </h4>
        <p className={styles.muted}>{text.details.needsCard}</p>
      </section>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkBillingDetails(draft, loaded)
    if (!checked.ok) {
      setProblem({ field: checked.field, text: problems[checked.problem] })
      if (checked.field) document.getElementById(`billing-${checked.field}`)?.focus()
      return
    }
    setProblem(null)
    void sending.submit(async () => {
      await save.trigger({ paymentMethodId: method.id, ...checked.details })
      setLoaded(checked.details)
      setDraft(checked.details)
      onSaved()
    })
  }
  const fieldError = (field: BillingDetailsField) => (problem?.field === field ? problem.text : undefined)
  const setAddress = (field: (typeof ADDRESS_FIELDS)[number]) => (value: string) => setDraft((current) => ({ ...current, address: { ...current.address, [field]: value } }))

  return (
    <section className={styles.panel} aria-labelledby="billing-details-title">
      <h4 id="billing-details-title" className={styles.subheading}>
        {text.details.title}
      </h4>
      <p className={styles.hint}>{text.details.description}</p>
      <Form onSubmit={submit} className={styles.form} aria-labelledby="billing-details-title">
        {problem?.field === null && <Banner tone="info">{problem.text}</Banner>}
        <Failure error={sending.error} />
        <div className={styles.fields}>
          <TextField id="billing-name" label={text.details.name} value={draft.name} onChange={(name) => setDraft((current) => ({ ...current, name }))} errorMessage={fieldError('name')} isReadOnly={readOnly} autoComplete="name" />
          <TextField id="billing-email" label={text.details.email} type="email" value={draft.email} onChange={(email) => setDraft((current) => ({ ...current, email }))} errorMessage={fieldError('email')} isReadOnly={readOnly} autoComplete="email" />
          {ADDRESS_FIELDS.map((field) => (
            <TextField key={field} label={text.details[field]} value={draft.address[field]} onChange={setAddress(field)} isReadOnly={readOnly} autoComplete={AUTOCOMPLETE[field]} />
          ))}
        </div>
        {!readOnly && (
          <div className={styles.actions}>
            <Button type="submit" isPending={sending.isPending} pendingLabel={text.details.saving}>
              {sending.isPending ? text.details.saving : text.details.save}
            </Button>
          </div>
        )}
      </Form>
    </section>
  )
}

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
}
