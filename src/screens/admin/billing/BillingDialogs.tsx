import { useRef, useState, type FormEvent, type Ref } from 'react'
import type { PaymentMethod, Plan, Subscription } from '../../../api'
import {
  useAccountDates,
  formatMoney,
  subscriptionStatus,
  useCancelSubscription,
  useCheckout,
  useDialogSubmit,
  usePaymentMethod,
  useCardSaved,
  useSession,
  useStartCardSetup,
  type CardSetupStart,
} from '../../../hooks'
import { parseEmail } from '../../../hooks/shared/email'
import { useMountRequest } from '../../../hooks/shared/useMountRequest'
import { Banner, Button, Dialog, DialogFormActions, Form, Spinner, TextField } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { useBillingMessages } from './billingMessages'
import type { CardSetupForm, CardSetupHandle } from './cardSetup'
import { useCardSetupAdapter } from './cardSetupContext'
import { cardName, Failure } from './parts'
import * as styles from './BillingSection.css'

/** The dialog open over a billing page: checkout of a plan, cancelling, a card added or replaced. */
export type BillingDialog =
  | { readonly kind: 'checkout'; readonly plan: Plan; readonly subscription: Subscription }
  | { readonly kind: 'cancel'; readonly subscription: Subscription }
  | { readonly kind: 'card'; readonly replaces: PaymentMethod | null }

export interface BillingDialogsProps {
  dialog: BillingDialog | null
  onClose: () => void
  /** A change went through: what to tell the admin. */
  onDone: (notice: string) => void
}

/** The billing pages' dialogs, in their own chunk (the card form's code is another, loaded when a card is asked for). */
export default function BillingDialogs({ dialog, onClose, onDone }: BillingDialogsProps) {
  if (!dialog) return null
  switch (dialog.kind) {
    case 'checkout':
      return <CheckoutDialog plan={dialog.plan} subscription={dialog.subscription} onClose={onClose} onDone={onDone} />
    case 'cancel':
      return <CancelDialog subscription={dialog.subscription} onClose={onClose} onDone={onDone} />
    case 'card':
      return <CardDialog replaces={dialog.replaces} onClose={onClose} onDone={onDone} />
  }
}

type DialogProps = Omit<BillingDialogsProps, 'dialog'>

function CancelDialog({ subscription, onClose, onDone }: DialogProps & { subscription: Subscription }) {
  const text = useBillingMessages().cancel
  const locale = useLocale()
  const dates = useAccountDates(locale)
  const cancel = useCancelSubscription()
  const end = subscription.currentPeriodEnd ? dates.date(subscription.currentPeriodEnd) : null
  return (
    <SubmitConfirmDialog
      title={text.title}
      description={end ? format(text.description, { date: end }) : text.descriptionNoDate}
      text={{ confirm: text.confirm, cancel: text.keep, pending: text.pending }}
      onClose={onClose}
      onConfirm={async () => {
        await cancel.trigger({ subscription })
        onDone(end ? format(text.done, { date: end }) : text.doneNoDate)
      }}
      failure={(error) => <Failure error={error} />}
    />
  )
}

/** The card form's state: its code and a setup intent on their way, ready, or failed (with a retry). */
type CardFormState = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly error: unknown } | { readonly kind: 'ready'; readonly Form: CardSetupForm; readonly setup: CardSetupStart }

/**
 * The card form inside a dialog: the provider configuration, a setup intent (one per opening, also
 * under StrictMode) and the form's code load together; the holder's name and email go with the card.
 * `confirm` confirms the setup intent with the provider and, when it went through, reloads the card.
 */
function useCardForm(replaces: PaymentMethod | null) {
  const adapter = useCardSetupAdapter()
  const start = useStartCardSetup()
  const [state, setState] = useState<CardFormState>({ kind: 'loading' })
  const begin = () => Promise.all([start.trigger(replaces ? { paymentMethodId: replaces.id } : {}), adapter.load()])
  const settle = (outcome: { ok: true; value: [CardSetupStart, CardSetupForm] } | { ok: false; error: unknown }) =>
    setState(outcome.ok ? { kind: 'ready', setup: outcome.value[0], Form: outcome.value[1] } : { kind: 'failed', error: outcome.error })
  useMountRequest(begin, settle)
  const retry = () => {
    setState({ kind: 'loading' })
    begin().then(
      (value) => settle({ ok: true, value }),
      (error: unknown) => settle({ ok: false, error }),
    )
  }
  return { state, retry }
}

function CardFields({ form, handle }: { form: ReturnType<typeof useCardForm>; handle: Ref<CardSetupHandle> }) {
  const all = useBillingMessages()
  const text = all.card
  const locale = useLocale()
  const { state, retry } = form
  if (state.kind === 'loading') return <Spinner label={text.loadingForm} />
  if (state.kind === 'failed') {
    return (
      <div className={styles.actions}>
        <Failure error={state.error} />
        <p className={styles.muted}>{text.formFailed}</p>
        <Button variant="secondary" onPress={retry}>
          {all.retry}
        </Button>
      </div>
    )
  }
  const { Form: CardForm, setup } = state
  return <CardForm publishableKey={setup.publishableKey} clientSecret={setup.clientSecret} locale={locale} handle={handle} />
}

interface Holder {
  name: string
  email: string
}

/**
 * Takes a card and confirms it with the provider; resolves with the new card's id, or null after
 * showing why it did not go through (the provider's words; what was typed stays).
 */
function useCardConfirm() {
  const text = useBillingMessages().card
  const handle = useRef<CardSetupHandle>(null)
  const cardSaved = useCardSaved()
  const [providerError, setProviderError] = useState<string | null>(null)
  const [holderProblems, setHolderProblems] = useState<{ name?: string; email?: string }>({})
  const check = (holder: Holder): boolean => {
    const problems = {
      ...(holder.name.trim() ? {} : { name: text.nameRequired }),
      ...(holder.email.trim() ? (parseEmail(holder.email).ok ? {} : { email: text.invalidEmail }) : { email: text.emailRequired }),
    }
    setHolderProblems(problems)
    return Object.keys(problems).length === 0
  }
  /** The card as the identity API holds it once the provider confirmed it; null when it did not go through (the reason is shown). */
  const confirm = async (holder: Holder): Promise<PaymentMethod | null> => {
    setProviderError(null)
    if (!handle.current) return null
    const result = await handle.current.confirm({ holder: { name: holder.name.trim(), email: holder.email.trim() } })
    if (!result.ok) {
      setProviderError(result.kind === 'network' ? `${result.message} ${text.networkHint}` : result.message)
      return null
    }
    return cardSaved(result.paymentMethodId)
  }
  return { handle, check, confirm, providerError, holderProblems }
}

function HolderFields({ holder, onChange, problems, isDisabled }: { holder: Holder; onChange: (holder: Holder) => void; problems: { name?: string; email?: string }; isDisabled: boolean }) {
  const text = useBillingMessages().card
  return (
    <>
      <TextField label={text.holderName} value={holder.name} onChange={(name) => onChange({ ...holder, name })} errorMessage={problems.name} isDisabled={isDisabled} autoComplete="cc-name" />
      <TextField label={text.holderEmail} type="email" value={holder.email} onChange={(email) => onChange({ ...holder, email })} errorMessage={problems.email} isDisabled={isDisabled} autoComplete="email" />
    </>
  )
}

function useDefaultHolder(method: PaymentMethod | null | undefined): Holder {
  const { user } = useSession()
  return { name: method?.billingDetails?.name ?? user?.name ?? '', email: method?.billingDetails?.email ?? user?.email ?? '' }
}

/** Adds a card, or replaces the one billing uses (the setup intent names it). */
function CardDialog({ replaces, onClose, onDone }: DialogProps & { replaces: PaymentMethod | null }) {
  const text = useBillingMessages().card
  const form = useCardForm(replaces)
  const card = useCardConfirm()
  const sending = useDialogSubmit()
  const [holder, setHolder] = useState<Holder>(useDefaultHolder(replaces))
  const close = () => !sending.isPending && onClose()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.state.kind !== 'ready' || !card.check(holder)) return
    void sending.submit(async () => {
      if (await card.confirm(holder)) onDone(text.saved)
    })
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={replaces ? text.replaceTitle : text.addTitle} isDismissable={!sending.isPending}>
      <Form onSubmit={submit}>
        {card.providerError && <Banner tone="error">{card.providerError}</Banner>}
        <Failure error={sending.error} />
        <HolderFields holder={holder} onChange={setHolder} problems={card.holderProblems} isDisabled={sending.isPending} />
        <CardFields form={form} handle={card.handle} />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.save} pendingLabel={text.saving} isPending={sending.isPending} />
      </Form>
    </Dialog>
  )
}

/**
 * Checkout of a plan (spec/admin.md §4 "Checkout confirm"): with a card on file it is confirmed as it
 * is (a trial with a card becomes active here, with no call); without one, the card is taken first
 * (setup intent, confirmed with the provider), then the subscription is updated with card and plan.
 */
function CheckoutDialog({ plan, subscription, onClose, onDone }: DialogProps & { plan: Plan; subscription: Subscription }) {
  const text = useBillingMessages()
  const locale = useLocale()
  const dates = useAccountDates(locale)
  const method = usePaymentMethod()
  const checkout = useCheckout()
  const sending = useDialogSubmit()
  const current = method.data
  const needsCard = method.data === null
  const trialing = subscriptionStatus(subscription.status) === 'TRIALING'
  const price = formatMoney(plan.price.amount, plan.price.currency, locale)
  const close = () => !sending.isPending && onClose()

  const confirmWith = async (paymentMethodId: string | null | undefined, newCard = false) => {
    const step = await checkout.trigger({ subscription, paymentMethodId, planId: plan.id, newCard })
    if (step.kind === 'activateLocally') onDone(text.checkout.activated)
    else if (step.kind === 'update') onDone(format(text.plans.changed, { plan: plan.name }))
  }

  const title = format(trialing && plan.id === subscription.planId ? text.checkout.subscribeTitle : text.checkout.title, { plan: plan.name })
  const summary =
    trialing && subscription.trialEnd
      ? format(text.checkout.trialSummary, { plan: plan.name, price, date: dates.date(subscription.trialEnd) })
      : format(text.checkout.summary, { plan: plan.name, price })

  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={title} isDismissable={!sending.isPending}>
      <p>{summary}</p>
      {method.data === undefined ? (
        <Spinner label={text.loading} />
      ) : needsCard ? (
        <NewCardCheckout sending={sending} onCancel={close} onConfirmed={confirmWith} />
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault()
            void sending.submit(() => confirmWith(current?.id))
          }}
        >
          <Failure error={sending.error} />
          {current && <p>{format(text.checkout.payWith, { card: cardName(current, text) })}</p>}
          <DialogFormActions cancelLabel={text.checkout.cancel} onCancel={close} submitLabel={text.checkout.confirm} pendingLabel={text.checkout.confirming} isPending={sending.isPending} />
        </Form>
      )}
    </Dialog>
  )
}

/** Checkout's card step: the card is confirmed with the provider, then checkout goes on with its id. */
function NewCardCheckout({ sending, onCancel, onConfirmed }: { sending: ReturnType<typeof useDialogSubmit>; onCancel: () => void; onConfirmed: (paymentMethodId: string, newCard: boolean) => Promise<void> }) {
  const text = useBillingMessages()
  const form = useCardForm(null)
  const card = useCardConfirm()
  const [holder, setHolder] = useState<Holder>(useDefaultHolder(null))
  // A card confirmed with the provider but whose checkout then failed is not asked for again.
  const [cardId, setCardId] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (cardId) {
      void sending.submit(() => onConfirmed(cardId, true))
      return
    }
    if (form.state.kind !== 'ready' || !card.check(holder)) return
    void sending.submit(async () => {
      const saved = await card.confirm(holder)
      if (!saved) return
      setCardId(saved.id)
      await onConfirmed(saved.id, true)
    })
  }
  return (
    <Form onSubmit={submit}>
      <p>{text.checkout.addCard}</p>
      {card.providerError && <Banner tone="error">{card.providerError}</Banner>}
      <Failure error={sending.error} />
      {!cardId && (
        <>
          <HolderFields holder={holder} onChange={setHolder} problems={card.holderProblems} isDisabled={sending.isPending} />
          <CardFields form={form} handle={card.handle} />
        </>
      )}
      <DialogFormActions cancelLabel={text.checkout.cancel} onCancel={onCancel} submitLabel={text.checkout.confirm} pendingLabel={text.checkout.confirming} isPending={sending.isPending} />
    </Form>
  )
}
