/**
 * What the visual invariants (visualInvariants.ts) share: the violation they report, a readable
 * name for an element, colours as numbers, and whether an element is drawn at all.
 */
export type InvariantName = 'font' | 'surface' | 'control' | 'overflow' | 'settle'

export interface Violation {
  invariant: InvariantName
  /** The element caught. */
  element: Element
  /** A short CSS-like path to it, with its text: `div.Dialog_modal > section[role=dialog] "Invite people"`. */
  path: string
  message: string
}

// ---------------------------------------------------------------------------------------------
// Naming elements

const AUTO_ID = /^(react-aria|:|_r|«)|[:«»]/

/** One step of a path: tag, a readable id, role, name or label, and the first class without its hash. */
export function segment(el: Element): string {
  let s = el.tagName.toLowerCase()
  if (el.id && !AUTO_ID.test(el.id)) s += `#${el.id}`
  const role = el.getAttribute('role')
  if (role) s += `[role=${role}]`
  const name = el.getAttribute('name')
  if (name) s += `[name=${name}]`
  const type = el.getAttribute('type')
  if (el.tagName === 'INPUT' && type) s += `[type=${type}]`
  const label = el.getAttribute('aria-label')
  if (label) s += `[aria-label="${label.slice(0, 30)}"]`
  const cls = [...el.classList].find((c) => !c.startsWith('sb-'))
  // vanilla-extract's debug names are File_export__hash: the hash says nothing to a reader.
  if (cls) s += `.${cls.replace(/__[a-z0-9]+$/i, '')}`
  return s
}

export function shortText(el: Element): string {
  const text = ((el instanceof HTMLElement ? el.innerText : el.textContent) ?? '').replace(/\s+/g, ' ').trim()
  if (text) return ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`
  const value = (el as HTMLInputElement).value ?? (el as HTMLInputElement).placeholder
  return typeof value === 'string' && value ? ` (value "${value.slice(0, 30)}")` : ''
}

/** Up to four steps from the element up (stopping at body or a story root), then its text. */
export function describeElement(el: Element): string {
  const steps: string[] = []
  for (let n: Element | null = el; n && n !== document.body && steps.length < 4; n = n.parentElement) {
    steps.unshift(segment(n))
    if (n.id === 'storybook-root') break
  }
  return steps.join(' > ') + shortText(el)
}

export function violation(invariant: InvariantName, element: Element, message: string): Violation {
  return { invariant, element, path: describeElement(element), message }
}

/** One line per violation, grouped by invariant, for an error message. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `[${v.invariant}] ${v.path}: ${v.message}`).join('\n')
}

// ---------------------------------------------------------------------------------------------
// Colours and visibility

export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

const rgbaCache = new Map<string, Rgba>()
let probe: CanvasRenderingContext2D | null | undefined

/** A computed colour as numbers; rgb()/rgba() directly, anything else (oklch, color()) through a canvas. */
export function parseColor(color: string): Rgba {
  const cached = rgbaCache.get(color)
  if (cached) return cached
  let out: Rgba = { r: 0, g: 0, b: 0, a: 0 }
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(color)
  if (m) {
    const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number.parseFloat(m[4]) / 100 : Number(m[4])
    out = { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: alpha }
  } else if (color !== 'transparent') {
    probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    if (probe) {
      probe.clearRect(0, 0, 1, 1)
      probe.fillStyle = color
      probe.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0, a = 0] = probe.getImageData(0, 0, 1, 1).data
      out = { r, g, b, a: a / 255 }
    }
  }
  rgbaCache.set(color, out)
  return out
}

export function sameColor(a: Rgba, b: Rgba): boolean {
  return Math.abs(a.r - b.r) <= 1 && Math.abs(a.g - b.g) <= 1 && Math.abs(a.b - b.b) <= 1 && Math.abs(a.a - b.a) < 0.01
}

/** Hidden for the eye but kept for screen readers (react-aria's VisuallyHidden, sr-only): clipped away, itself or an ancestor. */
export function isVisuallyHidden(el: Element): boolean {
  for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
    const style = getComputedStyle(n)
    if (style.clip !== 'auto' && style.position === 'absolute') return true
    if (style.clipPath === 'inset(50%)') return true
  }
  return false
}

/** Drawn at all: rendered, not visibility:hidden, not at opacity 0 (itself or an ancestor). */
export function isRendered(el: Element): boolean {
  return el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
}

export function isSeen(el: Element): boolean {
  return isRendered(el) && !isVisuallyHidden(el)
}
