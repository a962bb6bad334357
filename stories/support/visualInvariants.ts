/**
 * Visual invariants every story keeps, checked on the live DOM (pure reads: no waiting, no
 * resizing; `visualInvariantsRun.ts` does that and applies them after each story's play function).
 * Each check returns the violations it found, each naming the element it caught.
 *
 * 1. `checkFonts`: no visible text in a font other than the theme's (a portal outside the
 *    ThemeProvider draws in the browser's default serif, a native control in its own font).
 * 2. `checkOverlays`: every open dialog, popover, menu, popover list box, tooltip and toast sits on
 *    an opaque surface, and each control in it has a size and a border or background set off from that surface.
 * 3. `checkOverflow`: nothing inside a dialog or card sticks out of it sideways.
 */
import { card as cardClass } from '../../src/primitives/Card.css'
import { vars } from '../../src/primitives/theme'
import { isRendered, isSeen, isVisuallyHidden, parseColor, sameColor, segment, shortText, violation, type Rgba, type Violation } from './visualInvariantsDom'

export { describeElement, formatViolations, type InvariantName, type Violation } from './visualInvariantsDom'

// ---------------------------------------------------------------------------------------------
// 1. Fonts

const THEME_ROOT = '[data-theme]'

/** The custom property behind `vars.font.family` (`var(--font-family__x)` → `--font-family__x`). */
function fontVariable(): string {
  const m = /var\((--[^,)]+)/.exec(vars.font.family)
  if (!m?.[1]) throw new Error(`vars.font.family is not a CSS variable: ${vars.font.family}`)
  return m[1]
}

/**
 * The theme's font family as the browser computes it: the `vars.font.family` value set on a
 * ThemeProvider root (the closest one to `near`, else the first in the document). Null when no
 * ThemeProvider root carries the theme variables.
 */
export function themeFontFamily(near?: Element): string | null {
  const name = fontVariable()
  const roots = [near?.closest(THEME_ROOT), ...document.querySelectorAll(THEME_ROOT)]
  for (const root of roots) {
    if (!root) continue
    const declared = getComputedStyle(root).getPropertyValue(name).trim()
    if (!declared) continue
    // Computed font-family of an element given exactly that value: the same serialization text elements get.
    const probeEl = document.createElement('span')
    probeEl.style.fontFamily = declared
    root.appendChild(probeEl)
    const computed = getComputedStyle(probeEl).fontFamily
    probeEl.remove()
    return computed
  }
  return null
}

function families(fontFamily: string): string[] {
  return fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, '').toLowerCase())
}

function sameFont(a: string, b: string): boolean {
  return families(a).join(',') === families(b).join(',')
}

/**
 * A code font the kit's CSS names on purpose (role keys, a TOTP secret): a stack of several
 * families ending in the generic `monospace`, set inside text that is in the theme font. The
 * browser's own code font is the bare `monospace` (UA `code`, `pre`), which this does not accept.
 */
function isDeliberateCodeFont(fontFamily: string, parentFont: string | null, theme: string): boolean {
  const list = families(fontFamily)
  return list.length > 1 && list[list.length - 1] === 'monospace' && parentFont !== null && sameFont(parentFont, theme)
}

function visibleTextElements(root: Element): Element[] {
  const out = new Set<Element>()
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim()) return NodeFilter.FILTER_REJECT
      if (parent.closest('script, style, noscript, template, title')) return NodeFilter.FILTER_REJECT
      return NodeFilter.FILTER_ACCEPT
    },
  })
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!
    if (out.has(parent) || !isSeen(parent)) continue
    range.selectNodeContents(node)
    const rect = range.getBoundingClientRect()
    if (rect.width > 0 && rect.height > 0) out.add(parent)
  }
  return [...out]
}

/**
 * Every visible text's element has the theme's computed font-family. A wrong font is reported once,
 * at the element it comes from (the highest ancestor with the same font), with an example text.
 */
export function checkFonts(root: Element = document.body): Violation[] {
  const theme = themeFontFamily(root)
  if (!theme) return [violation('font', root, `no ThemeProvider root (${THEME_ROOT}) carries ${vars.font.family}: cannot tell the theme font`)]
  const bySource = new Map<Element, { font: string; examples: Element[] }>()
  for (const el of visibleTextElements(root)) {
    const font = getComputedStyle(el).fontFamily
    if (sameFont(font, theme)) continue
    // Where the font comes from: climb while the parent has the same font (it was inherited).
    let source = el
    while (source.parentElement && source.parentElement !== document.body && sameFont(getComputedStyle(source.parentElement).fontFamily, font)) {
      source = source.parentElement
    }
    const parentFont = source.parentElement ? getComputedStyle(source.parentElement).fontFamily : null
    if (isDeliberateCodeFont(font, parentFont, theme)) continue
    const entry = bySource.get(source) ?? { font, examples: [] }
    entry.examples.push(el)
    bySource.set(source, entry)
  }
  return [...bySource].map(([source, { font, examples }]) => {
    const [first] = examples
    const example = first && first !== source ? `e.g. ${segment(first)}${shortText(first)}` : ''
    const where = examples.length > 1 ? ` (${examples.length} text elements${example && `, ${example}`})` : example && ` (${example})`
    return violation('font', source, `font-family ${font} is not the theme's ${theme}${where}`)
  })
}

// ---------------------------------------------------------------------------------------------
// 2. Overlays: opaque surface, controls set off from it

const POPOVER = '[data-trigger][data-placement]'
/** A placed overlay with no trigger attribute: RAC's Tooltip. */
const TOOLTIP = '[role=tooltip]'
/** Dialogs, and toasts: react-aria renders each toast as a non-modal alertdialog. */
const OVERLAY = `[role=dialog], [role=alertdialog], ${POPOVER}, [role=menu], ${TOOLTIP}`

/** Open dialogs, popovers, menus, tooltips and toasts, and list boxes inside popovers, that are drawn. */
export function openOverlays(root: ParentNode = document): Element[] {
  const found = [...root.querySelectorAll(OVERLAY), ...[...root.querySelectorAll('[role=listbox]')].filter((el) => el.closest(POPOVER))]
  return [...new Set(found)].filter(isSeen)
}

export interface Surface {
  /** The element whose background the overlay is drawn on. */
  element: Element
  color: Rgba
}

/**
 * The overlay's surface: the first opaque background from the element up, stopping at the overlay's
 * own root (a popover, a tooltip, or a fixed box: a full-window backdrop, translucent by design, or a toast region), a
 * ThemeProvider root or the body (a page behind the overlay is not its surface). Null when none.
 */
export function overlaySurface(overlay: Element): Surface | null {
  for (let n: Element | null = overlay; n && n !== document.body && !n.matches(THEME_ROOT); n = n.parentElement) {
    const style = getComputedStyle(n)
    const color = parseColor(style.backgroundColor)
    if (color.a >= 1) return { element: n, color }
    if (n.matches(POPOVER) || n.matches(TOOLTIP) || style.position === 'fixed') return null
  }
  return null
}

const CONTROL = 'input:not([type=hidden]), textarea, select, button, [role=checkbox], [role=switch], [role=radio]'

function hasOwnBorder(style: CSSStyleDeclaration, surface: Rgba): boolean {
  return (['Top', 'Right', 'Bottom', 'Left'] as const).some((side) => {
    const width = Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`))
    const lineStyle = style.getPropertyValue(`border-${side.toLowerCase()}-style`)
    const color = parseColor(style.getPropertyValue(`border-${side.toLowerCase()}-color`))
    return width > 0 && lineStyle !== 'none' && lineStyle !== 'hidden' && color.a > 0 && !sameColor(color, surface)
  })
}

function hasOwnBackground(style: CSSStyleDeclaration, surface: Rgba): boolean {
  const color = parseColor(style.backgroundColor)
  return (color.a > 0 && !sameColor(color, surface)) || style.backgroundImage !== 'none'
}

/**
 * What draws the control: itself and the box wrapped tight around it (a field's group around an
 * input and its toggle) up to the surface, and for a checkbox or switch the label's drawn parts
 * (its native input is visually hidden).
 */
function drawnParts(target: Element, surface: Element): Element[] {
  const parts = [target]
  if (target.tagName === 'LABEL') parts.push(...target.querySelectorAll('*'))
  const rect = target.getBoundingClientRect()
  for (let n = target.parentElement; n && n !== surface && surface.contains(n); n = n.parentElement) {
    const box = n.getBoundingClientRect()
    if (box.height > rect.height * 1.6 + 8) break
    parts.push(n)
  }
  return parts
}

/** Each open overlay has an opaque surface, and each control in it a size and a border or background set off from it. */
export function checkOverlays(root: ParentNode = document): Violation[] {
  const out: Violation[] = []
  const seenControls = new Set<Element>()
  for (const overlay of openOverlays(root)) {
    let surface = overlaySurface(overlay)
    if (!surface) {
      out.push(violation('surface', overlay, `no opaque background on it or up to its overlay root (own background ${getComputedStyle(overlay).backgroundColor})`))
      // Its controls are still checked: against nothing, each needs a border or background of its own.
      surface = { element: overlay, color: parseColor('transparent') }
    }
    for (const control of overlay.querySelectorAll(CONTROL)) {
      if (seenControls.has(control) || control.closest('[aria-hidden=true]') || !isRendered(control)) continue
      seenControls.add(control)
      // A native checkbox or radio hidden for the eye is drawn by its label; other hidden controls (a
      // dismiss button for screen readers, a select kept for autofill) are not drawn at all.
      let target: Element = control
      if (isVisuallyHidden(control)) {
        const label = control.closest('label')
        if (!label || !overlay.contains(label)) continue
        target = label
      }
      const rect = target.getBoundingClientRect()
      if (!(rect.width > 0 && rect.height > 0)) {
        out.push(violation('control', target, `no visible size (${rect.width} x ${rect.height})`))
        continue
      }
      const parts = drawnParts(target, surface.element)
      const drawn = parts.some((part) => {
        const style = getComputedStyle(part)
        return hasOwnBorder(style, surface.color) || hasOwnBackground(style, surface.color)
      })
      if (drawn) continue
      // A text button (Cancel, a menu's ⋯) has neither: it shows as an action by a colour of its own.
      const isButton = target.matches('button, [role=button]')
      const color = parseColor(getComputedStyle(target).color)
      const around = target.parentElement ? parseColor(getComputedStyle(target.parentElement).color) : color
      if (isButton && !sameColor(color, around) && !sameColor(color, surface.color)) continue
      const style = getComputedStyle(target)
      out.push(
        violation(
          'control',
          target,
          `no border or background set off from the surface ${style.backgroundColor === 'rgba(0, 0, 0, 0)' ? '' : `(background ${style.backgroundColor}) `}` +
            `(surface ${getComputedStyle(surface.element).backgroundColor} on ${segment(surface.element)}; border ${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}` +
            `${isButton ? `; text ${style.color} as the text around it` : ''})`,
        ),
      )
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// 3. Overflow

/** Open dialogs (with the boxes around them up to the overlay root) and cards. */
export function overflowContainers(root: ParentNode = document): Element[] {
  const out = new Set<Element>()
  for (const dialog of root.querySelectorAll('[role=dialog], [role=alertdialog]')) {
    if (!isSeen(dialog)) continue
    for (let n: Element | null = dialog; n && n !== document.body && !n.matches(THEME_ROOT); n = n.parentElement) {
      const style = getComputedStyle(n)
      if (style.position === 'fixed') break
      // A box-less wrapper (a toast list's items) has no edges for anything to cross.
      if (style.display !== 'contents') out.add(n)
      if (n.matches(POPOVER)) break
    }
  }
  for (const card of root.querySelectorAll(`.${cardClass}`)) if (isSeen(card)) out.add(card)
  return [...out]
}

const TOLERANCE = 1

/** Children drawn past the container's left or right edge; content inside a scroller of its own is clipped there and not followed. */
function overflowingDescendants(container: Element): Element[] {
  const box = container.getBoundingClientRect()
  const out: Element[] = []
  const range = document.createRange()
  const beyond = (r: DOMRect) => r.width > 0 && (r.right > box.right + TOLERANCE || r.left < box.left - TOLERANCE)
  const visit = (el: Element) => {
    for (const child of el.children) {
      const style = getComputedStyle(child)
      if (style.display === 'none' || style.position === 'fixed' || !isRendered(child) || isVisuallyHidden(child)) continue
      if (beyond(child.getBoundingClientRect())) {
        out.push(child)
        continue
      }
      if (style.overflowX === 'visible') visit(child)
    }
    // Text that does not wrap runs out of its element's box without widening it.
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
      range.selectNodeContents(node)
      if (beyond(range.getBoundingClientRect())) {
        out.push(el)
        break
      }
    }
  }
  visit(container)
  return [...new Set(out)]
}

/** Nothing inside an open dialog or a card reaches past it sideways (its own scroll width, or a child's box). */
export function checkOverflow(root: ParentNode = document): Violation[] {
  const out: Violation[] = []
  const box = (el: Element) => {
    const r = el.getBoundingClientRect()
    return `${Math.round(r.left)}..${Math.round(r.right)}`
  }
  // Containers come inner first (a dialog, then its modal box): a child is named once, by the innermost.
  const reported = new Set<Element>()
  for (const container of overflowContainers(root)) {
    const children = overflowingDescendants(container)
    for (const child of children) {
      if (reported.has(child)) continue
      reported.add(child)
      out.push(violation('overflow', child, `drawn at x ${box(child)}, outside ${segment(container)} at x ${box(container)}`))
    }
    if (!children.length && container.scrollWidth > container.clientWidth + TOLERANCE) {
      out.push(violation('overflow', container, `scrollWidth ${container.scrollWidth} > clientWidth ${container.clientWidth}`))
    }
  }
  return out
}
