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

// Control characters, any whitespace and backslashes have no place in a redirect we accept:
// browsers strip or reinterpret them (`/\evil.com`, ` javascript:`, `java\tscript:`).
const SUSPICIOUS = /[\u0000-\u001F\u007F-\u009F\s\\]/u
const ABSOLUTE = /^https?:\/\/[^/]/i

function decodeFully(value: string): string | null {
  let current = value
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/** Why `target` is refused, or the absolute URL it stands for. Pure; see resolveRedirect. */
export function checkRedirect(
  target: string,
  { origin, allowedOrigins = [], enforceSameSite = true }: Pick<RedirectOptions, 'origin' | 'allowedOrigins' | 'enforceSameSite'>,
): { ok: true; url: URL } | { ok: false; reason: string } {
  const decoded = decodeFully(target)
  if (decoded === null) return { ok: false, reason: 'cannot be decoded' }
  if (SUSPICIOUS.test(target) || SUSPICIOUS.test(decoded)) return { ok: false, reason: 'contains whitespace, control characters or backslashes' }
  // Only two shapes are accepted: a root-relative path, or an explicit http(s)://host URL.
  // That refuses `//host`, `https:host`, `javascript:`, `data:` and every other scheme.
  const isPath = decoded.startsWith('/') && !decoded.startsWith('//')
  if (!isPath && !ABSOLUTE.test(decoded)) return { ok: false, reason: 'is neither a path nor an http(s) URL' }
  if (isPath !== (target.startsWith('/') && !target.startsWith('//'))) return { ok: false, reason: 'changes meaning once decoded' }
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return { ok: false, reason: 'is not a valid URL' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'is not http(s)' }
  // `/.//evil.com` normalises to the path `//evil.com`, which reads as another host once the origin is dropped.
  if (url.pathname.startsWith('//')) return { ok: false, reason: 'has a path that reads as another host' }
  const authority = isPath ? '' : (decoded.slice(decoded.indexOf('//') + 2).split(/[/?#]/)[0] ?? '')
  if (url.username || url.password || authority.includes('@')) return { ok: false, reason: 'carries user information' }
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
