import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessagesProvider } from '../../i18n/MessagesProvider'
import { defaultConnectivityMessages, useConnectivityMessages } from './connectivityMessages'

function Probe() {
  const text = useConnectivityMessages()
  return <p>{[text.platforms.webhook!.name, text.platforms.email!.name, text.deliveries.retry, text.form.urlProblems.httpsRequired].join('|')}</p>
}

const rendered = (html: string) => /<p>(.*)<\/p>/.exec(html)?.[1]?.replaceAll('&#x27;', "'")

describe('the connectivity section’s strings', () => {
  it('take a host’s overrides under `connectivity`, at any depth, and keep the rest', () => {
    const html = renderToString(
      <MessagesProvider messages={{ connectivity: { platforms: { webhook: { name: 'Webhooks sortants' } }, deliveries: { retry: 'Renvoyer' } } }}>
        <Probe />
      </MessagesProvider>,
    )
    expect(rendered(html)).toBe(['Webhooks sortants', 'Email', 'Renvoyer', defaultConnectivityMessages.form.urlProblems.httpsRequired].join('|'))
  })

  it('are English without a provider', () => {
    expect(rendered(renderToString(<Probe />))).toBe(['Webhooks', 'Email', 'Send again', 'The URL must start with https://'].join('|'))
  })
})
