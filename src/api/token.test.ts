import { describe, it, expect } from 'vitest'
import { UnsecuredJWT } from 'jose'
import { decodeToken, InvalidTokenError } from './index'

const b64url = (text: string) => Buffer.from(text).toString('base64url')
const part = (value: unknown) => b64url(JSON.stringify(value))
const HEADER = part({ alg: 'HS256', typ: 'JWT' })

function expectInvalid(token: unknown): InvalidTokenError {
  let thrown: unknown
  try {
    decodeToken(token as string)
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(InvalidTokenError)
  expect((thrown as Error).message.startsWith('Invalid token specified')).toBe(true)
  return thrown as InvalidTokenError
}

describe('decodeToken: valid tokens', () => {
  it('decodes the claims of a hand-built JWT', () => {
    const claims = { sub: 'user-1', email: 'ada@acme.test', tenantIds: ['t1', 't2'], amr: ['pwd'], exp: 2_000_000_000 }
    const token = `${HEADER}.${part(claims)}.signature`
    expect(decodeToken(token)).toEqual(claims)
  })

  it('decodes a jose unsecured JWT (empty signature part)', () => {
    const token = new UnsecuredJWT({ email: 'grace@acme.test', name: 'Grace' }).setSubject('user-grace').setIssuedAt(1_700_000_000).encode()
    expect(token.split('.')).toHaveLength(3)
    expect(decodeToken(token)).toEqual({ email: 'grace@acme.test', name: 'Grace', sub: 'user-grace', iat: 1_700_000_000 })
  })

  it('decodes UTF-8 claims and base64url characters', () => {
    // "?>?" style payloads produce '-' and '_' in base64url.
    const claims = { name: 'Zoë Ångström ✓', note: '???>>>' }
    const payload = part(claims)
    expect(payload).toMatch(/[-_]/)
    expect(decodeToken(`${HEADER}.${payload}.x`)).toEqual(claims)
  })
})

describe('decodeToken: invalid tokens (spec §5)', () => {
  it.each([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { token: 'a.b.c' }],
  ])('refuses %s', (_name, token) => {
    expect(expectInvalid(token).message).toMatch(/string/)
  })

  it.each([
    ['', 1],
    ['abc', 1],
    ['a.b', 2],
    ['a.b.c.d', 4],
    [`${HEADER}.${part({ sub: 'x' })}`, 2],
    [`${HEADER}.${part({ sub: 'x' })}.sig.extra`, 4],
  ])('refuses %j (%i parts)', (token, count) => {
    expect(expectInvalid(token).message).toMatch(new RegExp(`three.*found ${count}`))
  })

  it('refuses bad base64 in the payload', () => {
    expect(expectInvalid(`${HEADER}.%%%.y`).message).toMatch(/base64.*part #2/)
  })

  it('refuses a payload that is valid base64 but not JSON', () => {
    expect(expectInvalid(`${HEADER}.${b64url('not json')}.y`).message).toMatch(/json.*part #2/)
  })

  it('refuses an empty payload', () => {
    expectInvalid(`${HEADER}..y`)
  })

  it('refuses a bad header even when the payload is fine', () => {
    const payload = part({ sub: 'x' })
    expect(expectInvalid(`%%%.${payload}.y`).message).toMatch(/part #1/)
    expect(expectInvalid(`${b64url('{not json')}.${payload}.y`).message).toMatch(/part #1/)
  })

  it('is an Error', () => {
    expect(expectInvalid('abc')).toBeInstanceOf(Error)
  })
})
