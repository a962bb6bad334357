/**
 * A combo box's decisions (WAI-ARIA combobox with a list box popup and list autocomplete), pure:
 * which options a typed text shows and where a key moves the active option.
 */

/** Text folded for matching: case and accents set aside ("Zürich" finds "zurich"). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/** The options whose label holds the typed text anywhere, in their order; all of them for no text. */
export function matchingOptions<T extends { label: string }>(options: readonly T[], text: string): T[] {
  const query = fold(text.trim())
  return query ? options.filter((option) => fold(option.label).includes(query)) : [...options]
}

export type ComboBoxKeyAction =
  | { kind: 'none' }
  /** Open the list with this option active (-1: none). */
  | { kind: 'open'; active: number }
  /** Make another option active in the open list. */
  | { kind: 'move'; active: number }
  /** Choose the active option. */
  | { kind: 'choose'; active: number }
  /** Close the list, keeping what was typed. */
  | { kind: 'close' }
  /** Put back the chosen option's label. */
  | { kind: 'revert' }

export interface ComboBoxKeyState {
  open: boolean
  /** How many options the list shows. */
  count: number
  /** The active option's index, -1 for none. */
  active: number
  /** The chosen option's index among those shown, -1 when it is not shown. */
  selected: number
}

/**
 * What a key in the combo box's input does: down and up open the list or, in an open list with no
 * option active yet, go to the chosen option (else the first or the last), then move through it
 * without wrapping; Enter chooses the active option
 * (a closed list or none active lets Enter through, to submit the form); Escape closes the list, and
 * on a closed list puts back the chosen option's label.
 */
export function comboBoxKeyAction(key: string, { open, count, active, selected }: ComboBoxKeyState): ComboBoxKeyAction {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { kind: 'none' }
      if (!open) return { kind: 'open', active: selected >= 0 ? selected : 0 }
      if (active < 0) return { kind: 'move', active: selected >= 0 ? selected : 0 }
      return { kind: 'move', active: Math.min(active + 1, count - 1) }
    case 'ArrowUp':
      if (count === 0) return { kind: 'none' }
      if (!open) return { kind: 'open', active: selected >= 0 ? selected : count - 1 }
      if (active < 0) return { kind: 'move', active: selected >= 0 ? selected : count - 1 }
      return { kind: 'move', active: Math.max(active - 1, 0) }
    case 'Enter':
      return open && active >= 0 && active < count ? { kind: 'choose', active } : { kind: 'none' }
    case 'Escape':
      return open ? { kind: 'close' } : { kind: 'revert' }
    default:
      return { kind: 'none' }
  }
}
