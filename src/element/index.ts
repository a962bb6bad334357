// gatehouse/element: the kit as custom elements for any HTML page, React and react-dom bundled in
// (vite.element.config.ts). One module script and one stylesheet:
//
//   <link rel="stylesheet" href=".../gatehouse/dist/element/gatehouse-element.css">
//   <script type="module" src=".../gatehouse/dist/element/gatehouse-element.js"></script>
//   <gatehouse-login base-url="https://auth.example.com"></gatehouse-login>
//   <gatehouse-portal base-url="https://auth.example.com" base-path="/admin"></gatehouse-portal>
//
// Importing it defines the elements (in a browser; in Node it only exports).
import { ElementConfigError, checkRegistration, hostedPortalUrl, windowTargetOf, DEFAULT_APP_NAME, type AppRegistration, type AppSettings, type PortalTarget } from './config'
import { defineGatehouseElements, registeredApps, retryWaitingElements } from './elements'

export { APP_NOT_FOUND, STORE_MISMATCH, MISSING_BASE_URL, DEFAULT_APP_NAME, HOSTED_PORTAL_PATH, hostedPortalUrl, type AppRegistration, type AppSettings, type PortalTarget } from './config'

/**
 * Registers an app of the page by script (elements can also register one by their base-url):
 * elements with its app-name join it, with one session. Throws 'Mismatch in store names' when
 * storeName is given and differs from appName (spec/admin.md §5), and when the base URL is missing.
 */
export function registerApp(registration: AppRegistration): AppSettings {
  const app = checkRegistration(registration)
  const existing = registeredApps.get(app.appName)
  if (existing && (existing.baseUrl !== app.baseUrl || existing.mock !== app.mock)) throw new ElementConfigError(`Gatehouse: app "${app.appName}" is already registered with base-url ${existing.baseUrl}`)
  registeredApps.set(app.appName, existing ?? app)
  retryWaitingElements()
  return existing ?? app
}

/** spec/auth.md §2: opens the app's hosted admin portal ({base}/oauth/portal) in a new tab (default) or this window. */
export function openHostedPortal(options: { appName?: string; baseUrl?: string; target?: PortalTarget } = {}): void {
  const appName = options.appName ?? DEFAULT_APP_NAME
  const baseUrl = options.baseUrl ?? registeredApps.get(appName)?.baseUrl
  if (!baseUrl) throw new ElementConfigError(`FronteggApp not found for appName "${appName}"`)
  const target = windowTargetOf(options.target)
  if (target === '_self') window.location.assign(hostedPortalUrl(baseUrl))
  else window.open(hostedPortalUrl(baseUrl), target, 'noopener')
}

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  defineGatehouseElements()
  // For pages whose other scripts are not modules: window.Gatehouse.registerApp(...), .openHostedPortal(...).
  Object.assign(window, { Gatehouse: { registerApp, openHostedPortal, hostedPortalUrl } })
}
