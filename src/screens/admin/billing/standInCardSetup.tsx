import type { CardSetupAdapter } from './cardSetup'

/** Accessible card fields confirmed against the fixtures (stories, tests, mock mode, `npm run dev-api`): never Stripe.js. */
export const standInCardSetup: CardSetupAdapter = {
  name: 'stand-in',
  load: () => import('./StandInCardForm').then((module) => module.default),
}
