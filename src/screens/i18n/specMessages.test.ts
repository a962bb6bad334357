import { describe, expect, it } from 'vitest'
import { errorMessageFromBody } from '../../api/errors'
import { decodeToken } from '../../api/token'

/**
 * spec/admin.md and spec/auth.md quote some messages word for word. Each one the kit shows must be
 * among the kit's English strings exactly (same words, capitals and punctuation), so that rewording
 * or translation work cannot drift from them; each one it does not show is listed with why.
 */

/**
 * Every message the specs quote, as quoted: admin §5 and §8, auth §5 and §8, and the one label
 * (admin §4, §9 'My IP'). Quoted values that are no message (a scope, a status "1") are not here.
 */
const EVERY_QUOTE = [
  "We're facing some difficulties, Please try again",
  'Error request is too large',
  'Error {status} - {status text}',
  'No changes to update',
  'Subscription not found.',
  'Subscription not found',
  'Billing is externally managed.',
  'Payment provider not configured',
  'Not authorized',
  'Internal feature failure',
  'Assignment action failed. Try again or contact support.',
  'Mismatch in store names',
  'Failed to load Renderer with themeSetter',
  'FronteggApp not found for appName',
  'metadata not found',
  'ip metadata not found',
  'MFA is not enrolled',
  'Invalid token specified',
  'Failed to authenticate',
  "We couldn't verify your invitation",
  'Unknown error occurred',
  'My IP',
]

interface Pinned {
  readonly message: string
  readonly where: string
  /** The quote has placeholders: the kit builds it, so it is checked filled with these values. */
  readonly values?: Readonly<Record<string, string>>
  /** The spec quotes the message "with the reason": the kit's form is `message: reason`. */
  readonly reason?: string
  /** The server's words, which the kit shows as sent (§8): pinned where the kit's mock world answers them. */
  readonly server?: true
}

/** The quotes the kit shows (or, for 'MFA is not enrolled', matches), each to be found exactly. */
const PINNED: readonly Pinned[] = [
  { message: "We're facing some difficulties, Please try again", where: 'admin §8, auth §8' },
  { message: 'Error request is too large', where: 'admin §8, auth §8' },
  // The kit has no template string for it: errorMessageFromBody builds it, so its answer for a
  // sample status is checked against the spec's form filled with the same values.
  { message: 'Error {status} - {status text}', where: 'admin §8, auth §8', values: { status: '502', 'status text': 'Bad Gateway' } },
  { message: 'No changes to update', where: 'admin §5, admin §8' },
  { message: 'Subscription not found.', where: 'admin §8' },
  // The kit's own refusals say 'Subscription not found.'; this spelling is the billing server's.
  { message: 'Subscription not found', where: 'admin §8', server: true },
  { message: 'Billing is externally managed.', where: 'admin §8' },
  { message: 'Payment provider not configured', where: 'admin §5, admin §8' },
  { message: 'Not authorized', where: 'admin §5, admin §8' },
  { message: 'Internal feature failure', where: 'admin §5, admin §8' },
  { message: 'Assignment action failed. Try again or contact support.', where: 'admin §8' },
  { message: 'MFA is not enrolled', where: 'admin §8, auth §8' },
  // auth §5: "Invalid token specified" with the reason; the kit's reason for a two-part token.
  { message: 'Invalid token specified', where: 'auth §5, auth §8', reason: 'must have three dot-separated parts, found 2' },
  { message: 'Failed to authenticate', where: 'auth §8' },
  { message: "We couldn't verify your invitation", where: 'auth §8' },
  { message: 'Unknown error occurred', where: 'auth §8' },
  { message: 'My IP', where: 'admin §4, admin §9' },
  // The adminBox lookup's error when no row comes back (api/metadata.ts); the custom login box swallows it (§8).
  { message: 'metadata not found', where: 'admin §8, auth §8' },
]

/** The quotes the kit deliberately does not show, each with why. */
const NOT_SHOWN: readonly { readonly message: string; readonly where: string; readonly reason: string }[] = [
  { message: 'Mismatch in store names', where: 'admin §5, admin §8', reason: 'the kit has no named stores to mismatch: its state is React hooks and SWR, not a registered store' },
  { message: 'Failed to load Renderer with themeSetter', where: 'admin §8', reason: 'the kit waits for no theme setter: its theme is a vanilla-extract contract applied as it renders' },
  { message: 'FronteggApp not found for appName', where: 'admin §8', reason: 'the kit registers no apps by name: a host mounts one provider and passes it its options' },
  { message: 'ip metadata not found', where: 'admin §8, auth §8', reason: 'the kit makes no user IP metadata call' },
]

// Every catalogue (src/screens/**/*Messages.ts and the shared one), and every module of the api and
// the hooks, where the error messages a flow carries outside the catalogues live.
const catalogues = import.meta.glob<Record<string, unknown>>(['../**/*Messages.ts', './messages.ts'], { eager: true })
const constants = import.meta.glob<Record<string, unknown>>(['../../api/*.ts', '../../hooks/**/*.{ts,tsx}', '!**/*.test.*', '!**/*.testing.*'], { eager: true })
// The mock world's server answers, only for the quotes that are the server's words.
const serverAnswers = import.meta.glob<Record<string, unknown>>(['../../fixtures/handlers/*.ts'], { eager: true })

/** Every string in `value`: module exports, objects and arrays walked to any depth; functions and class instances skipped. */
function collectStrings(value: unknown, into = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (typeof value === 'string') into.add(value)
  if (value === null || typeof value !== 'object' || seen.has(value)) return into
  seen.add(value)
  const prototype = Object.getPrototypeOf(value)
  if (Array.isArray(value) || prototype === Object.prototype || prototype === null) {
    for (const item of Object.values(value)) collectStrings(item, into, seen)
  }
  return into
}

function thrownMessage(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  return ''
}

/** The messages the kit builds rather than holds, built with the sample values the table fills the quotes with. */
const built = [errorMessageFromBody(502, 'Bad Gateway', '{}').message, thrownMessage(() => decodeToken('a.b'))]

const kitStrings = collectStrings([Object.values(catalogues), Object.values(constants), built])
const serverStrings = collectStrings(Object.values(serverAnswers))

/** The quote as the kit must hold it: placeholders filled, the reason after it. */
function expected(quote: Pinned): string {
  const filled = Object.entries(quote.values ?? {}).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), quote.message)
  return quote.reason ? `${filled}: ${quote.reason}` : filled
}

/**
 * Kit strings that differ from `text` only in case, spacing or punctuation: a copy that drifted,
 * even when another copy still has the spec's words. Another quote of the spec is no drift
 * ('Subscription not found' and 'Subscription not found.').
 */
function nearMisses(text: string, strings: Set<string>): string[] {
  const loose = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()
  return [...strings].filter((candidate) => candidate !== text && !EVERY_QUOTE.includes(candidate) && loose(candidate) === loose(text))
}

describe('the messages the specs quote word for word', () => {
  it('finds the catalogues and the modules it walks', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(20)
    expect(Object.keys(catalogues)).toContain('./messages.ts')
    expect(Object.keys(constants)).toContain('../../api/errors.ts')
    expect(Object.keys(serverAnswers)).toContain('../../fixtures/handlers/billing.ts')
  })

  it('lists every quote once, either pinned or not shown with a reason', () => {
    const listed = [...PINNED, ...NOT_SHOWN].map((quote) => quote.message)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual([...EVERY_QUOTE].sort())
    for (const quote of NOT_SHOWN) expect(quote.reason.trim(), quote.message).not.toBe('')
  })

  for (const quote of PINNED) {
    it(`"${quote.message}" (${quote.where}) is the kit's, exactly`, () => {
      const text = expected(quote)
      const strings = quote.server ? serverStrings : kitStrings
      expect(strings.has(text), `"${text}" is not among the kit's strings`).toBe(true)
      expect(nearMisses(text, strings), `copies of "${text}" with other capitals or punctuation`).toEqual([])
    })
  }

  for (const quote of NOT_SHOWN) {
    it(`"${quote.message}" (${quote.where}) is not shown: ${quote.reason}`, () => {
      // A quote the kit comes to hold belongs in PINNED, where a rewording would be caught.
      expect(kitStrings.has(quote.message), `"${quote.message}" is a kit string now: pin it instead`).toBe(false)
    })
  }
})
