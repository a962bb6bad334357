import { describe, it, expect, vi } from 'vitest'
import { checkRedirect, resolveRedirect, stripOrigin, type RedirectOptions } from './redirect'

const ORIGIN = 'https://app.example.com'
const FALLBACK = '/fallback'

function resolve(target: string | null | undefined, extra: Partial<RedirectOptions> = {}) {
  const logger = { warn: vi.fn() }
  const result = resolveRedirect(target, { origin: ORIGIN, fallback: FALLBACK, logger, ...extra })
  return { result, logger }
}

describe('resolveRedirect: accepted targets', () => {
  it.each([
    ['/dashboard', 'https://app.example.com/dashboard'],
    ['/a?b=c#d', 'https://app.example.com/a?b=c#d'],
    ['/', 'https://app.example.com/'],
    ['https://app.example.com/x', 'https://app.example.com/x'],
    ['https://app.example.com:443/x', 'https://app.example.com/x'],
    ['/caf%C3%A9', 'https://app.example.com/caf%C3%A9'],
  ])('%j → %j, no warning', (target, expected) => {
    const { result, logger } = resolve(target)
    expect(result).toBe(expected)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('accepts an origin listed in allowedOrigins', () => {
    const { result, logger } = resolve('https://admin.example.com/y', { allowedOrigins: ['https://admin.example.com'] })
    expect(result).toBe('https://admin.example.com/y')
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('refuses that same origin when it is not listed', () => {
    const { result, logger } = resolve('https://admin.example.com/y', { allowedOrigins: ['https://other.example.com'] })
    expect(result).toBe(FALLBACK)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it.each(['https://evil.com/x', 'http://elsewhere.test/', 'https://app.example.com.evil.com/'])(
    'accepts any http(s) URL %j when enforceSameSite is false',
    (target) => {
      const { result, logger } = resolve(target, { enforceSameSite: false })
      expect(result).toBe(new URL(target).href)
      expect(logger.warn).not.toHaveBeenCalled()
    },
  )
})

describe('resolveRedirect: refused targets → fallback with one warning', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https:evil.com',
    'https:/evil.com',
    'https://app.example.com@evil.com',
    'https://user:pass@app.example.com/x',
    'https://user@app.example.com/x',
    'https://app.example.com%40evil.com/',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '%2f%2fevil.com',
    '%252F%252Fevil.com',
    '/%5Cevil.com',
    '%2Fdashboard',
    ' /dashboard',
    '/dashboard ',
    '/dashboard\n',
    '/dash\u0000board',
    '/dash\u00A0board',
    '/dash\u2028board',
    'https://evil.com',
    'https://app.example.com.evil.com',
    'http://app.example.com/x',
    'https://app.example.com:8443/x',
    'ftp://app.example.com',
    'dashboard',
    './dashboard',
    '?next=/x',
    '%',
    '/%E0%A4%A',
  ])('%j', (target) => {
    const { result, logger } = resolve(target)
    expect(result).toBe(FALLBACK)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]![0]).toEqual(expect.stringContaining('redirect target ignored'))
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com',
    'https://good@evil.com',
    'https://a:b@evil.com/',
    '/\\evil.com',
    'ftp://evil.com/',
  ])('%j even when enforceSameSite is false', (target) => {
    const { result, logger } = resolve(target, { enforceSameSite: false })
    expect(result).toBe(FALLBACK)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })
})

describe('resolveRedirect: encoded characters in the path, query or fragment are kept', () => {
  it.each([
    ['/docs/my%20file', 'https://app.example.com/docs/my%20file'],
    ['/discount/100%25', 'https://app.example.com/discount/100%25'],
    ['/a%5Cb', 'https://app.example.com/a%5Cb'],
    ['/a/%2F/b', 'https://app.example.com/a/%2F/b'],
    ['/%20docs', 'https://app.example.com/%20docs'],
    ['/search?q=a%20b&p=%25&s=%5C#x%20y', 'https://app.example.com/search?q=a%20b&p=%25&s=%5C#x%20y'],
    ['/next?to=%2F%2Fevil.com', 'https://app.example.com/next?to=%2F%2Fevil.com'],
    ['/a?q=100%', 'https://app.example.com/a?q=100%'],
    ['/a#%E0%A4%A', 'https://app.example.com/a#%E0%A4%A'],
    ['/%2525', 'https://app.example.com/%2525'],
    ['https://app.example.com/reports/Q1%202024?owner=a%40b.test#sec%5C1', 'https://app.example.com/reports/Q1%202024?owner=a%40b.test#sec%5C1'],
  ])('%j → %j, no warning', (target, expected) => {
    const { result, logger } = resolve(target)
    expect(result).toBe(expected)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it.each([
    ['/%2e/%2F/evil.com', /another host/],
    ['/%09/evil.com', /another host/],
    ['/%252F%252Fevil.com', /another host/],
    ['https://app.example.com/%2F/evil.com', /another host/],
    ['https://app.example.com%2540evil.com/', /user information|not a valid URL/],
    ['/%E0%A4%A?q=1', /decoded/],
  ])('still refuses %j when the encoding reaches the host or the path start → %s', (target, reason) => {
    const verdict = checkRedirect(target, { origin: ORIGIN })
    expect(verdict.ok).toBe(false)
    if (!verdict.ok) expect(verdict.reason).toMatch(reason)
  })
})

describe('resolveRedirect: missing target', () => {
  it.each([null, undefined, ''])('%j → fallback without a warning', (target) => {
    const { result, logger } = resolve(target)
    expect(result).toBe(FALLBACK)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('warns on console when no logger is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(resolveRedirect('//evil.com', { origin: ORIGIN, fallback: FALLBACK })).toBe(FALLBACK)
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
    }
  })
})

describe('checkRedirect', () => {
  it('answers the absolute URL of an accepted target', () => {
    const verdict = checkRedirect('/a?b=c#d', { origin: ORIGIN })
    expect(verdict.ok).toBe(true)
    if (verdict.ok) {
      expect(verdict.url).toBeInstanceOf(URL)
      expect(verdict.url.href).toBe('https://app.example.com/a?b=c#d')
    }
  })

  it.each([
    ['%', /decoded/],
    ['/\\evil.com', /whitespace|backslash/],
    ['javascript:alert(1)', /neither a path nor/],
    ['https://user@app.example.com/', /user information/],
    ['https://evil.com/', /https:\/\/evil\.com.*not allowed/],
  ])('gives a reason for %j', (target, reason) => {
    const verdict = checkRedirect(target, { origin: ORIGIN })
    expect(verdict.ok).toBe(false)
    if (!verdict.ok) expect(verdict.reason).toMatch(reason)
  })

  it('ignores an unparseable entry in allowedOrigins', () => {
    expect(checkRedirect('/x', { origin: ORIGIN, allowedOrigins: ['not a url'] }).ok).toBe(true)
    expect(checkRedirect('https://evil.com/', { origin: ORIGIN, allowedOrigins: ['not a url'] }).ok).toBe(false)
  })
})

describe('stripOrigin', () => {
  it.each([
    ['https://app.example.com/x?y=1#z', '/x?y=1#z'],
    ['https://app.example.com', '/'],
    ['/already/a/path?q', '/already/a/path?q'],
    ['https://admin.example.com/y', 'https://admin.example.com/y'],
    ['http://app.example.com/x', 'http://app.example.com/x'],
  ])('%j → %j', (url, expected) => {
    expect(stripOrigin(url, ORIGIN)).toBe(expected)
  })

  // A same-origin URL whose path starts with '//' must not become a protocol-relative '//host'.
  it('keeps a same-origin URL with a "//" path on the origin', () => {
    const stripped = stripOrigin('https://app.example.com//evil.com', ORIGIN)
    expect(new URL(stripped, ORIGIN).origin).toBe(ORIGIN)
  })

  it.each(['/.//evil.com', '/x/..//evil.com', '/%2e%2e//evil.com', 'https://app.example.com//evil.com', '/./%2F/evil.com'])(
    'resolveRedirect(%j) then stripOrigin stays on the origin (afterLogin chain)',
    (target) => {
      const resolved = resolveRedirect(target, { origin: ORIGIN, fallback: FALLBACK, logger: { warn: vi.fn() } })
      expect(new URL(stripOrigin(resolved, ORIGIN), ORIGIN).origin).toBe(ORIGIN)
    },
  )

  it('returns the input when the origin cannot be parsed', () => {
    expect(stripOrigin('/x', 'not an origin')).toBe('/x')
  })
})
