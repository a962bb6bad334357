import { expect, it } from 'vitest'
import { VALID_IDP_CERTIFICATE } from '../../../fixtures/ssoCertificates'

// Issue 24: reading a certificate must leave the host page's globals alone. @peculiar/x509 needed
// reflect-metadata, which adds defineMetadata, getMetadata ... to the global Reflect. This file
// imports no parser at its top, so what Reflect holds here is what the page had before the form
// read a certificate (vitest runs each test file in a fresh process).
const before = Reflect.ownKeys(Reflect)

it('reading a certificate leaves the global Reflect as it was (no reflect-metadata)', async () => {
  // Guard: were the metadata API already there, the comparison below would prove nothing.
  expect(before).not.toContain('defineMetadata')
  const { readCertificate } = await import('./certificate')
  const { readX509 } = await import('./x509')
  expect(await readCertificate(VALID_IDP_CERTIFICATE, new Date('2026-06-01T00:00:00Z'))).toMatchObject({ status: 'valid' })
  expect(typeof readX509).toBe('function')
  expect(Reflect.ownKeys(Reflect)).toEqual(before)
  expect((Reflect as unknown as Record<string, unknown>).defineMetadata).toBeUndefined()
  expect((Reflect as unknown as Record<string, unknown>).getMetadata).toBeUndefined()
})

it('the fixtures read certificates without reflect-metadata too', async () => {
  const { certificateProblem } = await import('../../../fixtures/ssoConfig')
  expect(certificateProblem(VALID_IDP_CERTIFICATE, new Date('2026-06-01T00:00:00Z'))).toBeNull()
  expect(Reflect.ownKeys(Reflect)).toEqual(before)
})
