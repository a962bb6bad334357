import type { ComponentType, Ref } from 'react'

/**
 * How the billing section takes a card: one small interface in front of the payment provider, so
 * that the section never names Stripe. Two implementations:
 * - `stripeCardSetup` (./stripeCardSetup): Stripe Elements on Stripe.js, loaded when the payment form
 *   opens — nothing of Stripe is in the first load or the section's chunk;
 * - `standInCardSetup` (./standInCardSetup): accessible card fields that drive the same setup-intent
 *   flow against the fixtures (stories, tests, mock mode), and never load Stripe.js.
 *
 * The flow around it is the same for both: the section GETs the publishable key and POSTs a setup
 * intent, `load()`s the form, renders it with the intent's secret, and on submit calls the handle's
 * `confirm`; a confirmed card is then read back from the payment methods call.
 */
export interface CardSetupAdapter {
  /** Which implementation this is ('stripe', 'stand-in'), for logs and tests. */
  readonly name: string
  /** Loads the card form's code (Stripe.js and its React bindings for the real one). Called when the payment form opens, once. */
  load(): Promise<CardSetupForm>
}

/** The card entry itself: it mounts the provider's element and hands back a handle to confirm with. */
export type CardSetupForm = ComponentType<CardSetupFormProps>

export interface CardSetupFormProps {
  /** The provider's publishable key (GET provider configuration). */
  readonly publishableKey: string
  /** The setup intent's client secret (POST setup intent). */
  readonly clientSecret: string
  /** The locale the card fields speak (the portal's). */
  readonly locale?: string
  /** Set once the element is mounted and can confirm. */
  readonly handle: Ref<CardSetupHandle>
  /** The card fields' state as the user types: complete or not, and the provider's words for what is wrong. */
  readonly onChange?: (state: CardEntryState) => void
}

export interface CardEntryState {
  readonly complete: boolean
  /** The provider's message for the entry as it stands ("Your card number is incomplete."), null when none. */
  readonly error: string | null
}

/** Who pays, sent with the card (Stripe's billing_details). */
export interface CardHolder {
  readonly name: string
  readonly email: string
}

export interface CardSetupHandle {
  /** Confirms the setup intent with the card entered; never throws: a failure is a result with the provider's message. */
  confirm(input: { holder: CardHolder }): Promise<CardSetupResult>
}

export type CardSetupResult =
  | { readonly ok: true; readonly paymentMethodId: string | null }
  /**
   * `kind` tells the section what to offer: 'card' (declined, expired, wrong code — fix the card),
   * 'network' (try again), 'other'. `message` is the provider's, shown as it is.
   */
  | { readonly ok: false; readonly kind: 'card' | 'network' | 'other'; readonly message: string; readonly code?: string }
