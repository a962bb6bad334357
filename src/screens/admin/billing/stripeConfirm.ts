import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js'
import type { CardHolder, CardSetupResult } from './cardSetup'

/** When Stripe gives no words of its own. */
export const STRIPE_FALLBACK_MESSAGE = 'The card could not be saved. Try again.'
/** Stripe.js's message when it cannot reach Stripe (an `api_connection_error`). */
export const STRIPE_CONNECTION_MESSAGE = 'An error occurred with our connection to Stripe. Request was retried 2 times.'

/** A Stripe error as the billing section shows it: fix the card, try again, or neither. */
export function stripeFailure(error: Pick<StripeError, 'type' | 'code' | 'message'>): CardSetupResult {
  const kind = error.type === 'card_error' || error.type === 'validation_error' ? 'card' : error.type === 'api_connection_error' ? 'network' : 'other'
  return { ok: false, kind, message: error.message || (kind === 'network' ? STRIPE_CONNECTION_MESSAGE : STRIPE_FALLBACK_MESSAGE), ...(error.code ? { code: error.code } : {}) }
}

/**
 * Confirms a setup intent with the card in the Payment Element: the element's own check first
 * (`elements.submit()`), then `stripe.confirmSetup` without leaving the page unless the card needs
 * it (3-D Secure and the like happen in Stripe's own frame). Never throws.
 */
export async function confirmStripeSetup(stripe: Pick<Stripe, 'confirmSetup'>, elements: Pick<StripeElements, 'submit'>, input: { holder: CardHolder }): Promise<CardSetupResult> {
  try {
    const submitted = await elements.submit()
    if (submitted.error) return stripeFailure(submitted.error)
    const result = await stripe.confirmSetup({
      elements: elements as StripeElements,
      confirmParams: { payment_method_data: { billing_details: { name: input.holder.name, email: input.holder.email } } },
      redirect: 'if_required',
    })
    if (result.error) return stripeFailure(result.error)
    const method = result.setupIntent.payment_method
    return { ok: true, paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null) }
  } catch {
    return { ok: false, kind: 'network', message: STRIPE_CONNECTION_MESSAGE }
  }
}
