// The local identity API: the fixtures' world and MSW handlers served over real HTTP on 127.0.0.1,
// so a host app can develop (and the e2e test can run) with no backend. The refresh token travels
// as an HttpOnly cookie, as it would from the real API. `npm run dev-api` starts it (dev-api.mjs).
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { OAUTH_PATHS } from '../src/api/oauth'
import { authorizeAtHostedLogin, endSessionAtHostedLogin, findUserByEmail, getWorld, handlers, refreshTokenOf, resetWorld, scenarios, type ScenarioName } from '../src/fixtures'
import { expireIssuedAccessTokens } from '../src/fixtures/tokens'

export interface DevApiOptions {
  /** 0 picks a free port. */
  port?: number
  /** Seconds an access token lives (`--token-ttl`); the fixtures' default (a day) when absent. */
  tokenTtlSeconds?: number
  /** Page origins allowed to call with credentials and to use `/__dev/*`; the example host's (DEFAULT_ORIGINS) when absent. */
  origins?: readonly string[]
  /** The world to start from and to reset to; `default` when absent. */
  scenario?: ScenarioName
}

/** A request the dev API answered, as `GET /__dev/requests` lists it. */
export interface DevRequest {
  method: string
  path: string
  query: Record<string, string>
  /** The JSON body (the text when not JSON; null when empty). */
  body: unknown
  status: number
  origin: string | null
  /** When it arrived, in ms since the epoch. */
  at: number
  /** A digest of the refresh cookie it carried (the cookie itself stays out of the log): which rotation of the session a refresh spent. */
  cookie?: string
}

export interface DevApi {
  /** `http://127.0.0.1:PORT` */
  readonly url: string
  /** Every request answered since start or the last reset, preflights included (method OPTIONS), as sent (GET /__dev/requests redacts secrets). */
  requests(): DevRequest[]
  /** A fresh world from the scenario, and an empty request log. */
  reset(scenario?: ScenarioName): void
  /** Allows one more page origin (e.g. a preview server started after the API). */
  allowOrigin(origin: string): void
  /** Every access token issued so far is refused from now on, as if it had expired; refresh cookies still work. */
  expireAccessTokens(): void
  close(): Promise<void>
}

/** Request headers a page may send: the client's own and mock mode's cookie header. */
const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'frontegg-source',
  'frontegg-scoped-tenant',
  'frontegg-login-alias',
  'frontegg-requested-application-id',
  'x-gatehouse-mock-cookie',
].join(', ')
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
/** Hop-by-hop headers Node hands us that a fetch Request must not carry. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'])
/** The example host's origins (examples/vite-host on Vite's port): the only pages allowed unless `--origin` names more. */
export const DEFAULT_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'] as const

/** Whether a Host header names this server itself: a DNS-rebound name (evil.test → 127.0.0.1) must not reach the world. */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (!host) return false
  const names = ['127.0.0.1', 'localhost']
  return names.some((name) => host.toLowerCase() === `${name}:${port}` || (port === 80 && host.toLowerCase() === name))
}

/** Body and query keys whose values are credentials: passwords, one-time codes, PKCE verifiers, tokens, secrets. */
const SECRET_KEY = /password|token|secret|verifier|recoverycode|^codes?$|^otc$|^otp$/i
export const REDACTED = '[redacted]'

function redactParameters(entries: Iterable<[string, string]>): [string, string][] {
  return [...entries].map(([key, value]) => [key, isSecretKey(key) ? REDACTED : value])
}

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.replace(/[-_]/g, ''))
}

/** `value` with every secret key's value replaced, at any depth; a form-encoded text body is read as its fields. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (!/^[^=&\s]+=[^&\s]*(&[^=&\s]+=[^&\s]*)*$/.test(value)) return value
    return new URLSearchParams(redactParameters(new URLSearchParams(value))).toString()
  }
  if (value === null || typeof value !== 'object' || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? REDACTED : redactSecrets(item, depth + 1)]))
}

/** A logged request as `GET /__dev/requests` serves it: its query and body without secrets. */
export function redactRequest<T extends { query: Record<string, string>; body: unknown }>(request: T): T {
  return { ...request, query: Object.fromEntries(redactParameters(Object.entries(request.query))), body: redactSecrets(request.body) }
}

/** A short digest of a refresh token, so the log can tell rotations apart without holding one. */
const digestOf = (token: string | undefined) => (token ? createHash('sha256').update(token).digest('hex').slice(0, 12) : undefined)

export function startDevApi(options: DevApiOptions = {}): Promise<DevApi> {
  const scenarioName = options.scenario ?? 'default'
  if (!(scenarioName in scenarios)) throw new Error(`Unknown scenario "${scenarioName}"; one of: ${Object.keys(scenarios).join(', ')}`)
  let log: DevRequest[] = []

  const reset = (scenario: ScenarioName = scenarioName) => {
    const world = resetWorld(scenarios[scenario]())
    if (options.tokenTtlSeconds !== undefined) world.accessTokenTtlSeconds = options.tokenTtlSeconds
    // A webhook on this machine's loopback is really called, signed with its secret (webhookDeliveries.ts).
    world.connectivity.realDeliveries = true
    log = []
  }
  reset()

  const origins: string[] = [...(options.origins ?? DEFAULT_ORIGINS)]
  const isAllowed = (origin: string) => origins.includes(origin)

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('dev-api:', error)
      if (!res.headersSent) sendJson(res, 500, { errors: ['Internal server error'] })
      else res.destroy()
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // DNS rebinding: a page on evil.test whose name now resolves to 127.0.0.1 is same-origin with itself, not with us.
    if (!isOwnHost(req.headers.host, (server.address() as AddressInfo).port)) return sendJson(res, 403, { errors: [`Host ${req.headers.host ?? '(none)'} is not this dev API`] })
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    const origin = req.headers.origin ?? null
    const method = req.method ?? 'GET'
    const raw = await readBody(req)

    if (url.pathname.startsWith('/__dev/')) {
      // A page may not reset the world or read its log; a request with no Origin (curl, Node, the address bar) may.
      if (origin && !isAllowed(origin)) return sendJson(res, 403, { errors: [`Origin ${origin} is not allowed: start the dev API with --origin ${origin}`] })
      return devEndpoint(method, url.pathname, raw, res)
    }

    const entry: DevRequest = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: parseBody(raw), status: 0, origin, at: Date.now() }
    log.push(entry)

    // The identity server's own pages for hosted login, which the browser opens (no fetch, no CORS):
    // the origins rule applies to where they send the browser back to.
    if (url.pathname.endsWith(OAUTH_PATHS.authorize) && (method === 'GET' || method === 'POST')) return hostedSignInPage(method, url, raw, entry, res)
    if (url.pathname.endsWith(OAUTH_PATHS.logout) && method === 'GET') return hostedEndSession(url, entry, res)

    if (origin) {
      if (!isAllowed(origin)) {
        entry.status = 403
        return sendJson(res, 403, { errors: [`Origin ${origin} is not allowed: start the dev API with --origin ${origin}`] })
      }
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Allow-Credentials', 'true')
      res.setHeader('Access-Control-Expose-Headers', 'content-disposition')
      res.setHeader('Vary', 'Origin')
    }
    if (method === 'OPTIONS') {
      entry.status = 204
      res.writeHead(204, { 'Access-Control-Allow-Methods': ALLOWED_METHODS, 'Access-Control-Allow-Headers': ALLOWED_HEADERS, 'Access-Control-Max-Age': '600' })
      return res.end()
    }

    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
    }
    const request = new Request(url, { method, headers, ...(raw.length > 0 && method !== 'GET' && method !== 'HEAD' ? { body: new Uint8Array(raw) } : {}) })
    entry.cookie = digestOf(refreshTokenOf(request))
    // Where a sign-in comes from, as its session lists it (spec/admin.md §3 Session: userAgent, ipAddress).
    getWorld().privacy.client = { userAgent: req.headers['user-agent'] ?? '', ipAddress: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '' }
    const response = await getResponse(handlers, request)
    if (!response) {
      entry.status = 404
      return sendJson(res, 404, { errors: [`No fixture answers ${method} ${url.pathname}`] })
    }
    // HttpResponse.error() stands for a network failure: the connection drops with no answer.
    if (response.type === 'error') {
      entry.status = -1
      return res.destroy()
    }
    entry.status = response.status
    const cookies = response.headers.getSetCookie()
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value)
    })
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
    res.writeHead(response.status, response.statusText)
    res.end(Buffer.from(await response.arrayBuffer()))
  }

  /**
   * The hosted sign-in page (`/oauth/authorize`): GET shows the form for the authorization request
   * in its query; POST (the form, sent to the same URL) checks the email and password and, for a
   * right pair, sends the browser back to redirect_uri with a code bound to the request's PKCE
   * challenge, nonce and state (the fixtures' authorizeAtHostedLogin).
   */
  function hostedSignInPage(method: string, url: URL, raw: Buffer, entry: DevRequest, res: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri')
    const back = redirectUri && URL.canParse(redirectUri) ? new URL(redirectUri) : null
    if (!back || !isAllowed(back.origin)) {
      entry.status = 400
      return sendHtml(res, 400, 'Sign-in refused', `<p>redirect_uri ${escapeHtml(redirectUri ?? '(none)')} is not on an allowed origin: start the dev API with --origin.</p>`)
    }
    let email = ''
    let error = ''
    if (method === 'POST') {
      const form = new URLSearchParams(raw.toString('utf8'))
      email = form.get('email') ?? ''
      const user = findUserByEmail(getWorld(), email)
      if (user && !user.locked && user.password === form.get('password')) {
        let location: string
        try {
          location = authorizeAtHostedLogin(url.href, email)
        } catch (refused) {
          entry.status = 400
          return sendHtml(res, 400, 'Sign-in refused', `<p>${escapeHtml(refused instanceof Error ? refused.message : String(refused))}</p>`)
        }
        entry.status = 302
        res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' })
        return res.end()
      }
      error = 'Incorrect email or password.'
    }
    entry.status = error ? 401 : 200
    return sendHtml(
      res,
      entry.status,
      'Sign in',
      `${error ? `<p role="alert">${error}</p>` : ''}<form method="post">
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" required></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>`,
    )
  }

  /** The end-session page (`GET /oauth/logout`): the hosted sessions end, then back to post_logout_redirect_uri. */
  function hostedEndSession(url: URL, entry: DevRequest, res: ServerResponse) {
    const location = endSessionAtHostedLogin(url.href)
    const back = URL.canParse(location) ? new URL(location) : null
    if (!back || !isAllowed(back.origin)) {
      entry.status = 400
      return sendHtml(res, 400, 'Signed out', `<p>You are signed out. post_logout_redirect_uri ${escapeHtml(location)} is not on an allowed origin.</p>`)
    }
    entry.status = 302
    res.writeHead(302, { Location: back.href, 'Cache-Control': 'no-store' })
    return res.end()
  }

  function devEndpoint(method: string, path: string, raw: Buffer, res: ServerResponse) {
    // Passwords, codes, verifiers and tokens stay in this process: anything on the machine can read this route.
    if (method === 'GET' && path === '/__dev/requests') return sendJson(res, 200, { requests: log.map(redactRequest), world: getWorld().requests.map(redactRequest) })
    // What the API "emailed" or "texted": reset and activation links' tokens, one-time codes.
    if (method === 'GET' && path === '/__dev/outbox') return sendJson(res, 200, { outbox: getWorld().outbox })
    if (method === 'POST' && path === '/__dev/reset') {
      const body = parseBody(raw) as { scenario?: string } | null
      const scenario = body?.scenario
      if (scenario !== undefined && !(scenario in scenarios)) return sendJson(res, 400, { errors: [`Unknown scenario "${scenario}"`] })
      reset(scenario as ScenarioName | undefined)
      return sendJson(res, 200, {})
    }
    if (method === 'POST' && path === '/__dev/expire-access-tokens') {
      expireIssuedAccessTokens()
      return sendJson(res, 200, {})
    }
    return sendJson(res, 404, { errors: [`No dev endpoint ${method} ${path}`] })
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests: () => log.slice(),
        reset,
        expireAccessTokens: expireIssuedAccessTokens,
        allowOrigin: (origin) => {
          if (!origins.includes(origin)) origins.push(origin)
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function parseBody(raw: Buffer): unknown {
  if (raw.length === 0) return null
  const text = raw.toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function sendHtml(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(`<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title} · Gatehouse dev API</title></head><body><main><h1>${title}</h1>\n${body}</main></body></html>`)
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}
