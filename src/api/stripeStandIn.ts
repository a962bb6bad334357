/**
 * The fixtures' stand-in for Stripe's confirm call (`POST /v1/setup_intents/{id}/confirm`), which
 * the stand-in card form uses in stories, tests and mock mode instead of Stripe.js. Answered by the
 * in-memory identity API (`gatehouse/fixtures`, and so `npm run dev-api`), never by the real one.
 */
export const STRIPE_STAND_IN_PATH = '/__stripe-stand-in/v1'

/** What the stand-in form sends: Stripe's own field names. */
export interface StandInConfirmRequest {
  client_secret: string
  payment_method_data: {
    card: { number: string; exp_month: number; exp_year: number; cvc: string }
    billing_details: { name: string; email: string }
  }
}

/** A confirmed setup intent. */
export interface StandInConfirmAnswer {
  id: string
  status: 'succeeded'
  payment_method: string
}

/** Stripe's error body: `card_error` for the card, `invalid_request_error` for the call. */
export interface StandInErrorBody {
  error: { type: 'card_error' | 'invalid_request_error'; code: string; message: string }
}

/** The setup intent's id is the client secret's part before `_secret_` (as Stripe's secrets are made). */
export function setupIntentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_')
  return at > 0 ? clientSecret.slice(0, at) : clientSecret
}
