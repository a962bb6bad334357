import { describe, expect, it } from 'vitest'
import type { Invoice, PaymentMethod, Plan, Subscription } from '../../api/billing'
import {
  activatedLocally,
  billingDetailsDraft,
  billingPage,
  billingPath,
  billingPrecondition,
  BILLING_ERRORS,
  cancelDecision,
  cardExpiry,
  checkBillingDetails,
  checkoutStep,
  defaultPaymentMethod,
  formatMoney,
  invoiceFilename,
  invoicePage,
  isCardExpired,
  isExternallyManaged,
  paymentProviderState,
  planChange,
  renewDecision,
  subscriptionStatus,
  trialDaysLeft,
} from './billing'

const subscription = (patch: Partial<Subscription> = {}): Subscription => ({ id: 'sub-1', status: 'active', externallyManaged: false, planId: 'plan-team', cancellation: null, ...patch })
const plan = (id: string, amount: number, currency = 'usd'): Plan => ({ id, name: id, price: { amount, currency }, recurringInterval: 'month' })
const card = (patch: Partial<PaymentMethod> = {}): PaymentMethod => ({ id: 'pm-1', type: 'card', isDefault: false, last4: '4242', expMonth: 8, expYear: 2028, brand: 'visa', ...patch })

describe('subscriptionStatus', () => {
  it.each([
    ['active', 'ACTIVE'],
    ['ACTIVE', 'ACTIVE'],
    ['canceled', 'CANCELED'],
    ['incomplete', 'INCOMPLETE'],
    ['expired', 'EXPIRED'],
    ['trialing', 'TRIALING'],
    ['trialEnded', 'EXPIRED'],
    ['past_due', 'EXPIRED'],
    ['', 'EXPIRED'],
    [undefined, 'EXPIRED'],
  ])('%s → %s', (raw, status) => expect(subscriptionStatus(raw)).toBe(status))
})

describe('cancelDecision', () => {
  const allow = { allowPlanCancellation: true }
  it('allows an active subscription with nothing pending', () => expect(cancelDecision(subscription(), allow)).toEqual({ allowed: true }))
  it('refuses a missing subscription with the spec error', () => expect(cancelDecision(null, allow)).toEqual({ allowed: false, error: 'Subscription not found.' }))
  it('refuses an externally managed one with the spec error', () => expect(cancelDecision(subscription({ externallyManaged: true }), allow)).toEqual({ allowed: false, error: 'Billing is externally managed.' }))
  it('does not offer it with a cancellation pending', () => expect(cancelDecision(subscription({ cancellation: { policy: 'atPeriodEnd' } }), allow)).toEqual({ allowed: false }))
  it.each(['trialing', 'canceled', 'expired', 'incomplete', 'trialEnded'])('does not offer it when %s', (status) => expect(cancelDecision(subscription({ status }), allow)).toEqual({ allowed: false }))
  it('does not offer it when the vendor forbids cancelling', () => expect(cancelDecision(subscription(), { allowPlanCancellation: false })).toEqual({ allowed: false }))
  it('decides on the subscription alone without a vendor config', () => expect(cancelDecision(subscription())).toEqual({ allowed: true }))
})

describe('renewDecision', () => {
  it('allows it with a cancellation at period end', () => expect(renewDecision(subscription({ cancellation: { policy: 'atPeriodEnd' } }))).toEqual({ allowed: true }))
  it('does not offer it without one', () => expect(renewDecision(subscription())).toEqual({ allowed: false }))
  it('does not offer it for another policy', () => expect(renewDecision(subscription({ cancellation: { policy: 'immediately' } }))).toEqual({ allowed: false }))
  it('refuses a missing subscription', () => expect(renewDecision(undefined)).toEqual({ allowed: false, error: BILLING_ERRORS.subscriptionNotFound }))
  it('refuses an externally managed one', () => expect(renewDecision(subscription({ externallyManaged: true, cancellation: { policy: 'atPeriodEnd' } }))).toEqual({ allowed: false, error: BILLING_ERRORS.externallyManaged }))
})

describe('planChange', () => {
  const team = plan('team', 2900)
  it('marks the current plan', () => expect(planChange(team, team, null)).toBe('current'))
  it('a dearer plan is an upgrade', () => expect(planChange(team, plan('business', 9900), null)).toBe('upgrade'))
  it('a plan of the same price is not a downgrade', () => expect(planChange(team, plan('team-annual', 2900), null)).toBe('upgrade'))
  it('a cheaper one is a downgrade when allowed', () => expect(planChange(team, plan('free', 0), { allowPlanDowngrade: true })).toBe('downgrade'))
  it('and not allowed otherwise', () => {
    expect(planChange(team, plan('free', 0), { allowPlanDowngrade: false })).toBe('downgradeNotAllowed')
    expect(planChange(team, plan('free', 0), null)).toBe('downgradeNotAllowed')
  })
  it('every plan is an upgrade without a current one', () => expect(planChange(null, plan('free', 0), null)).toBe('upgrade'))
})

describe('checkoutStep', () => {
  it('activates a trialing subscription with a card locally, with no call', () => {
    expect(checkoutStep({ subscription: subscription({ status: 'trialing' }), paymentMethodId: 'pm-1', planId: 'plan-team' })).toEqual({ kind: 'activateLocally' })
  })
  it('updates a trialing subscription moving to another plan', () => {
    expect(checkoutStep({ subscription: subscription({ status: 'trialing' }), paymentMethodId: 'pm-1', planId: 'plan-business' })).toEqual({ kind: 'update', subscriptionId: 'sub-1', paymentMethodId: 'pm-1', planId: 'plan-business' })
  })
  it('updates a trial with the card added in this checkout', () => {
    expect(checkoutStep({ subscription: subscription({ status: 'trialing' }), paymentMethodId: 'pm-new', planId: 'plan-team', newCard: true })).toEqual({ kind: 'update', subscriptionId: 'sub-1', paymentMethodId: 'pm-new', planId: 'plan-team' })
  })
  it('asks for a card when a trial has none', () => expect(checkoutStep({ subscription: subscription({ status: 'trialing' }), paymentMethodId: null, planId: 'plan-team' })).toEqual({ kind: 'needsCard' }))
  it('updates an active subscription with card and plan', () => {
    expect(checkoutStep({ subscription: subscription(), paymentMethodId: 'pm-1', planId: 'plan-business' })).toEqual({ kind: 'update', subscriptionId: 'sub-1', paymentMethodId: 'pm-1', planId: 'plan-business' })
  })
  it('asks for a card for an active one without', () => expect(checkoutStep({ subscription: subscription(), paymentMethodId: undefined, planId: 'plan-business' })).toEqual({ kind: 'needsCard' }))
  it('refuses without a subscription or when externally managed', () => {
    expect(checkoutStep({ subscription: null, paymentMethodId: 'pm-1', planId: 'p' })).toEqual({ kind: 'refused', error: 'Subscription not found.' })
    expect(checkoutStep({ subscription: subscription({ externallyManaged: true }), paymentMethodId: 'pm-1', planId: 'p' })).toEqual({ kind: 'refused', error: 'Billing is externally managed.' })
  })
  it('activatedLocally marks it active and ends the trial', () => {
    expect(activatedLocally(subscription({ status: 'trialing', trialEnd: '2026-12-08T00:00:00Z' }))).toMatchObject({ status: 'active', trialEnd: null, planId: 'plan-team' })
  })
})

describe('payment provider', () => {
  it.each([
    [[{ paymentProvider: 'Stripe', status: '1' }], 'ready'],
    [[{ paymentProvider: 'Stripe', status: '0' }], 'notConfigured'],
    [[{ paymentProvider: 'Invoice', status: '1' }], 'notConfigured'],
    [[], 'notConfigured'],
    [null, 'notConfigured'],
    [[{ paymentProvider: 'Invoice', status: '1' }, { paymentProvider: 'Stripe', status: '1' }], 'ready'],
  ] as const)('%j → %s', (providers, state) => expect(paymentProviderState(providers)).toBe(state))

  it('billingPrecondition: tenant, then providers readable, then configured', () => {
    const ready = [{ paymentProvider: 'Stripe', status: '1' }]
    expect(billingPrecondition({ tenantId: null, providers: ready, providersFailed: false })).toBe('Not authorized')
    expect(billingPrecondition({ tenantId: 't', providers: undefined, providersFailed: true })).toBe('Internal feature failure')
    expect(billingPrecondition({ tenantId: 't', providers: [], providersFailed: false })).toBe('Payment provider not configured')
    expect(billingPrecondition({ tenantId: 't', providers: undefined, providersFailed: false })).toBeNull()
    expect(billingPrecondition({ tenantId: 't', providers: ready, providersFailed: false })).toBeNull()
  })
})

describe('formatMoney', () => {
  it('formats minor units in the currency and locale', () => {
    expect(formatMoney(2900, 'usd', 'en-US')).toBe('$29.00')
    expect(formatMoney(2900, 'eur', 'de-DE')).toBe('29,00\u00a0€')
    expect(formatMoney(0, 'usd', 'en-US')).toBe('$0.00')
  })
  it('defaults to usd', () => expect(formatMoney(990, null, 'en-US')).toBe('$9.90'))
  it('knows currencies without minor units', () => expect(formatMoney(1500, 'jpy', 'en-US')).toBe('¥1,500'))
})

describe('dates and cards', () => {
  const now = new Date('2026-11-28T10:00:00')
  it('trialDaysLeft counts calendar days, never below 0', () => {
    expect(trialDaysLeft('2026-12-08T12:00:00', now)).toBe(10)
    expect(trialDaysLeft('2026-11-28T23:00:00', now)).toBe(0)
    expect(trialDaysLeft('2026-11-01T00:00:00', now)).toBe(0)
    expect(trialDaysLeft(null, now)).toBeNull()
    expect(trialDaysLeft('soon', now)).toBeNull()
  })
  it('cardExpiry', () => {
    expect(cardExpiry(card())).toBe('08/2028')
    expect(cardExpiry(card({ expMonth: null }))).toBeNull()
  })
  it('isCardExpired is false through the expiry month', () => {
    expect(isCardExpired(card({ expMonth: 11, expYear: 2026 }), now)).toBe(false)
    expect(isCardExpired(card({ expMonth: 10, expYear: 2026 }), now)).toBe(true)
    expect(isCardExpired(card({ expMonth: 12, expYear: 2025 }), now)).toBe(true)
    expect(isCardExpired(card({ expYear: null }), now)).toBe(false)
  })
  it('defaultPaymentMethod prefers the default card', () => {
    expect(defaultPaymentMethod([card({ id: 'a' }), card({ id: 'b', isDefault: true })])?.id).toBe('b')
    expect(defaultPaymentMethod([card({ id: 'a' })])?.id).toBe('a')
    expect(defaultPaymentMethod([])).toBeNull()
  })
})

describe('invoices', () => {
  const invoice = (n: number): Invoice => ({ id: `in-${n}`, paymentDate: new Date(Date.UTC(2026, n, 1)).toISOString(), totalAmount: 2900, paid: true, receiptNumber: `2026-${n}` })
  const all = Array.from({ length: 14 }, (_, n) => invoice(n))
  it('pages newest first', () => {
    const first = invoicePage(all, 0)
    expect(first.pages).toBe(2)
    expect(first.rows).toHaveLength(10)
    expect(first.rows[0]?.id).toBe('in-13')
    expect(invoicePage(all, 1).rows.map((row) => row.id)).toEqual(['in-3', 'in-2', 'in-1', 'in-0'])
  })
  it('clamps the page and has one page when empty', () => {
    expect(invoicePage(all, 9).page).toBe(1)
    expect(invoicePage([], 0)).toEqual({ rows: [], pages: 1, page: 0 })
  })
  it('names the file by receipt number, else id, safely', () => {
    expect(invoiceFilename({ id: 'in-1', receiptNumber: '2026-0014' })).toBe('invoice-2026-0014.pdf')
    expect(invoiceFilename({ id: 'in_1', receiptNumber: null })).toBe('invoice-in_1.pdf')
    expect(invoiceFilename({ id: 'x', receiptNumber: 'A/B 7' })).toBe('invoice-A-B-7.pdf')
  })
})

describe('billing details', () => {
  const loaded = billingDetailsDraft(card({ billingDetails: { name: 'Ada', email: 'ada@acme.test', address: { line1: '1 Main St', city: 'London', country: 'GB' } } }))
  it('drafts from the card, empty where missing', () => {
    expect(loaded).toEqual({ name: 'Ada', email: 'ada@acme.test', address: { line1: '1 Main St', line2: '', city: 'London', state: '', postalCode: '', country: 'GB' } })
    expect(billingDetailsDraft(null).address.city).toBe('')
  })
  it('needs a name and a valid email', () => {
    expect(checkBillingDetails({ ...loaded, name: ' ' }, loaded)).toEqual({ ok: false, field: 'name', problem: 'nameRequired' })
    expect(checkBillingDetails({ ...loaded, email: '' }, loaded)).toEqual({ ok: false, field: 'email', problem: 'emailRequired' })
    expect(checkBillingDetails({ ...loaded, email: 'ada@' }, loaded)).toEqual({ ok: false, field: 'email', problem: 'invalidEmail' })
  })
  it('says there is nothing to update when nothing changed but spaces', () => {
    expect(checkBillingDetails({ ...loaded, name: ' Ada ' }, loaded)).toEqual({ ok: false, field: null, problem: 'noChanges' })
  })
  it('sends the trimmed details', () => {
    expect(checkBillingDetails({ ...loaded, address: { ...loaded.address, city: ' Paris ' } }, loaded)).toEqual({ ok: true, details: { ...loaded, address: { ...loaded.address, city: 'Paris' } } })
  })
})

describe('pages', () => {
  it.each([
    ['', 'overview'],
    ['/', 'overview'],
    ['/plans', 'plans'],
    ['/plans/?x=1', 'plans'],
    ['/invoices#top', 'invoices'],
    ['/payment-method', 'payment'],
    ['/nope', null],
  ])('%s → %s', (subPath, page) => expect(billingPage(subPath)).toBe(page))
  it('paths round-trip', () => {
    for (const page of ['overview', 'plans', 'invoices', 'payment'] as const) expect(billingPage(billingPath(page))).toBe(page)
  })
})

describe('isExternallyManaged', () => {
  const summary = (externallyManaged: boolean) => ({ externallyManaged })
  it('follows the subscription, else the summary', () => {
    expect(isExternallyManaged({ summary: summary(false), subscription: subscription({ externallyManaged: true }) })).toBe(true)
    expect(isExternallyManaged({ summary: summary(true), subscription: subscription() })).toBe(false)
    expect(isExternallyManaged({ summary: summary(true), subscription: null })).toBe(true)
    expect(isExternallyManaged(undefined)).toBe(false)
  })
})
