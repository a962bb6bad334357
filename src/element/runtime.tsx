import { lazy, Suspense, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { createClient, type Client } from '../api'
import { GatehouseProvider, useSession, type Navigate, type SessionUser } from '../hooks'
import { ThemeProvider, type ThemeProviderProps } from '../primitives'
import { MessagesProvider } from '../screens'
import { isUnderBasePath, type AppSettings, type ElementOptions } from './config'
import { location, usePathname } from './location'

/** What an element shows: the login box or the admin portal. */
export type ElementKind = 'login' | 'portal'

/** One element of the page, rendered by its app's root into its own light DOM. */
export interface Mount {
  readonly element: HTMLElement
  readonly kind: ElementKind
  readonly options: ElementOptions
}

/**
 * An app of the page: one client, one GatehouseProvider and one React root for every element that
 * names it, each element's content a portal into the element. Several elements, one session.
 */
export class AppRuntime {
  readonly #mounts = new Map<HTMLElement, Mount>()
  readonly #root: Root
  #client: Client | null = null
  #closed = false

  constructor(readonly settings: AppSettings) {
    // The root's own container is never in the page: everything it shows goes through portals into the elements.
    this.#root = createRoot(document.createElement('div'))
    void this.#start()
  }

  get isEmpty(): boolean {
    return this.#mounts.size === 0
  }

  /** Shows (or updates) an element's content. */
  mount(mount: Mount): void {
    this.#mounts.set(mount.element, mount)
    this.#render()
  }

  /** Removes an element's content; the caller closes the app when it was the last. */
  unmount(element: HTMLElement): void {
    if (!this.#mounts.delete(element)) return
    this.#render()
  }

  close(): void {
    this.#closed = true
    this.#root.unmount()
  }

  /** Tells every element of this app (each fires it: a page listens on the element it cares about). */
  dispatch(type: 'gatehouse:signed-in' | 'gatehouse:signed-out', detail: Record<string, unknown>): void {
    for (const element of this.#mounts.keys()) element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }))
  }

  /**
   * The kit's navigate adapter: a move inside a portal element's base path changes the URL in place
   * (the portal re-reads it); any other move is a page load, as links between plain pages are.
   */
  readonly navigate: Navigate = (to, options) => {
    const url = new URL(to, window.location.href)
    const inPortal = url.origin === window.location.origin && [...this.#mounts.values()].some((mount) => mount.kind === 'portal' && isUnderBasePath(url.pathname, mount.options.basePath))
    if (!inPortal) {
      if (options?.replace) window.location.replace(url.href)
      else window.location.assign(url.href)
      return
    }
    const path = `${url.pathname}${url.search}${url.hash}`
    if (options?.replace) window.history.replaceState(window.history.state, '', path)
    else window.history.pushState(null, '', path)
    location.changed()
  }

  async #start() {
    // Mock mode only: the fixtures (and msw) are a chunk of their own, fetched by pages that ask for them.
    const fetch = this.settings.mock ? (await import('../fixtures/mock')).mockFetch() : undefined
    this.#client = createClient({ baseUrl: this.settings.baseUrl, credentials: 'include', ...(fetch ? { fetch } : {}) })
    this.#render()
  }

  #render() {
    if (this.#closed || !this.#client) return
    this.#root.render(<App runtime={this} client={this.#client} mounts={[...this.#mounts.values()]} />)
  }
}

function App({ runtime, client, mounts }: { runtime: AppRuntime; client: Client; mounts: readonly Mount[] }) {
  return (
    <GatehouseProvider client={client} navigate={runtime.navigate}>
      <SessionEvents runtime={runtime} />
      {mounts.map((mount) => createPortal(<Mounted mount={mount} />, mount.element))}
    </GatehouseProvider>
  )
}

/** Fires gatehouse:signed-in when a user is there (a sign-in or a restored session) and gatehouse:signed-out when they go. */
function SessionEvents({ runtime }: { runtime: AppRuntime }) {
  const { user } = useSession()
  const previous = useRef<SessionUser | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = user
    if (user && before?.id !== user.id) runtime.dispatch('gatehouse:signed-in', { appName: runtime.settings.appName, id: user.id, email: user.email, tenantId: user.tenantId })
    else if (!user && before) runtime.dispatch('gatehouse:signed-out', { appName: runtime.settings.appName, id: before.id, email: before.email })
  }, [user, runtime])
  return null
}

// Each kind's code loads when an element of that kind first renders: a page with the login box only
// never fetches the portal's shell, nor a portal page the login box's.
const LoginElement = lazy(() => import('./LoginElement'))
const PortalElement = lazy(() => import('./PortalElement'))

/** One element's content, in its locale and theme; a portal element's only on pages inside its base path. */
function Mounted({ mount }: { mount: Mount }) {
  const { kind, options } = mount
  const pathname = usePathname()
  if (kind === 'portal' && !isUnderBasePath(pathname, options.basePath)) return null
  return (
    <MessagesProvider locale={options.locale}>
      <ThemeProvider {...(options.theme as ThemeProviderProps | undefined)}>
        <Suspense fallback={null}>{kind === 'login' ? <LoginElement /> : <PortalElement options={options} />}</Suspense>
      </ThemeProvider>
    </MessagesProvider>
  )
}
