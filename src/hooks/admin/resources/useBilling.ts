import { useSWRConfig } from 'swr'
import { billing as api, type BillingDetailsInput, type BillingSummary, type Invoice, type PaymentMethod, type PaymentProvider, type Plan, type Subscription, type VendorBillingConfig } from '../../../api'
import { activatedLocally, BILLING_ERRORS, BillingRefusal, cancelDecision, checkoutStep, defaultPaymentMethod, invoiceFilename, renewDecision, type CheckoutStep } from '../billing'
import { resourceKey } from './keys'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation, type TeamContext } from './shared'

/**
 * The billing resource hooks (spec/admin.md §3 Billing, §4, §7), for the section and for hosts that
 * build their own billing page. Every change reloads what it touched, whether it went through or
 * not, so what the server holds is what shows.
 */

/** The tenant's billing summary and, when it has one, its subscription. */
export interface SubscriptionState {
  readonly summary: BillingSummary
  readonly subscription: Subscription | null
}

function useBillingResource<P, T>(hookName: string, path: string, params: P, load: (context: TeamContext, params: P) => Promise<T>): Resource<T> {
  const { key: _key, context: _context, ...resource } = useTeamResource(hookName, 'loadBilling', path, params, load)
  return resource
}

async function loadSubscription({ client, tenantId }: TeamContext): Promise<SubscriptionState> {
  if (!tenantId) throw new BillingRefusal(BILLING_ERRORS.notAuthorized)
  const summary = await api.getBillingSummary(client, { tenantId })
  const subscription = summary.subscriptionId ? await api.getManagedSubscription(client, { subscriptionId: summary.subscriptionId }) : null
  return { summary, subscription }
}

/** The summary (plan, card and subscription ids) and the subscription it names. */
export function useSubscription(): Resource<SubscriptionState> {
  return useBillingResource('useSubscription', api.SUMMARIES_PATH, null, loadSubscription)
}

/** The plans a tenant can be on. */
export function usePlans(): Resource<Plan[]> {
  return useBillingResource('usePlans', api.PLANS_PATH, null, ({ client }) => api.listPlans(client))
}

/** The tenant's invoices, as the API sends them (hooks/admin/billing.ts invoicePage orders and pages them). */
export function useInvoices(): Resource<Invoice[]> {
  return useBillingResource('useInvoices', api.INVOICES_PATH, null, ({ client }) => api.listInvoices(client))
}

/** The card billing uses (the default one), null when there is none. */
export function usePaymentMethod(): Resource<PaymentMethod | null> {
  return useBillingResource('usePaymentMethod', api.PAYMENT_METHODS_PATH, null, async ({ client }) => defaultPaymentMethod(await api.listPaymentMethods(client)))
}

/** Whether the vendor lets a tenant downgrade and cancel. */
export function useVendorBillingConfig(): Resource<VendorBillingConfig> {
  return useBillingResource('useVendorBillingConfig', api.VENDOR_BILLING_CONFIG_PATH, null, ({ client }) => api.getVendorBillingConfig(client))
}

/** The vendor's payment providers (hooks/admin/billing.ts paymentProviderState says whether a card can be taken). */
export function usePaymentProviders(): Resource<PaymentProvider[]> {
  return useBillingResource('usePaymentProviders', api.PAYMENT_PROVIDERS_PATH, null, ({ client }) => api.listPaymentProviders(client))
}

/** What a billing change reloads afterwards: the summary and subscription, the card, the invoices. */
const RELOADED = [api.SUMMARIES_PATH, api.PAYMENT_METHODS_PATH, api.INVOICES_PATH]

function useBillingChange<Arg, Result>(hookName: string, paths: readonly string[], call: (context: TeamContext, arg: Arg) => Promise<Result>): ResourceMutation<Arg, Result> {
  const context = useTeamContext(hookName)
  return useTeamMutation(context, 'changeBilling', `${api.BILLING_PATH}/${hookName}`, async (arg: Arg) => {
    try {
      return await call(context, arg)
    } finally {
      void context.revalidate(...paths)
    }
  })
}

export interface CheckoutInput {
  readonly subscription: Subscription | null | undefined
  /** The card to pay with: the current one, or the one just added. */
  readonly paymentMethodId: string | null | undefined
  readonly planId: string
  /** The card was added in this checkout (a trial did not have it before). */
  readonly newCard?: boolean
}

/**
 * Confirms checkout (spec/admin.md §4 "Checkout confirm"): a trialing subscription that has a card
 * becomes ACTIVE here with no call; otherwise the subscription is updated with card and plan, then
 * billing info, card and invoices reload, and only then is checkout confirmed (the promise
 * resolves). 'needsCard' and 'refused' make no call: the screen asks for a card or shows the error.
 */
export function useCheckout(): ResourceMutation<CheckoutInput, CheckoutStep> {
  const context = useTeamContext('useCheckout')
  const { mutate } = useSWRConfig()
  return useTeamMutation(context, 'changeBilling', `${api.BILLING_PATH}/useCheckout`, async (input: CheckoutInput) => {
    const step = checkoutStep(input)
    if (step.kind === 'activateLocally' && input.subscription) {
      const subscription = activatedLocally(input.subscription)
      const key = resourceKey(api.SUMMARIES_PATH, null, context.scope)
      await mutate(key, (current: SubscriptionState | undefined) => (current ? { ...current, subscription } : current), { revalidate: false })
    } else if (step.kind === 'update') {
      try {
        await api.updateManagedSubscription(context.client, { subscriptionId: step.subscriptionId, paymentMethodId: step.paymentMethodId, planId: step.planId })
      } finally {
        await context.revalidate(...RELOADED)
      }
    } else if (step.kind === 'refused') {
      throw new BillingRefusal(step.error)
    }
    return step
  })
}

const BILLING_CANNOT_CANCEL = 'This subscription cannot be canceled now.'
const BILLING_NOTHING_TO_RENEW = 'There is no cancellation to take back.'

/** Cancels at the end of the period; refused here, with the spec's error, when cancelDecision says so. */
export function useCancelSubscription(): ResourceMutation<{ subscription: Subscription | null | undefined }, unknown> {
  return useBillingChange('useCancelSubscription', [api.SUMMARIES_PATH], async ({ client }, { subscription }) => {
    const decision = cancelDecision(subscription)
    if (!decision.allowed || !subscription) throw new BillingRefusal(decision.allowed ? BILLING_CANNOT_CANCEL : (decision.error ?? BILLING_CANNOT_CANCEL))
    return api.cancelManagedSubscription(client, { subscriptionId: subscription.id })
  })
}

/** Takes a cancellation back; only with one pending (renewDecision). */
export function useRenewSubscription(): ResourceMutation<{ subscription: Subscription | null | undefined }, unknown> {
  return useBillingChange('useRenewSubscription', [api.SUMMARIES_PATH], async ({ client }, { subscription }) => {
    const decision = renewDecision(subscription)
    if (!decision.allowed || !subscription) throw new BillingRefusal(decision.allowed ? BILLING_NOTHING_TO_RENEW : (decision.error ?? BILLING_NOTHING_TO_RENEW))
    return api.renewManagedSubscription(client, { subscriptionId: subscription.id })
  })
}

/** Saves who pays: name, email, address of the card. */
export function useUpdateBillingDetails(): ResourceMutation<BillingDetailsInput & { paymentMethodId: string }, unknown> {
  return useBillingChange('useUpdateBillingDetails', [api.PAYMENT_METHODS_PATH], ({ client }, input) => api.updateBillingDetails(client, input))
}

/** Downloads an invoice's PDF, saved under its receipt number. */
export function useDownloadInvoice(): ResourceMutation<{ invoice: Invoice }, Blob> {
  const context = useTeamContext('useDownloadInvoice')
  return useTeamMutation(context, 'changeBilling', `${api.INVOICES_PATH}/pdf`, ({ invoice }: { invoice: Invoice }) =>
    api.downloadInvoicePdf(context.client, { invoiceId: invoice.id, filename: invoiceFilename(invoice) }),
  )
}

/** What the card form needs from the identity API before it can show: Stripe's publishable key and a setup intent's secret. */
export interface CardSetupStart {
  readonly publishableKey: string
  readonly clientSecret: string
}

/** Starts taking a card: GET the provider configuration and POST a setup intent (replacing `paymentMethodId` when given), together. */
export function useStartCardSetup(): ResourceMutation<{ paymentMethodId?: string }, CardSetupStart> {
  const context = useTeamContext('useStartCardSetup')
  return useTeamMutation(context, 'changeBilling', api.SETUP_INTENTS_PATH, async (input: { paymentMethodId?: string }) => {
    const [publishableKey, clientSecret] = await Promise.all([api.getStripePublishableKey(context.client), api.createSetupIntent(context.client, input)])
    return { publishableKey, clientSecret }
  })
}

/**
 * After a card was confirmed with the provider: the card the identity API now holds for it (found by
 * the provider's id, else the default card), written to the payment method's cache; the summary and
 * invoices load again. One GET of the payment methods, not two.
 */
export function useCardSaved(): (providerPaymentMethodId: string | null) => Promise<PaymentMethod | null> {
  const context = useTeamContext('useCardSaved')
  const { mutate } = useSWRConfig()
  return async (providerPaymentMethodId) => {
    const methods = await api.listPaymentMethods(context.client)
    const saved = methods.find((method) => providerPaymentMethodId !== null && (method.id === providerPaymentMethodId || method.externalId === providerPaymentMethodId)) ?? defaultPaymentMethod(methods)
    await Promise.all([mutate(resourceKey(api.PAYMENT_METHODS_PATH, null, context.scope), defaultPaymentMethod(methods), { revalidate: false }), context.revalidate(api.SUMMARIES_PATH, api.INVOICES_PATH)])
    return saved
  }
}
