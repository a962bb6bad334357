import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessagesProvider } from '../../i18n/MessagesProvider'
import { defaultBillingMessages, useBillingMessages } from './billingMessages'

function Probe() {
  const text = useBillingMessages()
  return <p>{[text.pages.plans, text.status.TRIALING, text.invoices.columns.receipt, text.card.saved].join('|')}</p>
}

const rendered = (html: string) => /<p>(.*)<\/p>/.exec(html)?.[1]?.replaceAll('&#x27;', "'")

describe('the billing section’s strings', () => {
  it('take a host’s overrides under `billing`, at any depth, and keep the rest', () => {
    const html = renderToString(
      <MessagesProvider messages={{ billing: { pages: { plans: 'Forfaits' }, status: { TRIALING: 'Essai' } } }}>
        <Probe />
      </MessagesProvider>,
    )
    expect(rendered(html)).toBe(['Forfaits', 'Essai', defaultBillingMessages.invoices.columns.receipt, defaultBillingMessages.card.saved].join('|'))
  })

  it('are English without a provider', () => {
    expect(rendered(renderToString(<Probe />))).toBe(['Plans', 'Trial', 'Receipt', 'Your card was saved.'].join('|'))
  })
})
