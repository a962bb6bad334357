import { useEffect, useMemo, useState } from 'react'
import { looksLikePem, readCertificate, type CertificateReading } from './certificate'

/** What the form knows of the certificate typed: nothing typed, being read, or the reading. */
export type CertificateState = { readonly status: 'empty' } | { readonly status: 'checking' } | CertificateReading

/**
 * Reads the certificate as it is typed or pasted. The X.509 parser is fetched only once text that
 * looks like a PEM certificate is there; other text is refused at once. A stale reading is dropped.
 * The shape is checked once per text, not on every render of the form.
 */
export function useCertificateReading(pem: string): CertificateState {
  const text = pem.trim()
  const [reading, setReading] = useState<{ text: string; result: CertificateReading } | null>(null)
  const pemShaped = useMemo(() => looksLikePem(text), [text])
  useEffect(() => {
    if (!pemShaped) return
    let current = true
    void readCertificate(text).then((result) => current && setReading({ text, result }))
    return () => {
      current = false
    }
  }, [text, pemShaped])
  if (text === '') return { status: 'empty' }
  if (!pemShaped) return { status: 'invalid' }
  return reading?.text === text ? reading.result : { status: 'checking' }
}
