import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { DELAYS, type Client, type Delays, type Logger } from '../../api'
import { createSessionStore, type SessionStore } from './store'
import { DEFAULT_ROUTES, windowNavigate, type Navigate, type Routes } from './routes'
import type { GatehouseEventHandler } from './events'
import type { NativeBridge } from './nativeBridge'
import { STORAGE_KEYS, browserLocalStorage, browserSessionStorage, type KeyValueStorage } from './storage'
import { prefetchSessionWork, runSessionWork } from './sessionWork'
import { hasSessionHint } from './sessionHint'
import { afterNextPaint } from '../../api/afterPaint'
import { createVendorSettingsStore, effectiveFlags, NO_VENDOR_SETTINGS, type VendorSettings } from './vendorSettings'
import { useLatest } from '../shared/useLatest'
import { markBodyWhileLoading } from './loadingMark'

export { LOADING_CLASS, LOADING_MARKER } from './loadingMark'
import type { HostedLoginSettings } from '../hosted/hostedLogin'

export interface RedirectPolicy {
  /** Only same-origin or `allowedOrigins` redirect targets are honoured (default on). */
  enforceSameSite?: boolean
  allowedOrigins?: readonly string[]
  /** Keep the origin on same-origin redirects instead of navigating by path. */
  keepOrigin?: boolean
}

export interface GatehouseProviderProps {
  client: Client
  /** Overrides of the default account routes, key by key (`loginUrl`, `authenticatedUrl` ...). */
  routes?: Partial<Routes>
  /** The host router's navigation; defaults to `window.location`. */
  navigate?: Navigate
  /** Leaves the origin (SSO, social, hosted login, cross-origin redirects); defaults to `window.location.assign`. A router adapter cannot do this. */
  navigateExternal?: (url: string) => void
  redirect?: RedirectPolicy
  /** Overrides of the spec's delays, e.g. zero in tests. */
  delays?: Partial<Delays>
  /** Feature flags by name, over the ones the API sends (GET /flags), flag by flag. */
  flags?: Readonly<Record<string, boolean>>
  /**
   * Load the feature flags (GET /flags) and the vendor's public info (GET /vendors/public: name,
   * logo, white-label mode) once per session (default on). Off for an identity API without them:
   * only the `flags` prop counts then, and the screens show no vendor brand.
   */
  loadVendorSettings?: boolean
  /** The page's URL, read for `redirectUrl`; defaults to `window.location.href`. */
  currentUrl?: () => string
  sessionStorage?: KeyValueStorage
  localStorage?: KeyValueStorage
  logger?: Pick<Logger, 'warn'>
  /** Hears the kit's events (sign-up completed, user verified). */
  onEvent?: GatehouseEventHandler
  /** A mobile shell's bridge: SSO and social login then open natively. */
  nativeBridge?: NativeBridge
  /**
   * Restore the session from the server's refresh cookie on load (default on): `isLoading` until it
   * settles. Off for a provider whose session is set up by hand (tests, a host that signs in itself).
   */
  restoreSession?: boolean
  /** Each tab works in its own tenant, kept in the tab's session storage and sent with the refresh. */
  separateTabs?: boolean
  /** Hosted login: sign-in at the authorization server; the session restores by silent refresh and refreshes by refresh token. */
  hostedLogin?: HostedLoginSettings
  /**
   * One session per browser (default on): sign-in, sign-out, refreshed tokens, tenant switches and
   * impersonation are told to the other tabs of the origin, and one tab at a time refreshes.
   */
  syncTabs?: boolean
  children?: ReactNode
}

/** What every Gatehouse hook reads from the provider. */
export interface GatehouseContextValue {
  readonly client: Client
  readonly routes: Routes
  readonly navigate: Navigate
  /** Full-page navigation away from the origin; never the host's router. */
  readonly navigateExternal: (url: string) => void
  readonly redirect: RedirectPolicy
  readonly delays: Delays
  /** The API's flags with the host's `flags` prop over them. */
  readonly flags: Readonly<Record<string, boolean>>
  /** What the API said of the vendor (flags as it sent them, brand), and whether it has answered yet. */
  readonly vendor: VendorSettings
  /** `flags` once the API's have come (or stopped being waited for): what a sign-in loads the user with. */
  readonly flagsReady?: () => Promise<Readonly<Record<string, boolean>>>
  readonly currentUrl: () => string
  readonly sessionStorage: KeyValueStorage
  readonly localStorage: KeyValueStorage
  readonly logger: Pick<Logger, 'warn'>
  readonly store: SessionStore
  /** Tells the host's onEvent, if any. */
  readonly emit: GatehouseEventHandler
  readonly nativeBridge: NativeBridge | null
  /** spec/auth.md §3: each tab keeps its own active tenant in session storage. */
  readonly separateTabs: boolean
  /** Hosted-login mode's settings, or null in normal mode. */
  readonly hostedLogin: HostedLoginSettings | null
}

const GatehouseContext = /* @__PURE__ */ createContext<GatehouseContextValue | null>(null)

const windowAssign = (url: string) => window.location.assign(url)
const windowUrl = () => (typeof window === 'undefined' ? 'http://localhost/' : window.location.href)

/**
 * The URL a server render and its hydration may both read: the host's own `currentUrl` (which can
 * know the request's URL on the server), or null when the page's location is the default (the server
 * has none, so it renders what a URL not yet known renders, and the browser's URL is read after).
 */
export function serverRenderUrl(context: Pick<GatehouseContextValue, 'currentUrl'>): string | null {
  return context.currentUrl === windowUrl ? null : context.currentUrl()
}

export function GatehouseProvider(props: GatehouseProviderProps) {
  const restore = props.restoreSession ?? true
  const [store] = useState(() => {
    // With the session hint the login route waits for the restore: its work is fetched as the
    // provider first renders. Without it the restore runs in the background, after the first paint.
    if (restore && hasSessionHint((props.localStorage ?? browserLocalStorage).getItem(STORAGE_KEYS.sessionHint))) prefetchSessionWork()
    return createSessionStore({ isLoading: restore })
  })
  const { client, routes, navigate, redirect, delays, flags, currentUrl, logger, onEvent, nativeBridge } = props
  const loadVendor = props.loadVendorSettings ?? true
  // Read when the provider mounts: the vendor's settings belong to the identity API it first talks to.
  const [vendorStore] = useState(() =>
    createVendorSettingsStore({ client, storage: props.sessionStorage ?? browserSessionStorage, logger: logger ?? console }),
  )
  const loadedVendor = useSyncExternalStore(vendorStore.subscribe, vendorStore.getSnapshot, serverVendorSettings)
  const vendor = loadVendor ? loadedVendor : NOT_LOADED
  const value = useMemo<GatehouseContextValue>(
    () => ({
      client,
      routes: { ...DEFAULT_ROUTES, ...routes },
      navigate: navigate ?? windowNavigate,
      navigateExternal: props.navigateExternal ?? windowAssign,
      redirect: { enforceSameSite: true, ...redirect },
      delays: { ...DELAYS, ...delays },
      flags: effectiveFlags(vendor.flags, flags),
      vendor,
      ...(loadVendor ? { flagsReady: () => vendorStore.settled(delays?.vendorSettingsWait ?? DELAYS.vendorSettingsWait).then((remote) => effectiveFlags(remote, flags)) } : {}),
      currentUrl: currentUrl ?? windowUrl,
      sessionStorage: props.sessionStorage ?? browserSessionStorage,
      localStorage: props.localStorage ?? browserLocalStorage,
      logger: logger ?? console,
      store,
      emit: (event) => onEvent?.(event),
      nativeBridge: nativeBridge ?? null,
      separateTabs: props.separateTabs ?? false,
      hostedLogin: props.hostedLogin ?? null,
    }),
    [client, routes, navigate, props.navigateExternal, redirect, delays, flags, vendor, loadVendor, vendorStore, currentUrl, props.sessionStorage, props.localStorage, logger, store, onEvent, nativeBridge, props.separateTabs, props.hostedLogin],
  )
  // After the first paint: its chunk and two calls are not what the first frame shows.
  useEffect(() => (loadVendor ? afterNextPaint(() => vendorStore.load()) : undefined), [vendorStore, loadVendor])
  // Flags, delays and storage are read when a restore runs, not a reason to start over.
  const latest = useLatest({ value, separateTabs: props.separateTabs })
  const syncTabs = props.syncTabs ?? true
  useEffect(() => {
    const { flags, delays, localStorage } = latest.current.value
    // The tabs' channel, the session hint and the lifecycle load as the provider mounts: a signed-out first render needs none of them.
    return runSessionWork({
      client,
      store,
      flags,
      delays,
      restore,
      syncTabs,
      hint: { storage: localStorage, key: STORAGE_KEYS.sessionHint },
      // The restore loads the user with the API's flags too (authorization, entitlements), once they are in.
      flagsReady: () => latest.current.value.flagsReady?.() ?? Promise.resolve(latest.current.value.flags),
      // spec/auth.md §4 session refresh: hosted mode restores by the silent refresh; normal mode by the refresh call.
      // Loaded only in hosted mode: a host in normal mode ships no OAuth code.
      ...(latest.current.value.hostedLogin ? { restoreBy: () => import('../hosted/restore').then(({ restoreHostedSession }) => restoreHostedSession(latest.current.value)) } : {}),
      tabTenantId: () => {
        const { value: current, separateTabs } = latest.current
        return separateTabs ? (current.sessionStorage.getItem(STORAGE_KEYS.separateTabsTenant) ?? undefined) : undefined
      },
    })
  }, [client, store, restore, latest, syncTabs])
  useEffect(() => markBodyWhileLoading(store), [store])
  return <GatehouseContext.Provider value={value}>{props.children}</GatehouseContext.Provider>
}

/** A provider told not to load the vendor's settings: nothing to wait for, nothing to show. */
const NOT_LOADED: VendorSettings = { status: 'ready', flags: {}, brand: null }
/** A server render knows nothing of the vendor yet; the browser's first render matches it. */
const serverVendorSettings = () => NO_VENDOR_SETTINGS

/** The provider's value; throws a clear error outside `<GatehouseProvider>`. */
export function useGatehouse(hookName = 'useGatehouse'): GatehouseContextValue {
  const value = useContext(GatehouseContext)
  if (!value) throw new Error(`${hookName} must be used within <GatehouseProvider>`)
  return value
}
