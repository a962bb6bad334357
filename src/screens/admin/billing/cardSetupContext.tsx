import { createContext, useContext, type ReactNode } from 'react'
import type { CardSetupAdapter } from './cardSetup'
import { stripeCardSetup } from './stripeCardSetup'

const CardSetupContext = createContext<CardSetupAdapter>(stripeCardSetup)

/**
 * Which card form the billing section uses: Stripe Elements by default. Stories, tests and mock mode
 * give `standInCardSetup`, which drives the same setup-intent flow against the fixtures and never
 * loads Stripe.js: `<CardSetupProvider adapter={standInCardSetup}><AdminPortal /></CardSetupProvider>`.
 */
export function CardSetupProvider({ adapter, children }: { adapter: CardSetupAdapter; children?: ReactNode }) {
  return <CardSetupContext value={adapter}>{children}</CardSetupContext>
}

export function useCardSetupAdapter(): CardSetupAdapter {
  return useContext(CardSetupContext)
}
