import { useId, useState, type KeyboardEvent } from 'react'
import * as fieldStyles from './TextField.css'
import * as styles from './ColorSwatch.css'
import { cx } from './cx'
import { useNativeInteractions } from './nativeInteractions'
import { moveRovingFocus } from './rovingFocus'

export interface ColorSwatchProps {
  /** Any CSS colour (`#4F46E5`). */
  color: string
  /** What the colour is called, read out as the swatch's name. */
  name: string
  size?: 'sm' | 'md'
}

/** A colour shown as an image named `name` (as React Aria's ColorSwatch, kept in forced colours). */
export function ColorSwatch({ color, name, size = 'sm' }: ColorSwatchProps) {
  return <span role="img" aria-label={name} className={cx(styles.swatch, styles.swatchSize[size])} style={{ backgroundColor: color, forcedColorAdjust: 'none' }} />
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

const OPTION = '[role="option"]'
const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase()

/**
 * A labelled list box of named swatches, one chosen, as React Aria's ColorSwatchPicker (same
 * roles, state attributes and keys): Tab reaches the chosen one, the arrow keys move between
 * swatches (reversed right to left, up and down too as they wrap), Space or Enter chooses. Written
 * on native elements: React Aria's list box, colour parsing and number formatting were most of a
 * group's dialogs.
 */
export function ColorSwatchPicker({ label, colors, value, onChange, isDisabled = false }: ColorSwatchPickerProps) {
  const labelId = useId()
  const [active, setActive] = useState<string | null>(null)
  const tabStop = colors.find((color) => active !== null && same(color.value, active)) ?? colors.find((color) => same(color.value, value)) ?? colors[0]
  const choose = (color: string) => !isDisabled && !same(color, value) && onChange(color)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const option = moveRovingFocus(event, OPTION, { upDown: true })
    if (option) setActive(option.dataset.value ?? null)
  }
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div role="listbox" aria-labelledby={labelId} className={styles.picker} onKeyDown={onKeyDown}>
        {colors.map((color) => (
          <SwatchOption
            key={color.value}
            color={color}
            isSelected={same(color.value, value)}
            isTabStop={color === tabStop}
            isDisabled={isDisabled}
            onFocus={() => setActive(color.value)}
            onChoose={() => choose(color.value)}
          />
        ))}
      </div>
    </div>
  )
}

interface SwatchOptionProps {
  color: ColorSwatchOption
  isSelected: boolean
  isTabStop: boolean
  isDisabled: boolean
  onFocus: () => void
  onChoose: () => void
}

function SwatchOption({ color, isSelected, isTabStop, isDisabled, onFocus, onChoose }: SwatchOptionProps) {
  const { handlers, attributes } = useNativeInteractions({ isDisabled })
  return (
    <div
      {...handlers}
      {...attributes}
      role="option"
      data-value={color.value}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      tabIndex={isTabStop && !isDisabled ? 0 : -1}
      className={styles.item}
      onFocus={() => {
        onFocus()
        handlers.onFocus()
      }}
      onClick={onChoose}
      onKeyDown={(event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return
        event.preventDefault()
        onChoose()
      }}
    >
      <ColorSwatch color={color.value} name={color.name} size="md" />
    </div>
  )
}
