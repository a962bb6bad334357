import { describe, it, expect, vi } from 'vitest'
import { createClient } from '../../api'
import { PASSKEY_PROMPT_FLAG } from '../login/passkeys'
import { SECURITY_CENTER_LOGIN_FLOWS_FLAG } from '../login/loginAnswers'
import { CURRENT_USER_TENANTS_V1_FLAG } from '../../api/tenants'
import { SESSION_FLAGS } from './finishSignIn'
import { ENTITLEMENTS_FLAG } from '../admin/shell/useEntitlements'
import { NAVIGATION } from '../admin/navigation'
import { SECURITY_CENTER_RELOAD_FLAG } from '../admin/resources/security'
import { STORAGE_KEYS, type KeyValueStorage } from './storage'
import { createVendorSettingsStore, effectiveFlags } from './vendorSettings'
import { KIT_FLAGS, VENDOR_SETTINGS_MAX_AGE_MS, reuseStoredSettings, storedSettings, vendorBrand } from './vendorSettingsLoad'

describe('KIT_FLAGS', () => {
  it('names every flag the kit reads, so GET /flags asks for each', () => {
    const read = [PASSKEY_PROMPT_FLAG, SECURITY_CENTER_LOGIN_FLOWS_FLAG, CURRENT_USER_TENANTS_V1_FLAG, SESSION_FLAGS.loadAuthorization, SESSION_FLAGS.entitlements, ENTITLEMENTS_FLAG, SECURITY_CENTER_RELOAD_FLAG]
    const sections = NAVIGATION.flatMap((section) => (section.featureFlag ? [section.featureFlag] : []))
    expect(KIT_FLAGS).toEqual(expect.arrayContaining([...read, ...sections]))
  })
})

describe('vendorBrand', () => {
  it('takes the name, the logo and white-label mode', () => {
    expect(vendorBrand({ name: ' Northwind ', logo: 'https://cdn.example.com/n.svg', whiteLabelMode: false })).toEqual({ name: 'Northwind', logo: 'https://cdn.example.com/n.svg', whiteLabelMode: false })
  })

  it('takes an image data URL as the logo', () => {
    const logo = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(vendorBrand({ logo }).logo).toBe(logo)
  })

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'logo.png', 'https://user:pw@cdn.example.com/x.png', ' '])('drops a logo that is no image address: %j', (logo) => {
    expect(vendorBrand({ logo }).logo).toBeNull()
  })

  it('hides the kit mark unless the vendor says white-label mode is off', () => {
    expect(vendorBrand({}).whiteLabelMode).toBe(true)
    expect(vendorBrand({ whiteLabelMode: null }).whiteLabelMode).toBe(true)
    expect(vendorBrand({ whiteLabelMode: true }).whiteLabelMode).toBe(true)
    expect(vendorBrand({ whiteLabelMode: false }).whiteLabelMode).toBe(false)
  })

  it('reads an empty name as no name', () => {
    expect(vendorBrand({ name: '  ' }).name).toBeNull()
  })
})

describe('effectiveFlags', () => {
  it("lays the host's flags over the API's, flag by flag", () => {
    expect(effectiveFlags({ a: true, b: true, c: false }, { b: false, d: true })).toEqual({ a: true, b: false, c: false, d: true })
  })

  it('is the other side when one side is empty', () => {
    const remote = { a: true }
    const host = { b: true }
    expect(effectiveFlags(remote, undefined)).toBe(remote)
    expect(effectiveFlags(remote, {})).toBe(remote)
    expect(effectiveFlags({}, host)).toBe(host)
  })
})

describe('reuseStoredSettings', () => {
  const brand = { name: 'Northwind', logo: null, whiteLabelMode: false }
  const at = 1_000_000

  it('reuses settings stored this session and younger than the limit', () => {
    const stored = storedSettings({ flags: { a: true }, brand }, at)
    expect(reuseStoredSettings(stored, at + VENDOR_SETTINGS_MAX_AGE_MS - 1)).toEqual({ status: 'ready', flags: { a: true }, brand })
  })

  it('asks again once they are as old as the limit, or from the future (a clock moved back)', () => {
    const stored = storedSettings({ flags: {}, brand }, at)
    expect(reuseStoredSettings(stored, at + VENDOR_SETTINGS_MAX_AGE_MS)).toBeNull()
    expect(reuseStoredSettings(stored, at - 1)).toBeNull()
  })

  it.each([null, '', 'not json', '[]', '{"at":"x","flags":{}}', '{"at":1}', 'null'])('asks again when what is stored cannot be read: %j', (stored) => {
    expect(reuseStoredSettings(stored, at)).toBeNull()
  })

  it('drops a stored flag that is no boolean and a stored logo that is no image address', () => {
    const stored = JSON.stringify({ at, flags: { a: true, b: 'on' }, brand: { name: 'N', logo: 'javascript:x', whiteLabelMode: false } })
    expect(reuseStoredSettings(stored, at)).toEqual({ status: 'ready', flags: { a: true }, brand: { name: 'N', logo: null, whiteLabelMode: false } })
  })
})

function memory(entries: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries))
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) }
}

function api(answers: { flags?: unknown; vendor?: unknown; failFlags?: boolean; failVendor?: boolean }) {
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url)).pathname
    if (path === '/flags') return answers.failFlags ? new Response('{"message":"down"}', { status: 503 }) : Response.json(answers.flags ?? {})
    if (path === '/vendors/public') return answers.failVendor ? new Response('{"message":"down"}', { status: 500 }) : Response.json(answers.vendor ?? {})
    return new Response(null, { status: 404 })
  })
  return { fetch, client: createClient({ fetch, baseUrl: 'https://api.example.com', logLevel: 'silent' }) }
}

describe('createVendorSettingsStore', () => {
  it('asks each once, however often load is called, and keeps the answer for the session', async () => {
    const { fetch, client } = api({ flags: { 'fe-usage-page': 'on', 'show-passkeys-new': 'off' }, vendor: { name: 'Northwind', whiteLabelMode: false } })
    const storage = memory()
    const store = createVendorSettingsStore({ client, storage, logger: { warn: vi.fn() }, now: () => 5000 })
    store.load()
    store.load()
    const flags = await store.settled(10_000)
    expect(flags).toEqual({ 'fe-usage-page': true, 'show-passkeys-new': false })
    expect(store.getSnapshot()).toEqual({ status: 'ready', flags, brand: { name: 'Northwind', logo: null, whiteLabelMode: false } })
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname).sort()).toEqual(['/flags', '/vendors/public'])
    expect(reuseStoredSettings(storage.map.get(STORAGE_KEYS.vendorSettings) ?? null, 5000)).toEqual(store.getSnapshot())
  })

  it('asks nothing when this session already loaded them', async () => {
    const { fetch, client } = api({})
    const storage = memory({ [STORAGE_KEYS.vendorSettings]: storedSettings({ flags: { a: true }, brand: null }, 1000) })
    const store = createVendorSettingsStore({ client, storage, logger: { warn: vi.fn() }, now: () => 2000 })
    store.load()
    await expect(store.settled(10_000)).resolves.toEqual({ a: true })
    expect(store.getSnapshot().status).toBe('ready')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('logs a failure and keeps the defaults for that part only; nothing is stored, so the next page asks again', async () => {
    const warn = vi.fn()
    const { client } = api({ vendor: { name: 'Northwind' }, failFlags: true })
    const storage = memory()
    const store = createVendorSettingsStore({ client, storage, logger: { warn } })
    store.load()
    await expect(store.settled(10_000)).resolves.toEqual({})
    expect(store.getSnapshot()).toEqual({ status: 'ready', flags: {}, brand: { name: 'Northwind', logo: null, whiteLabelMode: true } })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(storage.map.size).toBe(0)
  })

  it('logs a failed vendor lookup and shows no brand', async () => {
    const warn = vi.fn()
    const { client } = api({ flags: { a: 'on' }, failVendor: true })
    const store = createVendorSettingsStore({ client, storage: memory(), logger: { warn } })
    store.load()
    await store.settled(10_000)
    expect(store.getSnapshot()).toEqual({ status: 'ready', flags: { a: true }, brand: null })
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('tells its listeners once the answers are in', async () => {
    const { client } = api({ flags: {} })
    const store = createVendorSettingsStore({ client, storage: memory(), logger: { warn: vi.fn() } })
    const listener = vi.fn()
    store.subscribe(listener)
    store.load()
    expect(store.getSnapshot().status).toBe('loading')
    await store.settled(10_000)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops waiting after the timeout with what is known, and the load still lands', async () => {
    vi.useFakeTimers()
    try {
      let answer: (response: Response) => void = () => {}
      const fetch = vi.fn((url: RequestInfo | URL) => (new URL(String(url)).pathname === '/flags' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(Response.json({}))))
      const store = createVendorSettingsStore({ client: createClient({ fetch, baseUrl: 'https://api.example.com', logLevel: 'silent' }), storage: memory(), logger: { warn: vi.fn() } })
      store.load()
      const waited = store.settled(3000)
      await vi.advanceTimersByTimeAsync(3000)
      await expect(waited).resolves.toEqual({})
      answer(Response.json({ a: 'on' }))
      await vi.waitFor(() => expect(store.getSnapshot().flags).toEqual({ a: true }))
    } finally {
      vi.useRealTimers()
    }
  })
})
