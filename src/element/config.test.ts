import { describe, expect, it } from 'vitest'
import {
  APP_NOT_FOUND,
  MISSING_BASE_URL,
  STORE_MISMATCH,
  checkRegistration,
  hostedPortalUrl,
  isOn,
  isUnderBasePath,
  parseJsonObject,
  readElementOptions,
  registrationOf,
  resolveApp,
  windowTargetOf,
  type AppSettings,
  type ElementAttributes,
} from './config'

const none: ElementAttributes = { 'app-name': null, 'base-url': null, 'store-name': null, mock: null, theme: null, locale: null, visibility: null, 'base-path': null }
const attrs = (given: Partial<ElementAttributes>): ElementAttributes => ({ ...none, ...given })
const app = (appName: string, baseUrl = 'https://auth.test', mock = false): AppSettings => ({ appName, baseUrl, mock })
const registry = (...apps: AppSettings[]) => new Map(apps.map((one) => [one.appName, one]))

describe('reading attributes', () => {
  it.each([
    [null, false],
    ['', true],
    ['mock', true],
    ['true', true],
    ['false', false],
    ['0', false],
    ['off', false],
  ])('mock=%j is %s', (value, on) => expect(isOn(value)).toBe(on))

  it('an element with no attributes is the default app, no base URL, no mock', () => {
    expect(registrationOf(none)).toEqual({ appName: 'default', baseUrl: undefined, storeName: undefined, mock: false })
  })

  it('theme, locale, visibility and base-path from attributes; JSON properties win', () => {
    const element = attrs({ theme: '{"palette":{"primary":{"main":"#5b21b6"}}}', locale: ' de ', visibility: '{"roles":"byPermissions"}', 'base-path': '/admin' })
    expect(readElementOptions(element)).toEqual({ theme: { palette: { primary: { main: '#5b21b6' } } }, locale: 'de', visibility: { roles: 'byPermissions' }, basePath: '/admin' })
    expect(readElementOptions(element, { theme: { mode: 'dark' }, visibility: { groups: 'hidden' } })).toMatchObject({ theme: { mode: 'dark' }, visibility: { groups: 'hidden' } })
  })

  it('a theme that is not a JSON object is an error naming the attribute', () => {
    expect(() => parseJsonObject('theme', '{palette')).toThrow('the theme attribute is not JSON')
    expect(() => parseJsonObject('theme', '[1]')).toThrow('the theme attribute must be a JSON object')
    expect(parseJsonObject('theme', '  ')).toBeUndefined()
  })

  it('a visibility that is not always, byPermissions or hidden is an error', () => {
    expect(() => readElementOptions(attrs({ visibility: '{"roles":"sometimes"}' }))).toThrow('visibility of "roles" must be always, byPermissions or hidden')
  })
})

describe('registering an app (spec/admin.md §5)', () => {
  it('a base URL is required', () => {
    expect(() => checkRegistration({ appName: 'default' })).toThrow(MISSING_BASE_URL)
    expect(() => checkRegistration({ baseUrl: 'auth.test' })).toThrow('base-url must be an absolute http(s) URL')
  })

  it('the store name must be the app name, word for word', () => {
    expect(() => checkRegistration({ appName: 'shop', storeName: 'store', baseUrl: 'https://auth.test' })).toThrow(/^Mismatch in store names$/)
    expect(checkRegistration({ appName: 'shop', storeName: 'shop', baseUrl: 'https://auth.test/' })).toEqual(app('shop'))
  })

  it('the app name defaults to default (§9)', () => {
    expect(checkRegistration({ baseUrl: 'https://auth.test' }).appName).toBe('default')
  })
})

describe('which app an element joins', () => {
  it('with base-url and no app of that name: registers it', () => {
    expect(resolveApp(registry(), { appName: 'default', baseUrl: 'https://auth.test' })).toEqual({ kind: 'register', app: app('default') })
  })

  it('with the same settings as the registered app: joins it (one provider, one session)', () => {
    expect(resolveApp(registry(app('default')), { appName: 'default', baseUrl: 'https://auth.test/' })).toEqual({ kind: 'existing', app: app('default') })
  })

  it('without base-url: joins the registered app by name', () => {
    expect(resolveApp(registry(app('shop')), { appName: 'shop' })).toEqual({ kind: 'existing', app: app('shop') })
  })

  it('without base-url, a named app nobody registered: FronteggApp not found for appName (§8)', () => {
    const found = resolveApp(registry(app('default')), { appName: 'shop' })
    expect(found).toEqual({ kind: 'error', message: `${APP_NOT_FOUND} "shop"`, alert: false })
  })

  it('without base-url, the default app nobody registered: the missing base URL, in an alert (§5)', () => {
    expect(resolveApp(registry(), { appName: 'default' })).toEqual({ kind: 'error', message: MISSING_BASE_URL, alert: true })
  })

  it('a store name other than the app name: Mismatch in store names, registered or not', () => {
    expect(resolveApp(registry(), { appName: 'shop', storeName: 'other', baseUrl: 'https://auth.test' })).toEqual({ kind: 'error', message: STORE_MISMATCH, alert: false })
    expect(resolveApp(registry(app('shop')), { appName: 'shop', storeName: 'other' })).toEqual({ kind: 'error', message: STORE_MISMATCH, alert: false })
  })

  it('another base URL or mock mode under a taken app name: an error, not a second session', () => {
    expect(resolveApp(registry(app('default')), { appName: 'default', baseUrl: 'https://other.test' })).toMatchObject({ kind: 'error', alert: false })
    expect(resolveApp(registry(app('default')), { appName: 'default', baseUrl: 'https://auth.test', mock: true })).toMatchObject({ kind: 'error' })
  })

  it('two apps on one page each keep their own', () => {
    const page = registry(app('default'), app('shop', 'https://shop-auth.test'))
    expect(resolveApp(page, { appName: 'shop' })).toEqual({ kind: 'existing', app: app('shop', 'https://shop-auth.test') })
    expect(resolveApp(page, {})).toEqual({ kind: 'existing', app: app('default') })
  })
})

describe('the hosted portal (spec/auth.md §2)', () => {
  it('opens at {base}/oauth/portal, in a new tab or the same window', () => {
    expect(hostedPortalUrl('https://auth.test/')).toBe('https://auth.test/oauth/portal')
    expect(windowTargetOf()).toBe('_blank')
    expect(windowTargetOf('sameWindow')).toBe('_self')
  })
})

describe('where the portal element renders', () => {
  it.each([
    ['/admin', '/admin', true],
    ['/admin/users', '/admin', true],
    ['/administrator', '/admin', false],
    ['/', '/admin', false],
    ['/anything', '/', true],
    ['/oauth/portal/users', undefined, true],
  ])('%s under %s: %s', (pathname, basePath, inside) => expect(isUnderBasePath(pathname, basePath)).toBe(inside))
})
