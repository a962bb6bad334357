import { AsnConvert } from '@peculiar/asn1-schema'
import { Certificate, type AttributeValue, type Name, type Time } from '@peculiar/asn1-x509'

/**
 * The fields of an X.509 certificate the screens show, read with @peculiar/asn1-x509. Loaded only by
 * `readCertificate` (a dynamic import). Unlike @peculiar/x509 (tsyringe), nothing here needs
 * reflect-metadata: reading a certificate leaves the host page's `Reflect` as it was.
 */
export interface X509Fields {
  readonly subject: string
  readonly issuer: string
  readonly notBefore: Date
  readonly notAfter: Date
}

/** Short names of the attribute types, as @peculiar/x509 wrote them (RFC 4514 and common use). */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.6': 'C',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.2.840.113549.1.9.1': 'E',
  '2.5.4.42': 'G',
  '2.5.4.43': 'I',
  '2.5.4.4': 'SN',
  '2.5.4.12': 'T',
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** RFC 4514 §2.4: the characters a value escapes, so a name reads back as the certificate has it. */
function escapeValue(value: string): string {
  return value
    .replace(/[,+"\\<>;]/g, '\\$&')
    .replace(/^[ #]/, '\\$&')
    .replace(/ $/, '\\ ')
    .replace(/[\r\n\t]/g, (control) => `\\${control.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)
}

const valueText = (value: AttributeValue) => (value.anyValue ? `#${hex(value.anyValue)}` : escapeValue(value.toString()))

/** A distinguished name as one line: `CN=idp.example.test, O=Example` (RDNs in the certificate's order). */
export function distinguishedName(name: Name): string {
  return name.map((rdn) => rdn.map((attribute) => `${SHORT_NAMES[attribute.type] ?? attribute.type}=${valueText(attribute.value)}`).join('+')).join(', ')
}

function dateOf(time: Time): Date {
  const date = time.utcTime ?? time.generalTime
  if (!date || Number.isNaN(date.getTime())) throw new Error('certificate time unreadable')
  return date
}

/**
 * A DER certificate's subject, issuer and validity, or null when the bytes are no certificate. The
 * signature is not checked: the identity API judges the certificate it is given.
 */
export function readX509(der: Uint8Array): X509Fields | null {
  try {
    const { tbsCertificate } = AsnConvert.parse(der, Certificate)
    return {
      subject: distinguishedName(tbsCertificate.subject),
      issuer: distinguishedName(tbsCertificate.issuer),
      notBefore: dateOf(tbsCertificate.validity.notBefore),
      notAfter: dateOf(tbsCertificate.validity.notAfter),
    }
  } catch {
    return null
  }
}
