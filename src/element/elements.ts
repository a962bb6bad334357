import { OBSERVED_ATTRIBUTES, MISSING_BASE_URL, ElementConfigError, readElementOptions, registrationOf, resolveApp, type AppSettings, type ElementAttributes, type ElementProperties } from './config'
import { AppRuntime, type ElementKind } from './runtime'

/** The page's apps by name: registered by `registerApp` or by the first element with a base-url. */
export const registeredApps = new Map<string, AppSettings>()
/** Running apps: one React root and one session each, closed when their last element leaves. */
const runtimes = new Map<string, AppRuntime>()
/** Elements that named an app nobody had registered yet: tried again when one is. */
const waiting = new Set<{ attach(): void }>()

/** Tries the elements that waited for an app again (one was just registered). */
export function retryWaitingElements(): void {
  for (const element of [...waiting]) element.attach()
}

/** Defines <gatehouse-login> and <gatehouse-portal> (once; a second load of the module leaves them). */
export function defineGatehouseElements(): void {
  class GatehouseElement extends HTMLElement {
    static readonly observedAttributes = OBSERVED_ATTRIBUTES
    readonly #kind: ElementKind
    readonly #properties: ElementProperties = {}
    #app: AppRuntime | null = null
    #alerted = false

    constructor(kind: ElementKind) {
      super()
      this.#kind = kind
    }

    /** The palette as ThemeProvider takes it (`<ThemeProvider {...theme}>`); wins over the theme attribute. */
    get theme() {
      return this.#properties.theme
    }
    set theme(value: Record<string, unknown> | undefined) {
      this.#properties.theme = value ?? undefined
      this.#update()
    }

    /** The portal's navigation metadata (section id → always | byPermissions | hidden); wins over the attribute. */
    get visibility() {
      return this.#properties.visibility
    }
    set visibility(value: Record<string, string> | undefined) {
      this.#properties.visibility = value ?? undefined
      this.#update()
    }

    connectedCallback() {
      // After the page's other elements of this module run have registered their apps (document order does not matter).
      queueMicrotask(() => this.attach())
    }

    disconnectedCallback() {
      waiting.delete(this)
      this.#detach()
    }

    attributeChangedCallback(name: string, before: string | null, after: string | null) {
      if (before === after || !this.isConnected) return
      // Which app the element is in: a change starts it over in the app it now names.
      if (name === 'app-name' || name === 'base-url' || name === 'store-name' || name === 'mock') {
        this.#detach()
        this.attach()
      } else this.#update()
    }

    #attributes(): ElementAttributes {
      return Object.fromEntries(OBSERVED_ATTRIBUTES.map((name) => [name, this.getAttribute(name)])) as unknown as ElementAttributes
    }

    attach() {
      if (!this.isConnected || this.#app) return
      const resolution = resolveApp(registeredApps, registrationOf(this.#attributes()))
      if (resolution.kind === 'error') {
        this.replaceChildren()
        if (resolution.alert) {
          // spec/admin.md §5: the missing base URL is said in an alert, once per element; the element stays empty.
          if (!this.#alerted) window.alert(MISSING_BASE_URL)
          this.#alerted = true
        } else reportError(new ElementConfigError(resolution.message))
        waiting.add(this)
        return
      }
      waiting.delete(this)
      if (resolution.kind === 'register') registeredApps.set(resolution.app.appName, resolution.app)
      const { appName } = resolution.app
      let runtime = runtimes.get(appName)
      if (!runtime) {
        runtime = new AppRuntime(resolution.app)
        runtimes.set(appName, runtime)
      }
      this.#app = runtime
      this.#update()
    }

    #update() {
      if (!this.#app) return
      try {
        this.#app.mount({ element: this, kind: this.#kind, options: readElementOptions(this.#attributes(), this.#properties) })
      } catch (error) {
        reportError(error)
      }
    }

    #detach() {
      const app = this.#app
      if (!app) return
      this.#app = null
      app.unmount(this)
      // The last element of its app: its root and session go (a later element starts them anew), unless
      // the element was only moved in the page (connected again in the same task).
      setTimeout(() => {
        if (!app.isEmpty || runtimes.get(app.settings.appName) !== app) return
        app.close()
        runtimes.delete(app.settings.appName)
      }, 0)
    }
  }

  class GatehouseLogin extends GatehouseElement {
    constructor() {
      super('login')
    }
  }
  class GatehousePortal extends GatehouseElement {
    constructor() {
      super('portal')
    }
  }
  if (!customElements.get('gatehouse-login')) customElements.define('gatehouse-login', GatehouseLogin)
  if (!customElements.get('gatehouse-portal')) customElements.define('gatehouse-portal', GatehousePortal)
}
