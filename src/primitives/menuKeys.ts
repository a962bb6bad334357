/** What a key pressed in an open menu does (WAI-ARIA APG "Menu Button"). */
export type MenuKeyAction =
  /** Focus moves to the item at `index`. */
  | { kind: 'move'; index: number }
  /** The item at `index` is picked: its action runs and the menu closes. */
  | { kind: 'choose'; index: number }
  /** The menu closes, focus back on its button (Escape), or on the way past it (Tab: the key goes on). */
  | { kind: 'close'; keepKey: boolean }

/**
 * The action of `key` in a menu of items labelled `labels`, the one at `current` focused (-1: the
 * menu itself, as after a pointer open). The arrows move and wrap around; Home and End go to the
 * ends; Enter and Space pick; Escape and Tab close; a printable character moves to the next item
 * whose label starts with it. `null`: the key is not the menu's.
 */
export function menuKeyAction(key: string, current: number, labels: readonly string[]): MenuKeyAction | null {
  const count = labels.length
  if (count === 0) return key === 'Escape' || key === 'Tab' ? { kind: 'close', keepKey: key === 'Tab' } : null
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: current < 0 ? 0 : (current + 1) % count }
    case 'ArrowUp':
      return { kind: 'move', index: current < 0 ? count - 1 : (current - 1 + count) % count }
    case 'Home':
      return { kind: 'move', index: 0 }
    case 'End':
      return { kind: 'move', index: count - 1 }
    case 'Enter':
    case ' ':
      return current < 0 ? null : { kind: 'choose', index: current }
    case 'Escape':
      return { kind: 'close', keepKey: false }
    case 'Tab':
      return { kind: 'close', keepKey: true }
  }
  if ([...key].length !== 1 || !key.trim()) return null
  const letter = key.toLocaleLowerCase()
  for (let step = 1; step <= count; step++) {
    const index = (current + step + count) % count
    if (labels[index]!.trim().toLocaleLowerCase().startsWith(letter)) return { kind: 'move', index }
  }
  return null
}
