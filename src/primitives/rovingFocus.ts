/**
 * Roving focus in a one-line composite widget (WAI-ARIA: tabs, a tag list, a list of swatches):
 * one item is the widget's Tab stop, the arrow keys move focus between its items.
 */

/**
 * Where a key pressed on item `current` moves focus: the arrow keys to the next or previous item
 * that is not disabled, wrapping at the ends, left and right reversed when the widget reads right
 * to left (up and down too when `upDown`, for items that wrap onto several lines); Home and End to
 * the first and last. `null` for any other key, or when no other item can take it.
 */
export function nextRovingIndex(key: string, current: number, disabled: readonly boolean[], { rtl = false, upDown = false }: { rtl?: boolean; upDown?: boolean } = {}): number | null {
  const count = disabled.length
  const enabled = (index: number) => !disabled[index]
  const walk = (from: number, step: 1 | -1): number | null => {
    for (let moved = 1; moved <= count; moved++) {
      const index = (((from + step * moved) % count) + count) % count
      if (enabled(index)) return index
    }
    return null
  }
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  let next: number | null
  if (key === forward || (upDown && key === 'ArrowDown')) next = walk(current, 1)
  else if (key === backward || (upDown && key === 'ArrowUp')) next = walk(current, -1)
  else if (key === 'Home') next = walk(-1, 1)
  else if (key === 'End') next = walk(count, -1)
  else return null
  return next === current ? null : next
}

/** The part of a keydown event `moveRovingFocus` reads (React's and the DOM's both fit). */
interface RovingKeyEvent {
  key: string
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  target: EventTarget | null
  currentTarget: Element
  preventDefault: () => void
}

/**
 * Handles a keydown on the widget (`event.currentTarget`) whose items match `selector`: moves focus
 * to the item `nextRovingIndex` gives, in the widget's reading direction, and answers that item;
 * `null` when the key is not one it handles (the event is then left alone). Disabled items carry
 * `aria-disabled="true"`.
 */
export function moveRovingFocus(event: RovingKeyEvent, selector: string, options: { upDown?: boolean } = {}): HTMLElement | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)]
  const current = items.indexOf(event.target as HTMLElement)
  if (current < 0) return null
  const disabled = items.map((item) => item.getAttribute('aria-disabled') === 'true')
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
  const next = nextRovingIndex(event.key, current, disabled, { rtl, upDown: options.upDown })
  const item = next === null ? undefined : items[next]
  if (!item) return null
  event.preventDefault()
  item.focus()
  return item
}
