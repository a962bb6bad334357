import { differenceInCalendarDays } from 'date-fns'
import { CARD_PAYMENT_PROVIDERS, DEFAULT_CURRENCY, PROVIDER_ACTIVE, type BillingDetailsInput, type BillingSummary, type Invoice, type PaymentMethod, type PaymentProvider, type Plan, type Subscription, type VendorBillingConfig } from '../../api/billing'
import { parseEmail } from '../shared/email'

/**
 * The billing section's decisions (spec/admin.md §4 "Subscription", "Checkout confirm", §5, §9), as
 * pure functions: what a subscription's status means, whether it may be cancelled or renewed, what
 * a plan change is, what checkout does, whether the payment provider is usable, and how money and
 * invoices are shown.
 */

// ---------------------------------------------------------------- status

/** spec/admin.md §4: the statuses the section knows. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELED', 'INCOMPLETE', 'EXPIRED', 'TRIALING'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** The API's status (`active`, `trialing` …) as the section's; any status it does not know (`trialEnded`, a new one) is EXPIRED. */
export function subscriptionStatus(raw: string | null | undefined): SubscriptionStatus {
  const status = (raw ?? '').toUpperCase()
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'EXPIRED'
}

/** Whether billing is managed outside the portal: the subscription says so, or without one the summary does. */
export function isExternallyManaged(state: { readonly summary: Pick<BillingSummary, 'externallyManaged'>; readonly subscription: Pick<Subscription, 'externallyManaged'> | null } | null | undefined): boolean {
  return Boolean(state?.subscription?.externallyManaged ?? state?.summary.externallyManaged)
}

/** spec/admin.md §9: the one cancellation policy, at the end of the current period. */
export const CANCEL_AT_PERIOD_END = 'atPeriodEnd'

/** Whether a cancellation at period end is pending. */
export function isCancellationPending(subscription: Pick<Subscription, 'cancellation'> | null | undefined): boolean {
  return subscription?.cancellation?.policy === CANCEL_AT_PERIOD_END
}

/** spec/admin.md §8, word for word. */
export const BILLING_ERRORS = {
  subscriptionNotFound: 'Subscription not found.',
  externallyManaged: 'Billing is externally managed.',
  providerNotConfigured: 'Payment provider not configured',
  notAuthorized: 'Not authorized',
  featureFailure: 'Internal feature failure',
  noChanges: 'No changes to update',
} as const

/** A billing change the rules refused before any call: its message is the spec's, shown as it is. */
export class BillingRefusal extends Error {
  override readonly name = 'BillingRefusal'
}

export type SubscriptionAction = { readonly allowed: true } | { readonly allowed: false; readonly error?: string }

/**
 * spec/admin.md §4: cancel only when the subscription is ACTIVE and no cancellation is pending;
 * refused with the spec's error when there is no subscription or it is managed outside the portal.
 * The vendor may forbid cancelling at all (then it is simply not offered: no error).
 */
export function cancelDecision(subscription: Subscription | null | undefined, vendor?: Pick<VendorBillingConfig, 'allowPlanCancellation'> | null): SubscriptionAction {
  if (!subscription) return { allowed: false, error: BILLING_ERRORS.subscriptionNotFound }
  if (subscription.externallyManaged) return { allowed: false, error: BILLING_ERRORS.externallyManaged }
  if (vendor && !vendor.allowPlanCancellation) return { allowed: false }
  if (subscriptionStatus(subscription.status) !== 'ACTIVE' || isCancellationPending(subscription)) return { allowed: false }
  return { allowed: true }
}

/** spec/admin.md §4: renew only when a cancellation at period end exists (and the subscription is the portal's to change). */
export function renewDecision(subscription: Subscription | null | undefined): SubscriptionAction {
  if (!subscription) return { allowed: false, error: BILLING_ERRORS.subscriptionNotFound }
  if (subscription.externallyManaged) return { allowed: false, error: BILLING_ERRORS.externallyManaged }
  return isCancellationPending(subscription) ? { allowed: true } : { allowed: false }
}

// ---------------------------------------------------------------- plans and checkout

/** What choosing `target` would be from the current plan. */
export type PlanChange = 'current' | 'upgrade' | 'downgrade' | 'downgradeNotAllowed'

/** A plan change by price (same interval: every plan is monthly); a cheaper plan is a downgrade, offered only when the vendor allows it. */
export function planChange(current: Plan | null | undefined, target: Plan, vendor: Pick<VendorBillingConfig, 'allowPlanDowngrade'> | null | undefined): PlanChange {
  if (!current) return 'upgrade'
  if (current.id === target.id) return 'current'
  if (target.price.amount >= current.price.amount) return 'upgrade'
  return vendor?.allowPlanDowngrade ? 'downgrade' : 'downgradeNotAllowed'
}

/** What confirming checkout does (spec/admin.md §4 "Checkout confirm"). */
export type CheckoutStep =
  /** A trialing subscription that already has a card: marked ACTIVE here, no call. */
  | { readonly kind: 'activateLocally' }
  /** Update the subscription with the card and plan, then reload billing info, payment method and invoices, then confirm. */
  | { readonly kind: 'update'; readonly subscriptionId: string; readonly paymentMethodId: string; readonly planId: string }
  /** No card yet: one must be added first. */
  | { readonly kind: 'needsCard' }
  | { readonly kind: 'refused'; readonly error: string }

/**
 * `newCard`: the card was added in this checkout (the trial did not already have it), so the
 * subscription is updated with it. A trial keeping its plan and its card activates locally; one
 * moving to another plan is updated, so the plan change is never lost.
 */
export function checkoutStep(input: { subscription: Subscription | null | undefined; paymentMethodId: string | null | undefined; planId: string; newCard?: boolean }): CheckoutStep {
  const { subscription, paymentMethodId, planId, newCard = false } = input
  if (!subscription) return { kind: 'refused', error: BILLING_ERRORS.subscriptionNotFound }
  if (subscription.externallyManaged) return { kind: 'refused', error: BILLING_ERRORS.externallyManaged }
  const trialing = subscriptionStatus(subscription.status) === 'TRIALING'
  if (trialing && paymentMethodId && !newCard && planId === subscription.planId) return { kind: 'activateLocally' }
  if (!paymentMethodId) return { kind: 'needsCard' }
  return { kind: 'update', subscriptionId: subscription.id, paymentMethodId, planId }
}

/** The subscription as checkout leaves it when it activates locally. */
export function activatedLocally(subscription: Subscription): Subscription {
  return { ...subscription, status: 'active', trialEnd: null }
}

// ---------------------------------------------------------------- payment provider

export type ProviderState = 'ready' | 'notConfigured'

/** spec/admin.md §5: a card payment provider that exists with status "1", else the card cannot be taken. */
export function paymentProviderState(providers: readonly PaymentProvider[] | null | undefined): ProviderState {
  return (providers ?? []).some((provider) => provider.status === PROVIDER_ACTIVE && CARD_PAYMENT_PROVIDERS.includes(provider.paymentProvider)) ? 'ready' : 'notConfigured'
}

/**
 * spec/admin.md §5: billing needs a tenant and a payment provider. Without a tenant the user is
 * "Not authorized"; when the providers could not be read at all it is an "Internal feature
 * failure"; a provider missing, inactive or not a card one is "Payment provider not configured".
 * Null when billing can go ahead.
 */
export function billingPrecondition(input: { tenantId: string | null | undefined; providers: readonly PaymentProvider[] | null | undefined; providersFailed: boolean }): string | null {
  if (!input.tenantId) return BILLING_ERRORS.notAuthorized
  if (input.providersFailed) return BILLING_ERRORS.featureFailure
  if (input.providers === undefined || input.providers === null) return null
  return paymentProviderState(input.providers) === 'ready' ? null : BILLING_ERRORS.providerNotConfigured
}

// ---------------------------------------------------------------- money, dates, cards

/** How many minor units make one of the currency (100 cents, 1 yen, 1000 fils), as Intl knows it. */
function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** An amount in minor units, formatted by Intl in its currency (default usd, spec/admin.md §9) and the reader's locale. */
export function formatMoney(minorUnits: number, currency: string | null | undefined, locale: string): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase()
  const digits = minorUnitDigits(code)
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(minorUnits / 10 ** digits)
}

/** Whole days left in a trial (0 on its last day or after), null without a trial end. */
export function trialDaysLeft(trialEnd: string | null | undefined, now: Date): number | null {
  if (!trialEnd) return null
  const end = new Date(trialEnd)
  if (Number.isNaN(end.getTime())) return null
  return Math.max(0, differenceInCalendarDays(end, now))
}

/** A card's expiry as printed on it (08/2028), null when the answer has none. */
export function cardExpiry(method: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string | null {
  if (!method.expMonth || !method.expYear) return null
  return `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`
}

/** Whether the card's expiry month has passed. */
export function isCardExpired(method: Pick<PaymentMethod, 'expMonth' | 'expYear'>, now: Date): boolean {
  if (!method.expMonth || !method.expYear) return false
  return method.expYear < now.getFullYear() || (method.expYear === now.getFullYear() && method.expMonth < now.getMonth() + 1)
}

/** The card billing uses: the default one, else the first. */
export function defaultPaymentMethod(methods: readonly PaymentMethod[] | null | undefined): PaymentMethod | null {
  return methods?.find((method) => method.isDefault) ?? methods?.[0] ?? null
}

// ---------------------------------------------------------------- invoices

export const INVOICES_PAGE_SIZE = 10

/** The invoices, newest first, one page of them (from 0), and how many pages there are. */
export function invoicePage(invoices: readonly Invoice[], page: number, size = INVOICES_PAGE_SIZE): { rows: Invoice[]; pages: number; page: number } {
  const sorted = [...invoices].sort((a, b) => Date.parse(b.paymentDate) - Date.parse(a.paymentDate))
  const pages = Math.max(1, Math.ceil(sorted.length / size))
  const current = Math.min(Math.max(0, page), pages - 1)
  return { rows: sorted.slice(current * size, current * size + size), pages, page: current }
}

/** The name an invoice's PDF is saved under. */
export function invoiceFilename(invoice: Pick<Invoice, 'id' | 'receiptNumber'>): string {
  const name = (invoice.receiptNumber || invoice.id).replace(/[^\w.-]+/g, '-')
  return `invoice-${name}.pdf`
}

// ---------------------------------------------------------------- billing details

export type BillingDetailsDraft = BillingDetailsInput
const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const

/** The form's values from a card's billing details (empty strings for what is missing). */
export function billingDetailsDraft(method: PaymentMethod | null | undefined): BillingDetailsDraft {
  const details = method?.billingDetails
  const address = details?.address
  return {
    name: details?.name ?? '',
    email: details?.email ?? '',
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ''])) as BillingDetailsDraft['address'],
  }
}

export type BillingDetailsField = 'name' | 'email'
export type BillingDetailsCheck = { readonly ok: true; readonly details: BillingDetailsDraft } | { readonly ok: false; readonly field: BillingDetailsField; readonly problem: 'nameRequired' | 'emailRequired' | 'invalidEmail' | 'noChanges' } | { readonly ok: false; readonly field: null; readonly problem: 'noChanges' }

/** The details to send, trimmed, or the first problem: a name and a valid email are needed; unchanged details are "No changes to update". */
export function checkBillingDetails(draft: BillingDetailsDraft, loaded: BillingDetailsDraft): BillingDetailsCheck {
  const trimmed: BillingDetailsDraft = {
    name: draft.name.trim(),
    email: draft.email.trim(),
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, draft.address[field].trim()])) as BillingDetailsDraft['address'],
  }
  if (!trimmed.name) return { ok: false, field: 'name', problem: 'nameRequired' }
  if (!trimmed.email) return { ok: false, field: 'email', problem: 'emailRequired' }
  if (!parseEmail(trimmed.email).ok) return { ok: false, field: 'email', problem: 'invalidEmail' }
  const same = trimmed.name === loaded.name && trimmed.email === loaded.email && ADDRESS_FIELDS.every((field) => trimmed.address[field] === loaded.address[field])
  if (same) return { ok: false, field: null, problem: 'noChanges' }
  return { ok: true, details: trimmed }
}

// ---------------------------------------------------------------- pages

/** The section's pages, under its path: the overview, the plans, the invoices, the payment method. */
export type BillingPage = 'overview' | 'plans' | 'invoices' | 'payment'
const PAGE_PATHS: Record<BillingPage, string> = { overview: '', plans: '/plans', invoices: '/invoices', payment: '/payment-method' }

/** The page a sub-path opens (query and hash ignored, a trailing slash allowed); null for none. */
export function billingPage(subPath: string): BillingPage | null {
  const path = subPath.replace(/[?#].*$/, '').replace(/\/+$/, '')
  const found = (Object.keys(PAGE_PATHS) as BillingPage[]).find((page) => PAGE_PATHS[page] === path)
  return found ?? null
}

export function billingPath(page: BillingPage): string {
  return PAGE_PATHS[page]
}
