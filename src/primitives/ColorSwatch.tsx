import { useId } from 'react'
import { ColorSwatch as RACColorSwatch, ColorSwatchPicker as RACColorSwatchPicker, ColorSwatchPickerItem, type Color } from 'react-aria-components'
import * as fieldStyles from './TextField.css'
import * as styles from './ColorSwatch.css'
import { cx } from './cx'

export interface ColorSwatchProps {
  /** Any CSS colour RAC parses (`#4F46E5`). */
  color: string
  /** What the colour is called, read out instead of a generated description. */
  name: string
  size?: 'sm' | 'md'
}

/** RAC ColorSwatch: a colour shown as an image named `name`. */
export function ColorSwatch({ color, name, size = 'sm' }: ColorSwatchProps) {
  return <RACColorSwatch color={color} colorName={name} className={cx(styles.swatch, styles.swatchSize[size])} />
}

export interface ColorSwatchOption {
  /** `#RRGGBB`. */
  value: string
  name: string
}

export interface ColorSwatchPickerProps {
  label: string
  colors: readonly ColorSwatchOption[]
  /** The chosen colour, `#RRGGBB`. */
  value: string
  onChange: (value: string) => void
  isDisabled?: boolean
}

/**
 * RAC ColorSwatchPicker: a labelled list of named swatches, one chosen. Tab reaches the chosen
 * one, arrow keys move, Space or Enter chooses.
 */
export function ColorSwatchPicker({ label, colors, value, onChange, isDisabled }: ColorSwatchPickerProps) {
  const labelId = useId()
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <RACColorSwatchPicker aria-labelledby={labelId} value={value} onChange={(color: Color) => onChange(color.toString('hex'))} className={styles.picker}>
        {colors.map((color) => (
          <ColorSwatchPickerItem key={color.value} color={color.value} isDisabled={isDisabled} className={styles.item}>
            <RACColorSwatch colorName={color.name} className={cx(styles.swatch, styles.swatchSize.md)} />
          </ColorSwatchPickerItem>
        ))}
      </RACColorSwatchPicker>
    </div>
  )
}
