import * as styles from './Checkbox.css'

/** The box a checkbox is drawn as (its native input is visually hidden), ticked when selected. */
export function CheckboxBox({ isSelected }: { isSelected: boolean }) {
  return (
    <span className={styles.box} aria-hidden="true">
      {isSelected && (
        <svg viewBox="0 0 12 12" className={styles.mark}>
          <polyline points="2 6.5 5 9.5 10 3" />
        </svg>
      )}
    </span>
  )
}
