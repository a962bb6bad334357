import { describe, expect, it } from 'vitest'
import { prerender } from 'react-dom/static'
import { MessagesProvider } from './MessagesProvider'
import { MessageOverrides } from './MessageOverrides'
import { defaultMessages } from './messages'
import { loadTranslation } from './localeIndexes'
import { useLocale, useMessageOverrides, useMessages } from './useMessages'

function Probe() {
  const messages = useMessages()
  return <output>{JSON.stringify({ locale: useLocale(), emailStep: messages.login.emailStep, overrides: useMessageOverrides() ?? null })}</output>
}

/** Renders once every suspended part is in, as a page does after its modules load. */
async function read(tree: React.ReactNode) {
  const { prelude } = await prerender(tree)
  const html = await new Response(prelude).text()
  return JSON.parse((html.match(/<output>(.*)<\/output>/)?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'))
}

describe('MessageOverrides: a part of a page worded its own way, in the page’s language', () => {
  it('without a MessagesProvider: English with the overrides over it', async () => {
    const seen = await read(<MessageOverrides messages={{ login: { emailStep: { title: 'Welcome back' } } }}><Probe /></MessageOverrides>)
    expect(seen.locale).toBe('en')
    expect(seen.emailStep).toEqual({ ...defaultMessages.login.emailStep, title: 'Welcome back' })
  })

  it('keeps the surrounding locale and its loaded strings, and lays its texts over the host’s overrides', async () => {
    const german = (await loadTranslation('de', 'messages')) as typeof defaultMessages
    const seen = await read(
      <MessagesProvider locale="de" messages={{ login: { emailStep: { submit: 'Weiter geht’s' } } }}>
        <MessageOverrides messages={{ login: { emailStep: { title: 'Willkommen' } } }}>
          <Probe />
        </MessageOverrides>
      </MessagesProvider>,
    )
    expect(seen.locale).toBe('de')
    expect(seen.emailStep.title).toBe('Willkommen')
    expect(seen.emailStep.submit).toBe('Weiter geht’s')
    expect(seen.emailStep.description).toBe(german.login.emailStep.description)
    expect(seen.emailStep.description).not.toBe(defaultMessages.login.emailStep.description)
    expect(seen.overrides).toEqual({ login: { emailStep: { submit: 'Weiter geht’s', title: 'Willkommen' } } })
  })
})
