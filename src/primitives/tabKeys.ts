export type TabKey = string | number

/**
 * Where a key pressed on a tab moves focus in its tab list (WAI-ARIA tabs, horizontal): the arrow
 * keys to the next or previous tab that is not disabled, wrapping at the ends, reversed when the
 * list reads right to left; Home and End to the first and last. `null` for any other key, or when
 * no other tab can take it.
 */
export function nextTabIndex(key: string, current: number, disabled: readonly boolean[], { rtl = false }: { rtl?: boolean } = {}): number | null {
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
  if (key === forward) next = walk(current, 1)
  else if (key === backward) next = walk(current, -1)
  else if (key === 'Home') next = walk(-1, 1)
  else if (key === 'End') next = walk(count, -1)
  else return null
  return next === current ? null : next
}
