import type { SetupIntent, SetupIntentResult, Stripe, StripeElements, StripeError } from '@stripe/stripe-js'
import { describe, expect, it, vi } from 'vitest'
import { confirmStripeSetup, STRIPE_CONNECTION_MESSAGE } from './stripeConfirm'

const holder = { name: 'Ada Lovelace', email: 'ada@acme.test' }
const intent = (paymentMethod: SetupIntent['payment_method']) => ({ id: 'seti_1', object: 'setup_intent', status: 'succeeded', payment_method: paymentMethod }) as SetupIntent
const stripeError = (type: StripeError['type'], message?: string, code?: string): StripeError => ({ type, ...(message ? { message } : {}), ...(code ? { code } : {}) })

/** A Stripe and an Elements whose calls are recorded, typed against @stripe/stripe-js. */
function fakes(result: SetupIntentResult | Error, submitError?: StripeError) {
  const confirmSetup = vi.fn(async () => {
    if (result instanceof Error) throw result
    return result
  })
  const submit = vi.fn(async () => (submitError ? { error: submitError } : { selectedPaymentMethod: 'card' }))
  const stripe = { confirmSetup } as unknown as Pick<Stripe, 'confirmSetup'>
  const elements = { submit } satisfies Pick<StripeElements, 'submit'>
  return { stripe, elements, confirmSetup, submit }
}

describe('confirmStripeSetup', () => {
  it('submits the element, then confirms the setup on the page with the holder as billing details', async () => {
    const { stripe, elements, confirmSetup, submit } = fakes({ setupIntent: intent('pm_123') })
    await expect(confirmStripeSetup(stripe, elements, { holder })).resolves.toEqual({ ok: true, paymentMethodId: 'pm_123' })
    expect(submit).toHaveBeenCalledOnce()
    expect(confirmSetup).toHaveBeenCalledWith({ elements, confirmParams: { payment_method_data: { billing_details: holder } }, redirect: 'if_required' })
  })

  it('takes the id of an expanded payment method, and null without one', async () => {
    await expect(confirmStripeSetup(fakes({ setupIntent: intent({ id: 'pm_9' } as never) }).stripe, fakes({ setupIntent: intent(null) }).elements, { holder })).resolves.toEqual({ ok: true, paymentMethodId: 'pm_9' })
    await expect(confirmStripeSetup(fakes({ setupIntent: intent(null) }).stripe, fakes({ setupIntent: intent(null) }).elements, { holder })).resolves.toEqual({ ok: true, paymentMethodId: null })
  })

  it.each([
    ['card_error', 'card'],
    ['validation_error', 'card'],
    ['api_connection_error', 'network'],
    ['api_error', 'other'],
    ['invalid_request_error', 'other'],
  ] as const)('a %s is a %s failure with Stripe’s words', async (type, kind) => {
    const { stripe, elements } = fakes({ error: stripeError(type, 'Your card was declined.', 'card_declined') })
    await expect(confirmStripeSetup(stripe, elements, { holder })).resolves.toEqual({ ok: false, kind, message: 'Your card was declined.', code: 'card_declined' })
  })

  it('stops at the element’s own check', async () => {
    const { stripe, elements, confirmSetup } = fakes({ setupIntent: intent('pm_1') }, stripeError('validation_error', 'Your card number is incomplete.'))
    await expect(confirmStripeSetup(stripe, elements, { holder })).resolves.toEqual({ ok: false, kind: 'card', message: 'Your card number is incomplete.' })
    expect(confirmSetup).not.toHaveBeenCalled()
  })

  it('never throws: a failure to reach Stripe is a network failure', async () => {
    const { stripe, elements } = fakes(new TypeError('Failed to fetch'))
    await expect(confirmStripeSetup(stripe, elements, { holder })).resolves.toEqual({ ok: false, kind: 'network', message: STRIPE_CONNECTION_MESSAGE })
  })

  it('a connection error without a message gets Stripe.js’s', async () => {
    const { stripe, elements } = fakes({ error: stripeError('api_connection_error') })
    await expect(confirmStripeSetup(stripe, elements, { holder })).resolves.toEqual({ ok: false, kind: 'network', message: STRIPE_CONNECTION_MESSAGE })
  })
})
