import { describe, expect, it } from 'vitest'
import { enrolledKindCount, hasOtherSessions, mfaKindRows, privacyTabOf, privacyTabs, sessionsView } from './privacy'
import { describeUserAgent } from './sessionAgent'

const none = { webauthn: [], phones: [], authenticators: [], emails: [] }

describe('mfaKindRows: one row per kind, counted 0 or 1 (spec/auth.md §9)', () => {
  it('nothing enrolled: every kind at 0', () => {
    expect(mfaKindRows(none).map((row) => [row.kind, row.count])).toEqual([
      ['authenticatorApp', 0],
      ['sms', 0],
      ['email', 0],
      ['webauthn', 0],
    ])
    expect(enrolledKindCount(none)).toBe(0)
  })

  it('two phones count as one; the first is the one to remove, shown masked', () => {
    const rows = mfaKindRows({ ...none, phones: [{ id: 'p1', phoneNumber: '+*******0123' }, { id: 'p2', phoneNumber: '+*******9999' }] })
    expect(rows[1]).toEqual({ kind: 'sms', count: 1, deviceId: 'p1', detail: '+*******0123' })
    expect(enrolledKindCount({ ...none, phones: [{ id: 'p1' }, { id: 'p2' }] })).toBe(1)
  })

  it('an app, an email and a security key', () => {
    const rows = mfaKindRows({ ...none, authenticators: [{ id: 'totp-1' }], emails: [{ email: 'ada@acme.test' }], webauthn: [{ id: 'cred', deviceType: 'CrossPlatform' }] })
    expect(rows).toEqual([
      { kind: 'authenticatorApp', count: 1, deviceId: 'totp-1', detail: null },
      { kind: 'sms', count: 0, deviceId: null, detail: null },
      { kind: 'email', count: 1, deviceId: null, detail: 'ada@acme.test' },
      { kind: 'webauthn', count: 1, deviceId: 'cred', detail: 'CrossPlatform' },
    ])
  })
})

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Windows 10'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Mobile Safari 17', 'iOS 17.5'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131', 'Mac OS 10.15.7'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome Headless 131', 'Linux'],
  ])('%s → %s on %s', (agent, browser, os) => {
    expect(describeUserAgent(agent)).toEqual({ browser, os })
  })

  it('an agent it cannot read, or none, names nothing', () => {
    expect(describeUserAgent('curl-ish')).toEqual({ browser: null, os: null })
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null })
    expect(describeUserAgent('')).toEqual({ browser: null, os: null })
  })
})

describe('sessionsView', () => {
  const session = (id: string, createdAt: string, current = false) => ({ id, createdAt, current, userAgent: null, ipAddress: null })
  it('current first, then the newest first', () => {
    const view = sessionsView([session('old', '2026-01-01T00:00:00Z'), session('me', '2025-01-01T00:00:00Z', true), session('new', '2026-06-01T00:00:00Z')])
    expect(view.map((entry) => entry.id)).toEqual(['me', 'new', 'old'])
  })
  it('hasOtherSessions: only the current one means nothing else to revoke', () => {
    expect(hasOtherSessions([session('me', '2026-01-01T00:00:00Z', true)])).toBe(false)
    expect(hasOtherSessions([session('me', '2026-01-01T00:00:00Z', true), session('x', '2026-01-01T00:00:00Z')])).toBe(true)
  })
})

describe('privacyTabs and privacyTabOf', () => {
  it('every tab by default, in order', () => {
    expect(privacyTabs({ mfa: 'edit', loginSessions: 'edit' })).toEqual([
      { id: 'mfa', readOnly: false },
      { id: 'passkeys', readOnly: false },
      { id: 'sessions', readOnly: false },
    ])
  })
  it('hidden fields drop their tab; viewOnly keeps it read-only', () => {
    expect(privacyTabs({ mfa: 'hidden', loginSessions: 'viewOnly' })).toEqual([
      { id: 'passkeys', readOnly: false },
      { id: 'sessions', readOnly: true },
    ])
  })
  it('a deep link opens its tab; an unknown or hidden one the first tab', () => {
    const tabs = privacyTabs({ mfa: 'hidden', loginSessions: 'edit' })
    expect(privacyTabOf('/sessions', tabs)).toBe('sessions')
    expect(privacyTabOf('/mfa', tabs)).toBe('passkeys')
    expect(privacyTabOf('', tabs)).toBe('passkeys')
    expect(privacyTabOf('/x', [])).toBeNull()
  })
})
