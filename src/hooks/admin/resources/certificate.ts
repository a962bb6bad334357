/** A certificate as the SAML form shows it. */
export type CertificateReading =
  | { readonly status: 'valid'; readonly subject: string; readonly notAfter: Date }
  | { readonly status: 'expired'; readonly subject: string; readonly notAfter: Date }
  | { readonly status: 'notYetValid'; readonly subject: string; readonly notBefore: Date }
  | { readonly status: 'invalid' }

const PEM = /^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/

/** Whether the text has the shape of one PEM certificate (checked before loading the parser). */
export function looksLikePem(text: string): boolean {
  return PEM.test(text.trim())
}

/** Whether a reading may be saved: a parsed certificate that is valid now. */
export function isUsableCertificate(reading: CertificateReading): boolean {
  return reading.status === 'valid'
}

/**
 * Reads a PEM certificate with @peculiar/x509, loaded here only (a dynamic import): the SAML form
 * pays for the parser when a certificate is entered, never with the section.
 */
export async function readCertificate(pem: string, now: Date = new Date()): Promise<CertificateReading> {
  if (!looksLikePem(pem)) return { status: 'invalid' }
  // tsyringe under @peculiar/x509 needs the Reflect metadata API first.
  await import('reflect-metadata')
  const { X509Certificate } = await import('@peculiar/x509')
  let certificate: InstanceType<typeof X509Certificate>
  try {
    certificate = new X509Certificate(pem.trim())
  } catch {
    return { status: 'invalid' }
  }
  const subject = certificate.subject
  if (certificate.notBefore.getTime() > now.getTime()) return { status: 'notYetValid', subject, notBefore: certificate.notBefore }
  if (certificate.notAfter.getTime() < now.getTime()) return { status: 'expired', subject, notAfter: certificate.notAfter }
  return { status: 'valid', subject, notAfter: certificate.notAfter }
}
