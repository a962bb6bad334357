import { memo } from 'react'
import { GROUP_COLORS, groupColorOf, normaliseHex } from '../../../../hooks'
import { ColorSwatchPicker } from '../../../../primitives'
import { useGroupsMessages } from './groupsMessages'
import { useColorName } from './GroupColor'

/** The palette as named swatches; a colour outside it (set elsewhere) is offered too, so it stays chosen. */
export const GroupColorField = memo(function GroupColorField({ value, onChange, isDisabled }: { value: string; onChange: (color: string) => void; isDisabled?: boolean }) {
  const text = useGroupsMessages().teamGroups.form
  const nameOf = useColorName()
  const palette = GROUP_COLORS.map((color) => ({ value: color.hex, name: nameOf(color.hex) }))
  const colors = groupColorOf(value) || !normaliseHex(value) ? palette : [...palette, { value, name: nameOf(value) }]
  return <ColorSwatchPicker label={text.color} colors={colors} value={value} onChange={onChange} isDisabled={isDisabled} />
})
