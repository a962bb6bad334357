import type { CardSetupAdapter } from './cardSetup'

/** Stripe Elements: Stripe.js and its React bindings load with the payment form, in a chunk of their own. */
export const stripeCardSetup: CardSetupAdapter = {
  name: 'stripe',
  load: () => import('./StripeCardForm').then((module) => module.default),
}
