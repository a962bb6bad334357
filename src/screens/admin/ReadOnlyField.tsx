import * as styles from './ReadOnlyField.css'

export interface ReadOnlyFieldProps {
  label: string
  value: string
  /** Why it cannot be changed here, under the value. */
  note?: string
  /** Shown for an empty value. */
  empty?: string
}

/** A field the user may see but not change (the profile's, the account settings'): its label and value as a named group. */
export function ReadOnlyField({ label, value, note, empty }: ReadOnlyFieldProps) {
  return (
    <div className={styles.readOnly} role="group" aria-label={label}>
      <span className={styles.readOnlyLabel}>{label}</span>
      <p className={styles.readOnlyValue}>{value || empty}</p>
      {note && <span className={styles.note}>{note}</span>}
    </div>
  )
}
