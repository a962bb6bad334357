import { describe, expect, it } from 'vitest'
import { EXPIRED_IDP_CERTIFICATE, VALID_IDP_CERTIFICATE } from '../../../fixtures/ssoCertificates'
import { isUsableCertificate, looksLikePem, pemDer, readCertificate } from './certificate'

const now = new Date('2026-06-01T00:00:00Z')
const BEGIN = '-----BEGIN CERTIFICATE-----'
const END = '-----END CERTIFICATE-----'
const body = (pem: string) => pem.replace(BEGIN, '').replace(END, '').replace(/\s/g, '')

describe('readCertificate', () => {
  it('a valid certificate → its subject and expiry', async () => {
    const reading = await readCertificate(VALID_IDP_CERTIFICATE, now)
    expect(reading).toEqual({ status: 'valid', subject: 'CN=idp.northwind.test, O=Northwind Traders', notAfter: new Date('2035-01-01T00:00:00Z') })
    expect(isUsableCertificate(reading)).toBe(true)
  })
  it('an expired certificate → expired, not usable', async () => {
    const reading = await readCertificate(EXPIRED_IDP_CERTIFICATE, now)
    expect(reading).toEqual({ status: 'expired', subject: 'CN=old-idp.northwind.test, O=Northwind Traders', notAfter: new Date('2024-01-01T00:00:00Z') })
    expect(isUsableCertificate(reading)).toBe(false)
  })
  it('before its start → notYetValid', async () => {
    expect(await readCertificate(VALID_IDP_CERTIFICATE, new Date('2024-06-01T00:00:00Z'))).toEqual({
      status: 'notYetValid',
      subject: 'CN=idp.northwind.test, O=Northwind Traders',
      notBefore: new Date('2025-01-01T00:00:00Z'),
    })
  })
  it('text that is not PEM → invalid', async () => {
    expect(await readCertificate('hello', now)).toEqual({ status: 'invalid' })
  })
  it('PEM armour around bytes that are no certificate → invalid', async () => {
    expect(await readCertificate(`${BEGIN}\nAAAA\n${END}`, now)).toEqual({ status: 'invalid' })
  })
  it('PEM armour around base64 that does not decode → invalid', async () => {
    expect(await readCertificate(`${BEGIN}\nAAAAA\n${END}`, now)).toEqual({ status: 'invalid' })
  })
  it('a certificate cut short → invalid', async () => {
    expect(await readCertificate(`${BEGIN}\n${body(VALID_IDP_CERTIFICATE).slice(0, 200)}\n${END}`, now)).toEqual({ status: 'invalid' })
  })
})

describe('looksLikePem and pemDer (the shape, checked before the parser loads, and the bytes)', () => {
  const der = Uint8Array.from(atob(body(VALID_IDP_CERTIFICATE)), (char) => char.charCodeAt(0))
  it('a PEM certificate → its DER bytes', () => {
    expect(looksLikePem(VALID_IDP_CERTIFICATE)).toBe(true)
    expect(pemDer(VALID_IDP_CERTIFICATE)).toEqual(der)
  })
  it('Windows line breaks, indentation, spaces around it, the base64 on one line → the same bytes', () => {
    expect(pemDer(VALID_IDP_CERTIFICATE.replaceAll('\n', '\r\n'))).toEqual(der)
    expect(pemDer(`\n   ${VALID_IDP_CERTIFICATE.replaceAll('\n', '\n\t')}  \n`)).toEqual(der)
    expect(pemDer(`${BEGIN}\n${body(VALID_IDP_CERTIFICATE)}${END}`)).toEqual(der)
  })
  it('another PEM kind, two certificates, missing or misplaced armour → not PEM', () => {
    const base64 = body(VALID_IDP_CERTIFICATE)
    for (const text of [
      '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
      `${VALID_IDP_CERTIFICATE}${EXPIRED_IDP_CERTIFICATE}`,
      `${BEGIN}\n${base64}`,
      `${base64}\n${END}`,
      `${BEGIN}${base64}\n${END}`,
      `text before\n${VALID_IDP_CERTIFICATE}`,
    ]) {
      expect(looksLikePem(text), text.slice(0, 40)).toBe(false)
      expect(pemDer(text)).toBeNull()
    }
  })
  it('characters outside base64, or nothing inside → not PEM', () => {
    for (const text of [`${BEGIN}\nAAAA!AAA\n${END}`, `${BEGIN}\nAAAA-AAA\n${END}`, `${BEGIN}\nAAAA\vAAAA\n${END}`, `${BEGIN}\n \n\t\n${END}`, `${BEGIN}${END}`, '']) {
      expect(looksLikePem(text), JSON.stringify(text)).toBe(false)
    }
  })
  it('PEM-shaped, but base64 that does not decode → no bytes', () => {
    expect(looksLikePem(`${BEGIN}\nAAAAA\n${END}`)).toBe(true)
    expect(pemDer(`${BEGIN}\nAAAAA\n${END}`)).toBeNull()
    expect(pemDer(`${BEGIN}\nAA=A\n${END}`)).toBeNull()
  })
})

/** Milliseconds `check(input)` takes. */
function timed(check: (input: string) => unknown, input: string): number {
  const start = performance.now()
  check(input)
  return performance.now() - start
}

// Issue 24: the shape was a regular expression that backtracked, quadratically or worse, on text
// that opens like a certificate and never closes (a long run of spaces took seconds at 64 KiB and
// does not finish at 1 MiB). The check is one pass now; each size must stay far under the bound.
// The sizes grow so that a regression fails on a small input instead of hanging on the large one.
describe('the shape check takes linear time on adversarial text', () => {
  const SIZES = [16 * 1024, 64 * 1024, 256 * 1024, 1024 * 1024]
  const BOUND_MS = 500
  const adversarial: Record<string, (size: number) => string> = {
    'armour, then spaces, then one stray character': (size) => `${BEGIN}\n${' '.repeat(size)}!`,
    'armour, then spaces and line breaks with no end line': (size) => `${BEGIN}\n${' \n'.repeat(size / 2)}A`,
    'armour, then base64 with no end line': (size) => `${BEGIN}\n${'A'.repeat(size)}`,
    'armour, then base64 lines broken by spaces, then a wrong end line': (size) => `${BEGIN}\n${'AAAA \n'.repeat(size / 6)}-----END PRIVATE KEY-----`,
  }
  for (const [name, make] of Object.entries(adversarial)) {
    it(`${name}: up to 1 MiB, each under ${BOUND_MS} ms`, () => {
      for (const size of SIZES) {
        const input = make(size)
        expect(looksLikePem(input)).toBe(false)
        expect(timed(looksLikePem, input), `looksLikePem, ${size} characters`).toBeLessThan(BOUND_MS)
        expect(timed(pemDer, input), `pemDer, ${size} characters`).toBeLessThan(BOUND_MS)
      }
    })
  }
  it('a 1 MiB certificate-shaped text that is no certificate: read and refused quickly', async () => {
    const input = `${BEGIN}\n${'AAAA\n'.repeat(1024 * 1024 / 5)}${END}`
    const start = performance.now()
    expect(await readCertificate(input, now)).toEqual({ status: 'invalid' })
    expect(performance.now() - start).toBeLessThan(1000)
  })
})
