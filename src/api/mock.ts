import { getResponse } from 'msw'
import { handlers } from '../fixtures/handlers'
import { MOCK_COOKIE_HEADER, setCookieOf } from '../fixtures/session'
import { getWorld, type WorldRefreshToken } from '../fixtures/world'

/**
 * Mock mode: the request is answered by the fixtures' MSW handlers in-process, no service worker.
 * This tab plays both sides of a real deployment, kept in its session storage so that a reload
 * behaves as it would against a server: the browser's cookie jar (the HttpOnly refresh cookie,
 * which the kit itself never reads) and the server's open sessions.
 */
export async function mockFetch(request: Request, delayMs: number): Promise<Response> {
  request.signal.throwIfAborted()
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  request.signal.throwIfAborted()
  const tab = mockTab()
  tab.hydrate()
  const headers = new Headers(request.headers)
  const cookie = tab.cookieHeader()
  if (cookie) headers.set(MOCK_COOKIE_HEADER, cookie)
  const response = await getResponse(handlers, new Request(request, { headers }))
  // HttpResponse.error() stands for a network failure: a real fetch rejects with a TypeError then.
  if (response?.type === 'error') throw new TypeError('Failed to fetch')
  if (response) tab.remember(setCookieOf(response))
  return response ?? new Response(JSON.stringify({ errors: [`No mock for ${request.method} ${new URL(request.url).pathname}`] }), { status: 404 })
}

/** Session-storage keys of the tab's mock deployment. */
export const MOCK_TAB_KEYS = { cookies: 'gatehouse-mock:cookies', sessions: 'gatehouse-mock:sessions' } as const

/** Applies one Set-Cookie value to a jar of name → value: a Max-Age of 0 or less, or an expiry in the past, removes it. */
export function applySetCookie(jar: Record<string, string>, setCookie: string, now = Date.now()): Record<string, string> {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim())
  const at = pair.indexOf('=')
  if (at <= 0) return jar
  const name = pair.slice(0, at)
  const value = pair.slice(at + 1)
  const expired = attributes.some((attribute) => {
    const [key = '', raw = ''] = attribute.split('=')
    if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
    if (key.toLowerCase() === 'expires') return Date.parse(raw) <= now
    return false
  })
  const next = { ...jar }
  if (expired) delete next[name]
  else next[name] = value
  return next
}

function mockTab() {
  const storage = tabStorage()
  const read = <T>(key: string, fallback: T): T => {
    try {
      return (JSON.parse(storage.getItem(key) ?? 'null') as T | null) ?? fallback
    } catch {
      return fallback
    }
  }
  const write = (key: string, value: unknown) => {
    try {
      storage.setItem(key, JSON.stringify(value))
    } catch {
      // Storage full or blocked: the mock session then lasts as long as the page.
    }
  }
  return {
    /** The server's open sessions come back after a reload (the world itself starts anew). */
    hydrate() {
      const world = getWorld()
      for (const [token, session] of read<[string, WorldRefreshToken][]>(MOCK_TAB_KEYS.sessions, [])) {
        if (!world.refreshTokens.has(token) && world.users.some((user) => user.id === session.userId)) world.refreshTokens.set(token, session)
      }
    },
    cookieHeader(): string {
      return Object.entries(read<Record<string, string>>(MOCK_TAB_KEYS.cookies, {}))
        .map(([name, value]) => `${name}=${value}`)
        .join('; ')
    },
    remember(setCookie: string | null) {
      if (setCookie) write(MOCK_TAB_KEYS.cookies, applySetCookie(read(MOCK_TAB_KEYS.cookies, {}), setCookie))
      write(MOCK_TAB_KEYS.sessions, [...getWorld().refreshTokens])
    },
  }
}

/** Where the page keeps the jar when it has no session storage (SSR, blocked): it lasts as long as the page. */
const pageMemory = new Map<string, string>()
const pageStorage: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: (key) => pageMemory.get(key) ?? null,
  setItem: (key, value) => void pageMemory.set(key, value),
}

function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return globalThis.sessionStorage ?? pageStorage
  } catch {
    return pageStorage
  }
}
