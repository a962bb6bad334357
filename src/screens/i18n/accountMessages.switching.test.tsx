import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { MessagesProvider } from './MessagesProvider'
import { defaultMessages } from './messages'
import { defaultAccountMessages } from './accountMessages'
import { useAccountMessages } from './useAccountMessages'

function Probe() {
  return <output>{JSON.stringify(useAccountMessages())}</output>
}

const read = (html: string) => JSON.parse((html.match(/<output>(.*)<\/output>/)?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'"))

describe('useAccountMessages: the tenant switcher and impersonation strings', () => {
  it('without overrides → the English catalogue', () => {
    expect(read(renderToString(<Probe />))).toEqual(defaultAccountMessages)
  })

  it('overrides under `account` at any depth keep their siblings', () => {
    const messages = read(renderToString(<MessagesProvider messages={{ account: { tenants: { label: 'Workspace' }, impersonation: { banner: { stop: 'Leave' } } } }}><Probe /></MessagesProvider>))
    expect(messages.tenants).toEqual({ ...defaultAccountMessages.tenants, label: 'Workspace' })
    expect(messages.impersonation.banner).toEqual({ ...defaultAccountMessages.impersonation.banner, stop: 'Leave' })
  })

  it('the sign-in catalogue does not carry the account strings (kept out of the login box)', () => {
    expect(Object.keys(defaultMessages)).not.toContain('tenants')
    expect(Object.keys(defaultMessages)).not.toContain('impersonation')
  })
})
