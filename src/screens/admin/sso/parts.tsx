import { useState } from 'react'
import type { SsoConfiguration, SsoType } from '../../../hooks'
import { Button } from '../../../primitives'
import { format } from '../../i18n/messages'
import type { SsoMessages } from './ssoMessages'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

/** A connection's name: its type's name. */
export const connectionName = (text: SsoMessages, configuration: Pick<SsoConfiguration, 'type'>) => text.types[configuration.type]

/** A mark per identity provider type: a shield (SAML), a ring (Okta), a peak (Entra ID), an open G (Google), an ID card (OIDC). */
const MARKS: Record<SsoType, string> = {
  saml: 'M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6l-8-3z',
  okta: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  azure: 'M9.5 3.5h5L21 20.5H3z',
  google: 'M20 12.2h-8v3.2h4.6A5 5 0 1 1 15.4 8l2.3-2.3A8.2 8.2 0 1 0 20 12.2z',
  oidc: 'M3 5.5h18v13H3zM6.5 9.5h4v5h-4zM13 10h5M13 14h4',
}

/** The mark of an identity provider type; decorative, the name beside it says it. */
export function ConnectionIcon({ type }: { type: SsoType }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true" focusable="false" data-sso-type={type}>
      <path d={MARKS[type]} />
    </svg>
  )
}

/** A value to give someone else (the IdP, a directory), shown whole with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const text = useSsoMessages()
  const [copied, setCopied] = useState(false)
  return (
    <div className={styles.copyRow}>
      <span className={styles.copyLabel}>{label}</span>
      <code className={styles.code}>{value}</code>
      <Button variant="secondary" onPress={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}>
        {format(text.copy, { what: label })}
      </Button>
      <span role="status" className={styles.hint}>
        {copied ? format(text.copied, { what: label }) : ''}
      </span>
    </div>
  )
}
