import { useCopyText } from '../../shared/useCopyText'
import { prettyJson, type AuditColumn, type AuditLog } from '../../../hooks'
import { Button, Dialog, DialogActions } from '../../../primitives'
import { auditCellText } from './auditFormat'
import * as styles from './AuditsSection.css'
import { useAuditsMessages } from './useAuditsMessages'

export interface AuditsDialogsProps {
  /** The log whose details are open. */
  log: AuditLog | null
  columns: readonly AuditColumn[]
  formatTime: (iso: string) => string
  onClose: () => void
}

/**
 * A log's details, in their own chunk loaded when idle: every column's value and the event's JSON
 * pretty-printed, with a button that copies it.
 */
export default function AuditsDialogs({ log, columns, formatTime, onClose }: AuditsDialogsProps) {
  const text = useAuditsMessages().details
  const { outcome: copied, copy } = useCopyText()
  if (!log) return null
  const json = prettyJson(log.json)
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={text.title}>
      <dl className={styles.details}>
        {columns
          .filter((column) => column.name !== 'json')
          .map((column) => (
            <div key={column.name} style={{ display: 'contents' }}>
              <dt className={styles.term}>{column.label}</dt>
              <dd className={styles.definition} data-audit-time={column.name === 'createdAt' ? '' : undefined}>{auditCellText(log, column.name, formatTime)}</dd>
            </div>
          ))}
      </dl>
      <h3 className={styles.term}>{text.json}</h3>
      {json ? (
        <pre className={styles.json} tabIndex={0} aria-label={text.json}>
          {json}
        </pre>
      ) : (
        <p className={styles.muted}>{text.noJson}</p>
      )}
      <p role="status" className={styles.muted}>
        {copied === 'copied' ? text.copied : copied === 'failed' ? text.copyFailed : ''}
      </p>
      <DialogActions>
        {json && (
          <Button variant="secondary" onPress={() => void copy(json)}>
            {text.copy}
          </Button>
        )}
        <Button onPress={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  )
}
