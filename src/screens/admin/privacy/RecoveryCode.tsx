import { useState } from 'react'
import { Banner, Button, DialogActions } from '../../../primitives'
import { usePrivacyMessages } from './privacyMessages'
import * as styles from './PrivacySection.css'

/** A new factor's recovery code, shown once: copy it, download it, then say it is saved. */
export function RecoveryCode({ code, onDone }: { code: string; onDone: () => void }) {
  const text = usePrivacyMessages().recovery
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const copy = () => {
    // No clipboard (an insecure page) fails like a refused write.
    const written = navigator.clipboard ? navigator.clipboard.writeText(code) : Promise.reject(new Error('No clipboard'))
    written.then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    )
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${code}\n`], { type: 'text/plain' }))
    const link = Object.assign(document.createElement('a'), { href: url, download: text.fileName })
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{text.description}</p>
      <code className={styles.recoveryCode} aria-label={text.title}>
        {code}
      </code>
      {copied && <Banner tone={copied === 'yes' ? 'success' : 'warning'}>{copied === 'yes' ? text.copied : text.copyFailed}</Banner>}
      <div className={styles.row}>
        {/* The code step before it is gone: focus moves here, not to the page behind. */}
        <Button variant="secondary" onPress={copy} autoFocus>
          {text.copy}
        </Button>
        <Button variant="secondary" onPress={download}>
          {text.download}
        </Button>
      </div>
      <DialogActions>
        <Button onPress={onDone}>{text.done}</Button>
      </DialogActions>
    </div>
  )
}
