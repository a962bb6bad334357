import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/**
 * spec/admin.md §7 Billing: the tenant's plan, subscription, payment method and invoices, each path
 * written once here as reference/endpoints.json spells it (its methods win where §7's words differ:
 * billing details are PATCHed, cancel and renew are PUTs).
 */
export const BILLING_PATH = '/subscriptions/resources/billing'
export const MANAGED_SUBSCRIPTIONS_PATH = '/subscriptions/resources/subscriptions/v1'
export const PAYMENT_PROVIDERS_PATH = '/subscriptions/resources/payment-providers/v1'
export const VENDOR_BILLING_CONFIG_PATH = `${BILLING_PATH}/configurations/vendor-public-configurations/v1`
export const SUMMARIES_PATH = `${BILLING_PATH}/summaries/v1`
export const PLANS_PATH = `${BILLING_PATH}/plans/v1`
export const INVOICES_PATH = `${BILLING_PATH}/invoices/v1`
export const PAYMENT_METHODS_PATH = `${BILLING_PATH}/payment-methods/v1`
export const STRIPE_PATH = `${BILLING_PATH}/payment-providers/stripe`
export const STRIPE_CONFIG_PATH = `${STRIPE_PATH}/public-configurations/v1`
export const SETUP_INTENTS_PATH = `${STRIPE_PATH}/setup-intents/v1`

/** spec/admin.md §6: reading plans and invoices, and changing plan and payment. */
export { BILLING_PERMISSIONS } from './permissionKeys'

/** spec/admin.md §9: an invoice or price without a currency is in US dollars. */
export const DEFAULT_CURRENCY = 'usd'
/** spec/admin.md §9: a payment provider is active when its status is "1". */
export const PROVIDER_ACTIVE = '1'
/** The payment providers that take cards (spec/admin.md §3 "a card payment provider"). */
export const CARD_PAYMENT_PROVIDERS: readonly string[] = ['Stripe']

const segment = (value: string) => encodeURIComponent(value)
const optionalString = v.optional(v.nullable(v.string()))

// ---------------------------------------------------------------- subscription

/** The statuses the API sends (lowercase); `trialEnded` and anything new map to EXPIRED (hooks/admin/billing.ts). */
export const SubscriptionSchema = v.looseObject({
  id: v.string(),
  externalId: optionalString,
  startDate: optionalString,
  currentPeriodStart: optionalString,
  currentPeriodEnd: optionalString,
  status: v.string(),
  externallyManaged: v.optional(v.boolean(), false),
  /** A cancellation asked for; `atPeriodEnd` is the only policy (spec/admin.md §9). */
  cancellation: v.optional(v.nullable(v.looseObject({ policy: v.string() }))),
  trialEnd: optionalString,
  /** The plan subscribed to, by id and slug. */
  planId: v.string(),
  planSlug: optionalString,
})
export type Subscription = v.InferOutput<typeof SubscriptionSchema>

/** spec/admin.md §3 Billing summary: what the tenant's billing is made of, by id. */
export const BillingSummarySchema = v.looseObject({
  subscriptionId: optionalString,
  paymentMethodId: optionalString,
  tenantConfigurationId: optionalString,
  providerType: optionalString,
  externallyManaged: v.optional(v.boolean(), false),
  currentPlanId: optionalString,
  defaultPlanId: optionalString,
})
export type BillingSummary = v.InferOutput<typeof BillingSummarySchema>

/** The vendor's billing choices: whether a tenant may move to a cheaper plan or cancel. */
export const VendorBillingConfigSchema = v.looseObject({
  allowPlanDowngrade: v.optional(v.boolean(), false),
  allowPlanCancellation: v.optional(v.boolean(), false),
})
export type VendorBillingConfig = v.InferOutput<typeof VendorBillingConfigSchema>

export function getBillingSummary(client: Client, input: { tenantId: string }, options: CallOptions = {}): Promise<BillingSummary> {
  return client.request(`${SUMMARIES_PATH}/${segment(input.tenantId)}`, { schema: BillingSummarySchema, ...options })
}

export function getVendorBillingConfig(client: Client, options: CallOptions = {}): Promise<VendorBillingConfig> {
  return client.request(VENDOR_BILLING_CONFIG_PATH, { schema: VendorBillingConfigSchema, ...options })
}

export function listManagedSubscriptions(client: Client, options: CallOptions = {}): Promise<Subscription[]> {
  return client.request(MANAGED_SUBSCRIPTIONS_PATH, { schema: v.array(SubscriptionSchema), ...options })
}

export function getManagedSubscription(client: Client, input: { subscriptionId: string }, options: CallOptions = {}): Promise<Subscription> {
  return client.request(`${MANAGED_SUBSCRIPTIONS_PATH}/${segment(input.subscriptionId)}`, { schema: SubscriptionSchema, ...options })
}

/** Moves the subscription to a plan, paid with a payment method (checkout). */
export function updateManagedSubscription(client: Client, input: { subscriptionId: string; paymentMethodId: string; planId: string }, options: CallOptions = {}): Promise<unknown> {
  const { subscriptionId, ...body } = input
  return client.request(`${MANAGED_SUBSCRIPTIONS_PATH}/${segment(subscriptionId)}`, { method: 'PUT', body, schema: EmptySchema, ...options })
}

/** Cancels at the end of the current period. */
export function cancelManagedSubscription(client: Client, input: { subscriptionId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${MANAGED_SUBSCRIPTIONS_PATH}/${segment(input.subscriptionId)}/cancellations/`, { method: 'PUT', body: {}, schema: EmptySchema, ...options })
}

/** Takes back a cancellation at period end. */
export function renewManagedSubscription(client: Client, input: { subscriptionId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${MANAGED_SUBSCRIPTIONS_PATH}/${segment(input.subscriptionId)}/renewals/`, { method: 'PUT', body: {}, schema: EmptySchema, ...options })
}

// ---------------------------------------------------------------- plans

/** spec/admin.md §3 Plan: the price is in minor units (cents) of its currency; every plan renews monthly. */
export const PlanSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  description: optionalString,
  slug: optionalString,
  price: v.looseObject({ id: optionalString, amount: v.number(), currency: v.optional(v.nullable(v.string())) }),
  recurringInterval: v.optional(v.string(), 'month'),
})
export type Plan = v.InferOutput<typeof PlanSchema>

export function listPlans(client: Client, options: CallOptions = {}): Promise<Plan[]> {
  return client.request(PLANS_PATH, { schema: v.array(PlanSchema), ...options })
}

export function getPlan(client: Client, input: { planId: string }, options: CallOptions = {}): Promise<Plan> {
  return client.request(`${PLANS_PATH}/${segment(input.planId)}`, { schema: PlanSchema, ...options })
}

// ---------------------------------------------------------------- invoices

/** spec/admin.md §3 Invoice: the total in minor units of its currency. */
export const InvoiceSchema = v.looseObject({
  id: v.string(),
  externalId: optionalString,
  subscriptionId: optionalString,
  paymentDate: v.string(),
  totalAmount: v.number(),
  currency: v.optional(v.nullable(v.string())),
  paid: v.boolean(),
  receiptNumber: optionalString,
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>

export function listInvoices(client: Client, options: CallOptions = {}): Promise<Invoice[]> {
  return client.request(INVOICES_PATH, { schema: v.array(InvoiceSchema), ...options })
}

/** Fetches an invoice's PDF and saves it as a download named `filename` unless the answer names it; resolves with the file. */
export function downloadInvoicePdf(client: Client, input: { invoiceId: string; filename: string }, options: CallOptions = {}): Promise<Blob> {
  return client.request<Blob>(`${INVOICES_PATH}/${segment(input.invoiceId)}/pdf`, { responseType: 'blob', filename: input.filename, ...options })
}

// ---------------------------------------------------------------- payment methods

export const BillingAddressSchema = v.looseObject({
  line1: optionalString,
  line2: optionalString,
  city: optionalString,
  state: optionalString,
  postalCode: optionalString,
  country: optionalString,
})
export type BillingAddress = v.InferOutput<typeof BillingAddressSchema>
export const BillingDetailsSchema = v.looseObject({ name: optionalString, email: optionalString, address: v.optional(v.nullable(BillingAddressSchema)) })
export type BillingDetails = v.InferOutput<typeof BillingDetailsSchema>

/** spec/admin.md §3 Payment method: a card (brand, last four digits, expiry) and who pays. */
export const PaymentMethodSchema = v.looseObject({
  id: v.string(),
  externalId: optionalString,
  type: v.optional(v.string(), 'unknown'),
  isDefault: v.optional(v.boolean(), false),
  last4: optionalString,
  expMonth: v.optional(v.nullable(v.number())),
  expYear: v.optional(v.nullable(v.number())),
  brand: optionalString,
  billingDetails: v.optional(v.nullable(BillingDetailsSchema)),
})
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>

export interface BillingDetailsInput {
  name: string
  email: string
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string }
}

export function listPaymentMethods(client: Client, options: CallOptions = {}): Promise<PaymentMethod[]> {
  return client.request(PAYMENT_METHODS_PATH, { schema: v.array(PaymentMethodSchema), ...options })
}

export function updateBillingDetails(client: Client, input: BillingDetailsInput & { paymentMethodId: string }, options: CallOptions = {}): Promise<unknown> {
  const { paymentMethodId, ...body } = input
  return client.request(`${PAYMENT_METHODS_PATH}/${segment(paymentMethodId)}/billing-details`, { method: 'PATCH', body, schema: EmptySchema, ...options })
}

// ---------------------------------------------------------------- payment provider

/** A payment provider the vendor set up; `status` "1" is active (spec/admin.md §9). */
export const PaymentProviderSchema = v.looseObject({ paymentProvider: v.string(), status: v.string() })
export type PaymentProvider = v.InferOutput<typeof PaymentProviderSchema>

export function listPaymentProviders(client: Client, options: CallOptions = {}): Promise<PaymentProvider[]> {
  return client.request(PAYMENT_PROVIDERS_PATH, { schema: v.array(PaymentProviderSchema), ...options })
}

/** Stripe's publishable key, for Stripe.js. */
export async function getStripePublishableKey(client: Client, options: CallOptions = {}): Promise<string> {
  return (await client.request(STRIPE_CONFIG_PATH, { schema: v.looseObject({ publishableKey: v.pipe(v.string(), v.minLength(1)) }), ...options })).publishableKey
}

/** A setup intent's client secret: Stripe.js confirms the card against it. `paymentMethodId` replaces that card. */
export async function createSetupIntent(client: Client, input: { paymentMethodId?: string } = {}, options: CallOptions = {}): Promise<string> {
  const answer = await client.request(SETUP_INTENTS_PATH, { method: 'POST', body: input, schema: v.looseObject({ setupIntentSecret: v.pipe(v.string(), v.minLength(1)) }), ...options })
  return answer.setupIntentSecret
}
