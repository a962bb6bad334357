import * as styles from './ColorSwatch.css'
import { cx } from './cx'

/** A swatch followed by its name as text; the swatch is decorative so the name is read once. */
export function ColorLabel({ color, name }: { color: string; name: string }) {
  return (
    <span className={styles.labelled}>
      <span aria-hidden="true" className={cx(styles.swatch, styles.swatchSize.sm)} style={{ backgroundColor: color }} />
      {name}
    </span>
  )
}
