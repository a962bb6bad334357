import { describe, expect, it } from 'vitest'
import { EXPIRED_IDP_CERTIFICATE, VALID_IDP_CERTIFICATE } from '../../../fixtures/ssoCertificates'
import { isUsableCertificate, looksLikePem, readCertificate } from './certificate'

const now = new Date('2026-06-01T00:00:00Z')

describe('readCertificate', () => {
  it('a valid certificate → its subject and expiry', async () => {
    const reading = await readCertificate(VALID_IDP_CERTIFICATE, now)
    expect(reading).toEqual({ status: 'valid', subject: 'CN=idp.northwind.test, O=Northwind Traders', notAfter: new Date('2035-01-01T00:00:00Z') })
    expect(isUsableCertificate(reading)).toBe(true)
  })
  it('an expired certificate → expired, not usable', async () => {
    const reading = await readCertificate(EXPIRED_IDP_CERTIFICATE, now)
    expect(reading).toMatchObject({ status: 'expired', notAfter: new Date('2024-01-01T00:00:00Z') })
    expect(isUsableCertificate(reading)).toBe(false)
  })
  it('before its start → notYetValid', async () => {
    expect(await readCertificate(VALID_IDP_CERTIFICATE, new Date('2024-06-01T00:00:00Z'))).toMatchObject({ status: 'notYetValid' })
  })
  it('text that is not PEM → invalid', async () => {
    expect(await readCertificate('hello', now)).toEqual({ status: 'invalid' })
  })
  it('PEM armour around bytes that are no certificate → invalid', async () => {
    expect(await readCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', now)).toEqual({ status: 'invalid' })
  })
  it('looksLikePem', () => {
    expect(looksLikePem(VALID_IDP_CERTIFICATE)).toBe(true)
    expect(looksLikePem('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')).toBe(false)
  })
})
