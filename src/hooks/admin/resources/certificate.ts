/** A certificate as the SAML form shows it. */
export type CertificateReading =
  | { readonly status: 'valid'; readonly subject: string; readonly notAfter: Date }
  | { readonly status: 'expired'; readonly subject: string; readonly notAfter: Date }
  | { readonly status: 'notYetValid'; readonly subject: string; readonly notBefore: Date }
  | { readonly status: 'invalid' }

const BEGIN = '-----BEGIN CERTIFICATE-----'
const END = '-----END CERTIFICATE-----'

/** Tab, line feed, form feed, carriage return, space: the whitespace base64 decoding (`atob`) skips. */
function isSpace(code: number): boolean {
  return code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d || code === 0x20
}

/** A-Z, a-z, 0-9, +, / and = (padding). */
function isBase64(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2f || code === 0x3d
}

/**
 * What lies between the armour of one PEM certificate (base64 and whitespace), or null when the text
 * is not one. Linear by construction, with no regular expression (issue 24: the pattern this replaces
 * backtracked on a long run of spaces): one pass over the characters, each looked at once.
 */
function pemBody(text: string): string | null {
  const pem = text.trim()
  if (!pem.startsWith(BEGIN) || !pem.endsWith(END)) return null
  const end = pem.length - END.length
  // The armour is followed by a line break (or other space) before the base64.
  if (end <= BEGIN.length || !isSpace(pem.charCodeAt(BEGIN.length))) return null
  let base64Characters = 0
  for (let index = BEGIN.length; index < end; index++) {
    const code = pem.charCodeAt(index)
    if (isBase64(code)) base64Characters++
    else if (!isSpace(code)) return null
  }
  return base64Characters > 0 ? pem.slice(BEGIN.length, end) : null
}

/** Whether the text has the shape of one PEM certificate (checked before loading the parser). */
export function looksLikePem(text: string): boolean {
  return pemBody(text) !== null
}

/** The DER bytes of one PEM certificate, or null when the text is not one or its base64 does not decode. */
export function pemDer(text: string): Uint8Array | null {
  const body = pemBody(text)
  if (body === null) return null
  let binary: string
  try {
    // Forgiving base64 (the HTML standard's atob) skips the whitespace pemBody let through.
    binary = atob(body)
  } catch {
    return null
  }
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Whether a reading may be saved: a parsed certificate that is valid now. */
export function isUsableCertificate(reading: CertificateReading): boolean {
  return reading.status === 'valid'
}

/**
 * Reads a PEM certificate. The X.509 reader (./x509, @peculiar/asn1-x509) is loaded here only, by a
 * dynamic import: the SAML form pays for it when a certificate is entered, never with the section.
 */
export async function readCertificate(pem: string, now: Date = new Date()): Promise<CertificateReading> {
  const der = pemDer(pem)
  if (!der) return { status: 'invalid' }
  const { readX509 } = await import('./x509')
  const certificate = readX509(der)
  if (!certificate) return { status: 'invalid' }
  const { subject, notBefore, notAfter } = certificate
  if (notBefore.getTime() > now.getTime()) return { status: 'notYetValid', subject, notBefore }
  if (notAfter.getTime() < now.getTime()) return { status: 'expired', subject, notAfter }
  return { status: 'valid', subject, notAfter }
}
