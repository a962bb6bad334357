import type { CSSProperties } from 'react'

/** Space between the anchor and its popover, in px. */
const GAP = 4

/** A top-layer popover placed by `keepAnchored`, not centred in the viewport by the browser's own `[popover]` style. */
export const ANCHORED_STYLE: CSSProperties = { position: 'fixed', inset: 'auto', margin: 0, padding: 0 }

/**
 * Where a popover of `size` goes beside an anchor at `anchor` in a viewport `viewportHeight` tall:
 * under it, or over it when there is less room below than it needs and more above; at the
 * anchor's start edge, or its end edge (`align: 'end'`, the right edge, the left one right to left).
 */
export function anchoredPosition(anchor: { left: number; right: number; top: number; bottom: number }, size: { width: number; height: number }, viewportHeight: number, align: 'start' | 'end', isRtl: boolean): { top: number; left: number } {
  const below = viewportHeight - anchor.bottom - GAP
  const top = below < size.height && anchor.top - GAP > below ? anchor.top - GAP - size.height : anchor.bottom + GAP
  const endIsRight = !isRtl
  const alignRight = (align === 'end') === endIsRight
  const left = alignRight ? anchor.right - size.width : anchor.left
  return { top: Math.max(top, 0), left: Math.max(left, 0) }
}

/**
 * Shows `popover` in the page's top layer and keeps it beside `anchor` (see anchoredPosition)
 * however the anchor moves (the page scrolls or resizes, content above it changes): checked once a
 * frame. The anchor's width is given to the popover as `--trigger-width`. Returns what stops it.
 */
export function keepAnchored(popover: HTMLElement, anchor: HTMLElement, align: 'start' | 'end'): () => void {
  if (!popover.matches(':popover-open')) popover.showPopover()
  const isRtl = getComputedStyle(anchor).direction === 'rtl'
  let placed = ''
  let frame = 0
  const place = () => {
    const rect = anchor.getBoundingClientRect()
    const size = { width: popover.offsetWidth, height: popover.offsetHeight }
    const at = `${rect.left} ${rect.top} ${rect.width} ${rect.bottom} ${size.width} ${size.height} ${window.innerHeight}`
    if (at !== placed) {
      placed = at
      const { top, left } = anchoredPosition(rect, size, window.innerHeight, align, isRtl)
      popover.style.setProperty('--trigger-width', `${rect.width}px`)
      popover.style.top = `${top}px`
      popover.style.left = `${left}px`
    }
    frame = requestAnimationFrame(place)
  }
  place()
  return () => cancelAnimationFrame(frame)
}
