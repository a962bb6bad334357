import type { Logger } from './log'

export interface RedirectOptions {
  /** The page's origin, e.g. `window.location.origin`. */
  origin: string
  /** Other origins a redirect may go to while same-site enforcement is on. */
  allowedOrigins?: readonly string[]
  /** When on (the default), only the page's origin and `allowedOrigins` are allowed. */
  enforceSameSite?: boolean
  /** Where to go when the target is refused or missing. */
  fallback: string
  logger?: Pick<Logger, 'warn'>
}

// Control characters (\p{Cc}: U+0000–001F, U+007F–009F), any whitespace and backslashes have no place in a redirect we accept:
// browsers strip or reinterpret them (`/\\evil.com`, ` javascript:`, `java\tscript:`).
const SUSPICIOUS = /[\p{Cc}\s\\]/u
const INVISIBLE = /[\p{Cc}\s]/gu
const ABSOLUTE = /^https?:\/\/[^/]/i

/** Whether `value` is well-formed percent-encoding (decodes once). */
function decodes(value: string): boolean {
  try {
    decodeURIComponent(value)
    return true
  } catch {
    return false
  }
}

/** `value` percent-decoded until it stops changing (at most 5 rounds), as a server or router that decodes again would read it. */
function decodeRepeatedly(value: string): string {
  let current = value
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return current
    }
    if (next === current) break
    current = next
  }
  return current
}

/** A path whose start, once decoded, reads as an authority (`//evil.com`, `/%2F/evil.com`, `/%5Cevil.com`, `/%09/evil.com`) once the origin is dropped. */
function readsAsAnotherHost(pathname: string): boolean {
  return /^[/\\]{2}/.test(decodeRepeatedly(pathname).replace(INVISIBLE, ''))
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * Why `target` is refused, or the absolute URL it stands for. Pure; see resolveRedirect. Only the
 * scheme, the authority and a path start that could read as one decide safety; encoded characters
 * in the rest of the path, the query and the fragment (`%20`, `%25`, `%5C` ...) are the URL parser's.
 */
export function checkRedirect(
  target: string,
  { origin, allowedOrigins = [], enforceSameSite = true }: Pick<RedirectOptions, 'origin' | 'allowedOrigins' | 'enforceSameSite'>,
): { ok: true; url: URL } | { ok: false; reason: string } {
  if (SUSPICIOUS.test(target)) return { ok: false, reason: 'contains whitespace, control characters or backslashes' }
  // A router decodes the path to match it: one that is not well-formed percent-encoding is refused.
  if (!decodes(target.split(/[?#]/)[0]!)) return { ok: false, reason: 'cannot be decoded' }
  // Only two shapes are accepted: a root-relative path, or an explicit http(s)://host URL.
  // That refuses `//host`, `https:host`, `javascript:`, `data:`, `%2F%2Fhost` and every other scheme.
  const isPath = target.startsWith('/') && !target.startsWith('//')
  if (!isPath && !ABSOLUTE.test(target)) return { ok: false, reason: 'is neither a path nor an http(s) URL' }
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return { ok: false, reason: 'is not a valid URL' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'is not http(s)' }
  // The authority as anyone who decodes it again reads it: `app.example.com%40evil.com` hides an `@`.
  const authority = decodeRepeatedly(isPath ? '' : (target.slice(target.indexOf('//') + 2).split(/[/?#]/)[0] ?? ''))
  if (SUSPICIOUS.test(authority)) return { ok: false, reason: 'has a host with whitespace, control characters or backslashes once decoded' }
  if (url.username || url.password || authority.includes('@')) return { ok: false, reason: 'carries user information' }
  // Checked on the parsed path, so dot segments (`/.//evil.com`, `/%2e%2e//evil.com`) are resolved first.
  if (readsAsAnotherHost(url.pathname)) return { ok: false, reason: 'has a path that reads as another host' }
  if (enforceSameSite) {
    const allowed = new Set([originOf(origin), ...allowedOrigins.map(originOf)].filter(Boolean))
    if (!allowed.has(url.origin)) return { ok: false, reason: `goes to ${url.origin}, which is not allowed` }
  }
  return { ok: true, url }
}

/**
 * The URL to go to after authentication: `target` when it is a path or an http(s) URL that
 * same-site enforcement allows (spec/auth.md §2 redirectUrl), otherwise `fallback`, with a warning.
 */
export function resolveRedirect(target: string | null | undefined, options: RedirectOptions): string {
  if (target === null || target === undefined || target === '') return options.fallback
  const verdict = checkRedirect(target, options)
  if (verdict.ok) return verdict.url.href
  ;(options.logger ?? console).warn(`[gatehouse] redirect target ignored: it ${verdict.reason}`)
  return options.fallback
}

/** A same-origin URL as a path (the navigate adapter's form); other origins stay absolute. */
export function stripOrigin(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin)
    const sameOrigin = parsed.origin === new URL(origin).origin && !parsed.pathname.startsWith('//')
    return sameOrigin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href
  } catch {
    return url
  }
}
