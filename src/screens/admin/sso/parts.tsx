import { useState } from 'react'
import type { SsoConfiguration, SsoType } from '../../../hooks'
import { Button } from '../../../primitives'
import { format } from '../../i18n/messages'
import type { SsoMessages } from './ssoMessages'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

/** A connection's name: its type's name. */
export const connectionName = (text: SsoMessages, configuration: Pick<SsoConfiguration, 'type'>) => text.types[configuration.type]

const GLYPHS: Record<SsoType, string> = { saml: 'S', okta: 'O', azure: 'E', google: 'G', oidc: 'ID' }

/** The mark of an identity provider type; decorative, the name beside it says it. */
export function ConnectionIcon({ type }: { type: SsoType }) {
  const glyph = GLYPHS[type]
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-sso-type={type}>
      <rect x="1" y="1" width="22" height="22" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="12" y="16.5" textAnchor="middle" fontSize={glyph.length > 1 ? 9 : 12} fontWeight="700" fill="currentColor">
        {glyph}
      </text>
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
