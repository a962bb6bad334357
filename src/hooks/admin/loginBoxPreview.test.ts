import { afterEach, describe, expect, it, vi } from 'vitest'
import { getVendorPublicInfo } from '../../api/vendor'
import { getCustomSocialLoginProviders, getSocialLoginProviders } from '../../api/sso'
import { loadFeatureFlags } from '../../api/flags'
import { loginWithPassword } from '../../api/auth'
import { createPreviewClient, memoryKeyValueStorage } from './loginBoxPreview'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createPreviewClient', () => {
  it('answers the login screen reads from the box being edited, never from the network', async () => {
    const network = vi.fn()
    vi.stubGlobal('fetch', network)
    const client = createPreviewClient({ logo: 'https://cdn.acme.test/l.png', socialLogins: ['google', 'github'] })
    await expect(getVendorPublicInfo(client)).resolves.toEqual({ name: null, logo: 'https://cdn.acme.test/l.png', whiteLabelMode: true })
    await expect(loadFeatureFlags(client, ['fe-usage-page'])).resolves.toEqual({})
    const providers = await getSocialLoginProviders(client)
    expect(providers.map((provider) => [provider.type, provider.active])).toEqual([
      ['google', true],
      ['github', true],
    ])
    expect(providers.every((provider) => new URL(provider.authorizationUrl!).hostname.endsWith('.invalid'))).toBe(true)
    expect(network).not.toHaveBeenCalled()
  })

  it('refuses everything else, a sign-in included', async () => {
    const client = createPreviewClient({ logo: null, socialLogins: [] })
    await expect(getCustomSocialLoginProviders(client)).rejects.toMatchObject({ status: 404 })
    await expect(loginWithPassword(client, { email: 'ada@acme.test', password: 'secret' })).rejects.toMatchObject({ status: 404 })
  })
})

describe('memoryKeyValueStorage', () => {
  it('keeps values for itself only', () => {
    const one = memoryKeyValueStorage()
    one.setItem('a', '1')
    expect(one.getItem('a')).toBe('1')
    expect(memoryKeyValueStorage().getItem('a')).toBeNull()
    one.removeItem('a')
    expect(one.getItem('a')).toBeNull()
  })
})
