import type * as v from 'valibot'
import { ApiError, MALFORMED_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE, errorMessageFromBody } from './errors'
import { logFailure, type LogLevel, type Logger } from './log'
import { endsSession, refreshesOnUnauthorized } from './sessionRules'
import type { TabMessage, TabSync } from './tabSync'
import { loadRefreshEngine } from './refreshLoad'
import { afterNextPaint } from './afterPaint'

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
  /** What requests are sent with (default: the global fetch); `mockFetch()` of `gatehouse/fixtures` answers from the in-memory fixtures, no server needed. */
  fetch?: typeof fetch
  /** A request that has not answered after this many ms is aborted and fails as a network error (default 30 000; 0: never). */
  timeoutMs?: number
}

/** What the client tells whoever holds the session (the provider, or a headless host). */
export type ClientEvent =
  /** A refresh gave a new access token (here, or in a sibling tab); the client already sends it. The refresh token stays a cookie. */
  | { readonly type: 'tokenRefreshed'; readonly accessToken: string; readonly expiresIn?: number }
  /** The server refused to refresh the session of `accessToken` (refreshRules `endsSession`): the client dropped that token, and the session should sign out. */
  | { readonly type: 'sessionExpired'; readonly error: ApiError; readonly accessToken: string | null }
  /** A refresh failed for a reason that says nothing about the session (the network, a 5xx): the token is kept; try again later. */
  | { readonly type: 'refreshFailed'; readonly error: ApiError }
  /** Another tab of this browser signed out: the client dropped its token. */
  | { readonly type: 'signedOutElsewhere' }
  /** Another tab signed in, switched tenant or started or stopped an impersonation: load the session again. */
  | { readonly type: 'sessionChangedElsewhere' }

export type ClientListener = (event: ClientEvent) => void

/** spec/auth.md §7: the body of the refresh call. */
export interface RefreshInput {
  tenantId?: string
}

/** What a refresh gives: the new access token and its lifetime in seconds when the server says. */
export interface RefreshedToken {
  accessToken: string
  expiresIn?: number
}

/** How the session's token is renewed: by default the identity API's refresh call; hosted login swaps in its refresh-token grant (spec/auth.md §4 session refresh). */
export type Refresher = (client: Client, input: RefreshInput) => Promise<RefreshedToken>

export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, QueryValue | readonly QueryValue[]>
  headers?: Record<string, string>
  /** Checks the answer; a mismatch becomes an ApiError with reason 'malformed'. */
  schema?: v.GenericSchema<unknown, T>
  /** `blob` answers are saved as a file download and returned; `text` answers are returned as they are (a plain-text URL). */
  responseType?: 'json' | 'blob' | 'text'
  /** The name a `blob` answer is saved under when its Content-Disposition names none. */
  filename?: string
  signal?: AbortSignal
  /** Sends this bearer token instead of the held one (a session being set up); such a request never refreshes. */
  accessToken?: string | null
}

/** The one object that talks to the identity API. It holds the access token in memory. */
export interface Client {
  readonly options: Readonly<ClientOptions>
  request<T = Record<string, unknown>>(path: string, options?: RequestOptions<T>): Promise<T>
  getAccessToken(): string | null
  /** Holds the token of a new session (a sign-in) or none; a refresh still on its way for the old one is dropped. */
  setAccessToken(token: string | null): void
  /** Ends the session here and in every sibling tab: the token dropped, the tabs told. */
  signOut(): void
  /** Tells the sibling tabs that the session changed (a sign-in, a tenant switch, an impersonation): they load it again. */
  announceSessionChange(): void
  /** Shares the session with the other tabs of this browser through `sync` (one refresh at a time, tokens and sign-outs told); returns the function that stops it. */
  syncTabs(sync: TabSync): () => void
  /**
   * Exchanges the refresh cookie for a new access token and holds it. One refresh at a time, per
   * browser when tabs are synced (a tab that waited uses the token its sibling just got): a call while
   * one with the same input is in flight shares it; another input waits for it and runs after. Starts
   * keep a floor and a per-minute cap (refreshRules). `input` is remembered for the refreshes the client
   * starts itself on a 401. A refusal drops the token and emits `sessionExpired`; any other failure
   * keeps it and emits `refreshFailed`. An answer for a session that changed meanwhile is dropped.
   */
  refresh(input?: RefreshInput): Promise<RefreshedToken>
  /** Hears token refreshes and session expiry; returns the unsubscribe function. */
  subscribe(listener: ClientListener): () => void
  /** Renews the session another way from now on (hosted login's refresh token); null goes back to the refresh call. */
  setRefresher(refresher: Refresher | null): void
}

/**
 * What a client holds and its refresh work (refreshEngine.ts) reads and changes: one object, so that
 * the work can load apart from the client. Not part of the public API.
 */
export interface ClientCore {
  readonly client: Client
  readonly logger: Logger
  accessToken: string | null
  /** Counts the sessions this client has held: a refresh answer for an earlier one is dropped. */
  session: number
  /** The input the client's own refreshes (on a 401) are made with: the last one asked for. */
  refreshInput: RefreshInput
  refresher: Refresher | null
  /** When recent refreshes started (monotonic ms), for the floor and the cap. */
  refreshStarts: number[]
  capWarned: boolean
  tabs: { sync: TabSync; stop: () => void } | null
  /** The last refresh a sibling tab told of, with its token when the channel carries one. */
  sibling: { id: string; scope: string; token: RefreshedToken | null; receivedAt: number } | null
  readonly siblingWaiters: Set<() => void>
  /** The lifetime the server gave with the token held, and the refresh input it was renewed for, when it came from a refresh. */
  heldExpiresIn: number | undefined
  heldScope: string | null
  emit(event: ClientEvent): void
}

const DEFAULT_SOURCE = 'gatehouse'
/** What makes two refreshes different: the tenant asked for. */
export const scopeOf = (input: RefreshInput) => JSON.stringify(input.tenantId ?? null)
const DEFAULT_TIMEOUT_MS = 30_000
const ignore = () => {}

/** Only an absolute http(s) URL with a host and no user information is followed after a 302. */
export function isSafeHttpUrl(text: string): boolean {
  if (/[\p{Cc}\s\\]/u.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

const transports = new WeakMap<Client, typeof fetch>()

/** The fetch a client sends with (its own, e.g. mock mode's, or the global one): for protocol libraries that make their own requests to the same API (hosted login's oauth4webapi). */
export function clientFetch(client: Client): typeof fetch {
  return transports.get(client) ?? ((input, init) => globalThis.fetch(input, init))
}

export function createClient(options: ClientOptions = {}): Client {
  // Fetched once the page has painted, so that a later refresh finds its work loaded; a restore on
  // mount asks for it at once itself. A failure here is forgotten (the refresh loads it again).
  if (typeof window !== 'undefined') afterNextPaint(() => void loadRefreshEngine().catch(ignore))
  const logLevel = options.logLevel ?? 'error'
  const logger = options.logger ?? console
  const fetchImpl = resolveFetch(options)
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const listeners = new Set<ClientListener>()
  let refreshing: { scope: string; promise: Promise<RefreshedToken> } | null = null

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

  function headers(extra: Record<string, string> | undefined, bearer: string | null): Headers {
    const result = new Headers({ 'Content-Type': 'application/json', 'frontegg-source': options.source ?? DEFAULT_SOURCE })
    if (bearer) result.set('Authorization', `Bearer ${bearer}`)
    if (options.tenantId) result.set('frontegg-scoped-tenant', options.tenantId)
    if (options.loginAlias) result.set('frontegg-login-alias', options.loginAlias)
    if (options.applicationId) result.set('frontegg-requested-application-id', options.applicationId)
    for (const [key, value] of Object.entries(extra ?? {})) result.set(key, value)
    return result
  }


  /**
   * A request, refreshed once on a 401: every request refused while one refresh is in flight waits
   * for that refresh and is replayed once with the new token; a failed refresh rejects each with its
   * own 401. Auth calls and requests with their own token never refresh.
   */
  async function request<T>(path: string, req: RequestOptions<T> = {}): Promise<T> {
    const ownToken = req.accessToken !== undefined
    const sentWith = ownToken ? (req.accessToken ?? null) : core.accessToken
    try {
      return await send(path, req, sentWith)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || ownToken || !sentWith || !refreshesOnUnauthorized(path)) throw error
      let fresh: string
      try {
        // Another request may have refreshed already while this one was on its way.
        fresh = core.accessToken && core.accessToken !== sentWith ? core.accessToken : (await refresh()).accessToken
      } catch (refreshError) {
        // The session is over: the request's own 401. Otherwise the refresh's failure (offline, a 5xx) is the request's.
        throw refreshError instanceof ApiError && !endsSession(refreshError) && refreshError.reason !== 'stale' ? refreshError : error
      }
      return send(path, req, fresh)
    }
  }

  function refresh(input?: RefreshInput): Promise<RefreshedToken> {
    if (input) core.refreshInput = input
    const wanted = core.refreshInput
    const scope = scopeOf(wanted)
    if (refreshing?.scope === scope) return refreshing.promise
    // A refresh with another input (another tenant) is not merged into the one on its way: it runs after it.
    const before = refreshing?.promise.catch(() => undefined)
    // The session and token it is asked for, as they are now: a sign-in or sign-out after this drops its answer.
    const asked = { session: core.session, expiring: core.accessToken }
    const promise = (async () => {
      await before
      const engine = await loadRefreshEngine().catch((error: ApiError) => {
        // The work could not be fetched (the network): a failure that says nothing about the session.
        core.emit({ type: 'refreshFailed', error })
        throw error
      })
      return engine.renew(core, wanted, scope, asked)
    })()
    const current = { scope, promise }
    refreshing = current
    const settle = () => {
      if (refreshing === current) refreshing = null
    }
    promise.then(settle, settle)
    return promise
  }

  /** One exchange with the server, aborted after `timeoutMs` (the body read included). */
  async function send<T>(path: string, req: RequestOptions<T>, bearer: string | null): Promise<T> {
    const controller = new AbortController()
    const forward = () => controller.abort(req.signal?.reason)
    if (req.signal?.aborted) forward()
    req.signal?.addEventListener('abort', forward)
    let timedOut = false
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true
            controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError'))
          }, timeoutMs)
        : undefined
    try {
      return await exchange(path, req, bearer, controller.signal)
    } catch (error) {
      if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, { reason: 'network', cause: error })
      throw error
    } finally {
      clearTimeout(timer)
      req.signal?.removeEventListener('abort', forward)
    }
  }

  async function exchange<T>(path: string, req: RequestOptions<T>, bearer: string | null, signal: AbortSignal): Promise<T> {
    let response: Response
    try {
      response = await fetchImpl(url(path, req.query), {
        method: req.method ?? 'GET',
        headers: formBody(req.body, headers(req.headers, bearer)),
        credentials: options.credentials ?? 'same-origin',
        body: req.body === undefined ? undefined : req.body instanceof FormData ? req.body : JSON.stringify(req.body),
        signal,
      })
    } catch (cause) {
      if (signal.aborted || (cause instanceof DOMException && cause.name === 'AbortError')) throw cause
      throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
    }

    if (response.status === 302) {
      const target = (await response.text()).trim()
      // The body stays out of the error: a redirect target can carry a code or a token in its query.
      if (!isSafeHttpUrl(target)) throw new ApiError(MALFORMED_MESSAGE, 302, { reason: 'malformed' })
      ;(options.navigate ?? ((to: string) => window.location.assign(to)))(target)
      // The page is leaving: nothing after this request should run.
      return new Promise<T>(() => {})
    }

    if (!response.ok) {
      // A body that fails to read is one that cannot be parsed (spec/auth.md §8); an abort stays an abort.
      const text = await response.text().catch((cause: unknown) => {
        if (signal.aborted) throw cause
        return null
      })
      const { message, body } = errorMessageFromBody(response.status, response.statusText, text)
      logFailure(logger, logLevel, response.status, message)
      throw new ApiError(message, response.status, { body })
    }

    let data: unknown
    if (req.responseType === 'blob') {
      const blob = await response.blob()
      // Saved by download.ts, loaded with the first file a page downloads; a load that fails is the network's failure.
      if (typeof document !== 'undefined') {
        const { saveBlob } = await import('./download').catch((cause: unknown) => {
          throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause })
        })
        saveBlob(blob, response.headers.get('content-disposition'), req.filename)
      }
      data = blob
    } else if (req.responseType === 'text') {
      data = await response.text()
    } else {
      data = parseJsonOrEmpty(await response.text())
    }
    if (!req.schema) return data as T
    // Through Standard Schema rather than valibot's parse, so the client loads no schema library: only the calls that pass a schema do.
    const checking = req.schema['~standard'].validate(data)
    const result = checking instanceof Promise ? await checking : checking
    if (result.issues) {
      // A success body can hold a new API, SCIM or sub-account secret: neither it nor the values its issues quote reach the error.
      // Where and what failed, loaded now (a page rarely meets a malformed answer); a load that fails leaves the error without it.
      const where = await import('./schemaIssues').then(({ issuesWithoutValues }) => issuesWithoutValues(result.issues), () => undefined)
      throw new ApiError(MALFORMED_MESSAGE, response.status, { reason: 'malformed', cause: where })
    }
    return result.value
  }

  const client: Client = {
    options,
    request,
    getAccessToken: () => core.accessToken,
    setAccessToken: (token) => {
      core.accessToken = token
      core.heldExpiresIn = undefined
      core.heldScope = null
      core.session += 1
    },
    signOut() {
      core.accessToken = null
      core.session += 1
      core.tabs?.sync.post({ type: 'signedOut' })
    },
    announceSessionChange() {
      core.tabs?.sync.post({ type: 'sessionChanged' })
    },
    syncTabs(sync) {
      core.tabs?.stop()
      // A sibling's message is heard through the refresh work, in the order the messages came.
      const hear = (message: TabMessage) => void loadRefreshEngine().then((engine) => engine.hearSibling(core, message), ignore)
      const current = { sync, stop: sync.subscribe(hear) }
      core.tabs = current
      return () => {
        current.stop()
        if (core.tabs === current) core.tabs = null
      }
    },
    refresh,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    setRefresher(next) {
      core.refresher = next
    },
  }
  const core: ClientCore = {
    client,
    logger,
    accessToken: options.accessToken ?? null,
    session: 0,
    refreshInput: {},
    refresher: null,
    refreshStarts: [],
    capWarned: false,
    tabs: null,
    sibling: null,
    siblingWaiters: new Set(),
    heldExpiresIn: undefined,
    heldScope: null,
    emit(event) {
      for (const listener of [...listeners]) listener(event)
    },
  }
  transports.set(client, fetchImpl)
  return client
}

/** A FormData body (a file upload) goes as multipart: the browser writes its Content-Type with the boundary. */
function formBody(body: unknown, headers: Headers): Headers {
  if (body instanceof FormData) headers.delete('Content-Type')
  return headers
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
  return options.fetch ?? ((input, init) => globalThis.fetch(input, init))
}
