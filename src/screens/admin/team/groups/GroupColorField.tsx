import { GROUP_COLORS, groupColorOf, normaliseHex } from '../../../../hooks'
import { ColorLabel, ColorSwatchPicker } from '../../../../primitives'
import { useAdminMessages } from '../../useAdminMessages'

/** A group colour's name: the palette's, else the colour itself as written. */
export function useColorName(): (color: string | null | undefined) => string {
  const names = useAdminMessages().teamGroups.colors
  return (color) => {
    const id = groupColorOf(color)
    return id ? names[id] : (normaliseHex(color) ?? color ?? '')
  }
}

/** The palette as named swatches; a colour outside it (set elsewhere) is offered too, so it stays chosen. */
export function GroupColorField({ value, onChange, isDisabled }: { value: string; onChange: (color: string) => void; isDisabled?: boolean }) {
  const text = useAdminMessages().teamGroups.form
  const nameOf = useColorName()
  const palette = GROUP_COLORS.map((color) => ({ value: color.hex, name: nameOf(color.hex) }))
  const colors = groupColorOf(value) || !normaliseHex(value) ? palette : [...palette, { value, name: nameOf(value) }]
  return <ColorSwatchPicker label={text.color} colors={colors} value={value} onChange={onChange} isDisabled={isDisabled} />
}

/** A group's colour in the list: a swatch and its name. */
export function GroupColor({ color }: { color: string | null | undefined }) {
  const nameOf = useColorName()
  const hex = normaliseHex(color)
  return hex ? <ColorLabel color={hex} name={nameOf(hex)} /> : null
}
