import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useImperativeHandle } from 'react'
import type { CardSetupFormProps, CardSetupHandle } from './cardSetup'
import { confirmStripeSetup } from './stripeConfirm'

/** Stripe.js, loaded from js.stripe.com once per publishable key (the pure entry loads nothing until asked). */
const stripes = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripes.set(publishableKey, stripe)
  }
  return stripe
}

const NOT_READY = { ok: false, kind: 'other', message: 'The card form is still loading.' } as const

/** Stripe's Payment Element for a setup intent; its handle confirms the card with Stripe. */
export default function StripeCardForm({ publishableKey, clientSecret, locale, handle, onChange }: CardSetupFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: (locale ?? 'auto') as StripeElementLocale }}>
      <PaymentStep handle={handle} onChange={onChange} />
    </Elements>
  )
}

function PaymentStep({ handle, onChange }: Pick<CardSetupFormProps, 'handle' | 'onChange'>) {
  const stripe = useStripe()
  const elements = useElements()
  useImperativeHandle(
    handle,
    (): CardSetupHandle => ({
      confirm: async ({ holder }) => (stripe && elements ? confirmStripeSetup(stripe, elements, { holder }) : NOT_READY),
    }),
    [stripe, elements],
  )
  return <PaymentElement options={{ fields: { billingDetails: { name: 'never', email: 'never' } } }} onChange={(event) => onChange?.({ complete: event.complete, error: null })} />
}
