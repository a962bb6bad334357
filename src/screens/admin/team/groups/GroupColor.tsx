import { groupColorOf, normaliseHex } from '../../../../hooks'
import { ColorLabel } from '../../../../primitives'
import { useGroupsMessages } from './groupsMessages'

/** A group colour's name: the palette's, else the colour itself as written. */
export function useColorName(): (color: string | null | undefined) => string {
  const names = useGroupsMessages().teamGroups.colors
  return (color) => {
    const id = groupColorOf(color)
    return id ? names[id] : (normaliseHex(color) ?? color ?? '')
  }
}

/** A group's colour in the list: a swatch and its name. */
export function GroupColor({ color }: { color: string | null | undefined }) {
  const nameOf = useColorName()
  const hex = normaliseHex(color)
  return hex ? <ColorLabel color={hex} name={nameOf(hex)} /> : null
}
