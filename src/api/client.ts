import * as v from 'valibot'
import { ApiError, MALFORMED_MESSAGE, NETWORK_MESSAGE, errorMessageFromBody } from './errors'
import { logFailure, type LogLevel, type Logger } from './log'
import { DELAYS } from './delays'

export interface ClientOptions {
  /** Origin (and path) of the identity API; empty means the page's own origin. */
  baseUrl?: string
  /** Path put between the base URL and every request path. */
  prefix?: string
  /** Scopes every request to one tenant (`frontegg-scoped-tenant`). */
  tenantId?: string
  /** Login alias of the organisation (`frontegg-login-alias`). */
  loginAlias?: string
  /** Application the login is for (`frontegg-requested-application-id`). */
  applicationId?: string
  /** Names the caller in `frontegg-source`. */
  source?: string
  /** Cookie policy for every request; the refresh cookie needs `include` across origins. */
  credentials?: RequestCredentials
  /** 4xx are logged from `warn`, 5xx from `error` (the default). */
  logLevel?: LogLevel
  logger?: Logger
  /** A starting access token, e.g. one the host already holds. */
  accessToken?: string | null
  /** Where a 302 answer sends the browser; defaults to `window.location.assign`. */
  navigate?: (url: string) => void
  fetch?: typeof fetch
  /** Answer every request from the in-memory fixtures after `delayMs` (default 500), no server needed. */
  mock?: boolean | { delayMs?: number }
}

export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, QueryValue | readonly QueryValue[]>
  headers?: Record<string, string>
  /** Checks the answer; a mismatch becomes an ApiError with reason 'malformed'. */
  schema?: v.GenericSchema<unknown, T>
  /** `blob` answers are saved as a file download and returned. */
  responseType?: 'json' | 'blob'
  signal?: AbortSignal
}

/** The one object that talks to the identity API. It holds the access token in memory. */
export interface Client {
  readonly options: Readonly<ClientOptions>
  request<T = Record<string, unknown>>(path: string, options?: RequestOptions<T>): Promise<T>
  getAccessToken(): string | null
  setAccessToken(token: string | null): void
}

const DEFAULT_SOURCE = 'gatehouse'

/** Only an absolute http(s) URL with a host and no user information is followed after a 302. */
export function isSafeHttpUrl(text: string): boolean {
  if (/[\u0000-\u001F\u007F\s\\]/.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

export function createClient(options: ClientOptions = {}): Client {
  let accessToken = options.accessToken ?? null
  const logLevel = options.logLevel ?? 'error'
  const logger = options.logger ?? console
  const fetchImpl = resolveFetch(options)

  function url(path: string, query: RequestOptions<unknown>['query']): string {
    const base = `${(options.baseUrl ?? '').replace(/\/+$/, '')}${options.prefix ?? ''}${path}`
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) params.append(key, String(item))
      }
    }
    const search = params.toString()
    return search ? `${base}?${search}` : base
  }

  function headers(extra: Record<string, string> | undefined): Headers {
    const result = new Headers({ 'Content-Type': 'application/json', 'frontegg-source': options.source ?? DEFAULT_SOURCE })
    if (accessToken) result.set('Authorization', `Bearer ${accessToken}`)
    if (options.tenantId) result.set('frontegg-scoped-tenant', options.tenantId)
    if (options.loginAlias) result.set('frontegg-login-alias', options.loginAlias)
    if (options.applicationId) result.set('frontegg-requested-application-id', options.applicationId)
    for (const [key, value] of Object.entries(extra ?? {})) result.set(key, value)
    return result
  }

  async function request<T>(path: string, req: RequestOptions<T> = {}): Promise<T> {
    let response: Response
    try {
      response = await fetchImpl(url(path, req.query), {
        method: req.method ?? 'GET',
        headers: headers(req.headers),
        credentials: options.credentials ?? 'same-origin',
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: req.signal,
      })
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
      throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
    }

    if (response.status === 302) {
      const target = (await response.text()).trim()
      if (!isSafeHttpUrl(target)) throw new ApiError(MALFORMED_MESSAGE, 302, { reason: 'malformed', body: target })
      ;(options.navigate ?? ((to: string) => window.location.assign(to)))(target)
      // The page is leaving: nothing after this request should run.
      return new Promise<T>(() => {})
    }

    if (!response.ok) {
      const { message, body } = errorMessageFromBody(response.status, response.statusText, await response.text())
      logFailure(logger, logLevel, response.status, message)
      throw new ApiError(message, response.status, { body })
    }

    let data: unknown
    if (req.responseType === 'blob') {
      data = await response.blob()
      saveBlob(data as Blob, response.headers.get('content-disposition'))
    } else {
      data = parseJsonOrEmpty(await response.text())
    }
    if (!req.schema) return data as T
    const result = v.safeParse(req.schema, data)
    if (!result.success) {
      throw new ApiError(MALFORMED_MESSAGE, response.status, { reason: 'malformed', body: data, cause: result.issues })
    }
    return result.output
  }

  return {
    options,
    request,
    getAccessToken: () => accessToken,
    setAccessToken: (token) => {
      accessToken = token
    },
  }
}

/** spec/auth.md §7: empty or non-JSON success bodies yield an empty object. */
function parseJsonOrEmpty(text: string): unknown {
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

function resolveFetch(options: ClientOptions): typeof fetch {
  if (options.mock) {
    const delayMs = typeof options.mock === 'object' ? (options.mock.delayMs ?? DELAYS.mock) : DELAYS.mock
    return async (input, init) => (await import('./mock')).mockFetch(new Request(absolute(input), init), delayMs)
  }
  return options.fetch ?? ((input, init) => globalThis.fetch(input, init))
}

function absolute(input: RequestInfo | URL): string {
  const href = input instanceof Request ? input.url : String(input)
  return new URL(href, globalThis.location?.origin ?? 'http://localhost').href
}

function saveBlob(blob: Blob, disposition: string | null): void {
  if (typeof document === 'undefined') return
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? 'download'
  const href = URL.createObjectURL(blob)
  const anchor = Object.assign(document.createElement('a'), { href, download: decodeURIComponent(filename) })
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(href), 0)
}
