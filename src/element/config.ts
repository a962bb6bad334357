// The custom elements' decisions, without React or the DOM: what an element's attributes say
// (src/element/index.tsx reads them), which registered app an element belongs to, and the errors
// of spec/admin.md §5 and §8. Unit-tested in config.test.ts.

/** spec/admin.md §9: the app an element belongs to when it names none. */
export const DEFAULT_APP_NAME = 'default'

/** spec/auth.md §2: the hosted admin portal's path on the identity API. */
export const HOSTED_PORTAL_PATH = '/oauth/portal'

/** spec/admin.md §8, word for word: an element names an app nobody registered. */
export const APP_NOT_FOUND = 'FronteggApp not found for appName'
/** spec/admin.md §5 and §8, word for word: an app's store name differs from its app name. */
export const STORE_MISMATCH = 'Mismatch in store names'
/** spec/admin.md §5: shown in an alert when an app has no base URL (the element stays empty). */
export const MISSING_BASE_URL = 'Gatehouse: the base-url attribute is required (the identity API, e.g. base-url="https://auth.example.com"); this element stays empty until it has one.'

/** An app of the page: one identity API, one client, one session, shared by every element naming it. */
export interface AppSettings {
  readonly appName: string
  readonly baseUrl: string
  /** Answer from the in-memory fixtures after 500 ms (spec/admin.md §1), no server. */
  readonly mock: boolean
}

/** What a page passes to `registerApp`. */
export interface AppRegistration {
  appName?: string
  baseUrl?: string
  /** Must equal the app name when given (spec/admin.md §5). */
  storeName?: string
  mock?: boolean
}

/** The attributes an element reads, as the DOM gives them (null when absent). */
export interface ElementAttributes {
  'app-name': string | null
  'base-url': string | null
  'store-name': string | null
  mock: string | null
  theme: string | null
  locale: string | null
  visibility: string | null
  'base-path': string | null
}

export const OBSERVED_ATTRIBUTES: readonly (keyof ElementAttributes)[] = ['app-name', 'base-url', 'store-name', 'mock', 'theme', 'locale', 'visibility', 'base-path']

/** What one element renders with, besides its app. */
export interface ElementOptions {
  /** `<ThemeProvider {...theme}>`: palette, mode, radius, fontFamily. */
  readonly theme: Record<string, unknown> | undefined
  readonly locale: string | undefined
  /** The portal's navigation metadata (AdminPortal `visibility`). */
  readonly visibility: Record<string, string> | undefined
  /** Where the portal is mounted on the page (AdminPortal `basePath`). */
  readonly basePath: string | undefined
}

/** JSON-valued properties set from script win over their attribute. */
export interface ElementProperties {
  theme?: Record<string, unknown> | undefined
  visibility?: Record<string, string> | undefined
}

export class ElementConfigError extends Error {
  override readonly name = 'ElementConfigError'
}

/** A boolean attribute: present means on, except the words that say off. */
export function isOn(value: string | null): boolean {
  return value !== null && !/^(false|0|off|no)$/i.test(value.trim())
}

/** A JSON object attribute; anything else is a clear error naming the attribute. */
export function parseJsonObject(name: string, value: string | null): Record<string, unknown> | undefined {
  if (value === null || value.trim() === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new ElementConfigError(`Gatehouse: the ${name} attribute is not JSON: ${value}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ElementConfigError(`Gatehouse: the ${name} attribute must be a JSON object: ${value}`)
  return parsed as Record<string, unknown>
}

const VISIBILITIES = new Set(['always', 'byPermissions', 'hidden'])

/** The portal's visibility metadata: section id → always | byPermissions | hidden. */
export function parseVisibility(value: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!value) return undefined
  for (const [section, visibility] of Object.entries(value)) {
    if (typeof visibility !== 'string' || !VISIBILITIES.has(visibility)) throw new ElementConfigError(`Gatehouse: visibility of "${section}" must be always, byPermissions or hidden, not ${JSON.stringify(visibility)}`)
  }
  return value as Record<string, string>
}

const blankToUndefined = (value: string | null) => (value === null || value.trim() === '' ? undefined : value.trim())

/** An element's own options from its attributes, JSON properties over them. */
export function readElementOptions(attributes: ElementAttributes, properties: ElementProperties = {}): ElementOptions {
  return {
    theme: properties.theme ?? parseJsonObject('theme', attributes.theme),
    locale: blankToUndefined(attributes.locale),
    visibility: parseVisibility(properties.visibility ?? parseJsonObject('visibility', attributes.visibility)),
    basePath: blankToUndefined(attributes['base-path']),
  }
}

/** The registration an element's attributes amount to (base-url, store-name, mock). */
export function registrationOf(attributes: ElementAttributes): AppRegistration {
  return {
    appName: blankToUndefined(attributes['app-name']) ?? DEFAULT_APP_NAME,
    baseUrl: blankToUndefined(attributes['base-url']),
    storeName: blankToUndefined(attributes['store-name']),
    mock: isOn(attributes.mock),
  }
}

/** A registration checked: store name equal to app name (§5), a base URL that parses (§5: required). */
export function checkRegistration(registration: AppRegistration): AppSettings {
  const appName = registration.appName?.trim() || DEFAULT_APP_NAME
  if (registration.storeName !== undefined && registration.storeName !== appName) throw new ElementConfigError(STORE_MISMATCH)
  const baseUrl = registration.baseUrl?.trim()
  if (!baseUrl) throw new ElementConfigError(MISSING_BASE_URL)
  let parsed: URL
  try {
    parsed = new URL(baseUrl)
  } catch {
    throw new ElementConfigError(`Gatehouse: base-url must be an absolute http(s) URL, not "${baseUrl}"`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ElementConfigError(`Gatehouse: base-url must be an absolute http(s) URL, not "${baseUrl}"`)
  return { appName, baseUrl: baseUrl.replace(/\/+$/, ''), mock: registration.mock ?? false }
}

/** How an element finds its app. */
export type AppResolution =
  | { readonly kind: 'existing'; readonly app: AppSettings }
  | { readonly kind: 'register'; readonly app: AppSettings }
  | { readonly kind: 'error'; readonly message: string; /** spec §5: the missing base URL is told in an alert. */ readonly alert: boolean }

/**
 * Which app an element renders in, given the apps already registered (by `registerApp` or by an
 * earlier element). An element with base-url registers its app when nobody has, and joins it when
 * the same app is registered with the same settings; a different base URL or mock mode under a taken
 * name is an error, not a silent second session. An element without base-url joins its app by name:
 * a named app nobody registered is §8's "FronteggApp not found for appName", the default app §5's
 * missing base URL (an alert).
 */
export function resolveApp(registered: ReadonlyMap<string, AppSettings>, registration: AppRegistration): AppResolution {
  const appName = registration.appName?.trim() || DEFAULT_APP_NAME
  if (registration.storeName !== undefined && registration.storeName !== appName) return { kind: 'error', message: STORE_MISMATCH, alert: false }
  const existing = registered.get(appName)
  if (!registration.baseUrl?.trim()) {
    if (existing) return { kind: 'existing', app: existing }
    if (appName === DEFAULT_APP_NAME) return { kind: 'error', message: MISSING_BASE_URL, alert: true }
    return { kind: 'error', message: `${APP_NOT_FOUND} "${appName}"`, alert: false }
  }
  let app: AppSettings
  try {
    app = checkRegistration({ ...registration, appName })
  } catch (error) {
    return { kind: 'error', message: (error as Error).message, alert: (error as Error).message === MISSING_BASE_URL }
  }
  if (!existing) return { kind: 'register', app }
  if (existing.baseUrl !== app.baseUrl || existing.mock !== app.mock) {
    return { kind: 'error', message: `Gatehouse: app "${appName}" is registered with base-url ${existing.baseUrl}${existing.mock ? ' (mock)' : ''}; this element says ${app.baseUrl}${app.mock ? ' (mock)' : ''}. Give it another app-name.`, alert: false }
  }
  return { kind: 'existing', app: existing }
}

/** spec/auth.md §2: the hosted admin portal of an identity API, `{base}/oauth/portal`. */
export function hostedPortalUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${HOSTED_PORTAL_PATH}`
}

/** Where `openHostedPortal` opens it: a new tab (default) or this window. */
export type PortalTarget = 'newTab' | 'sameWindow'

/** The `window.open` target for a portal target. */
export function windowTargetOf(target: PortalTarget = 'newTab'): '_blank' | '_self' {
  return target === 'sameWindow' ? '_self' : '_blank'
}

/** Whether a page path is inside the portal's base path (the portal renders only there). */
export function isUnderBasePath(pathname: string, basePath: string | undefined): boolean {
  const base = (basePath ?? '/oauth/portal').replace(/\/+$/, '')
  if (base === '') return true
  return pathname === base || pathname.startsWith(`${base}/`)
}
