/**
 * Screenshot baselines: every story's final state, compared with vitest's `toMatchScreenshot`.
 *
 * `matchStoryScreenshot` runs in the project-level `afterEach` of .storybook/preview.tsx, after the
 * play function and the visual-invariant checks, only under vitest browser mode. It settles the
 * page (fonts loaded, overlays done entering or leaving, time-based animations, transitions and
 * the caret stopped), crops to what a reviewer needs (the open modal dialog if there is one, otherwise what
 * the story paints, popovers included) and compares with
 * `stories/__screenshots__/<title id>/<story id>.<mode>.png` (screenshotPaths.ts). Tolerance and
 * paths are set once in vitest.config.ts.
 *
 * Light for every story; dark too for stories tagged `screenshot-dark` (one per screen file, its
 * main step): the same final state is switched to dark in place (`withScreenshotTheme` hands the
 * theme decorator `globals.theme = 'dark'`, React re-renders without remounting) and captured again.
 *
 * Per story, `parameters.screenshot`:
 * - `mask: ['css selector', ...]` paints over text that changes by itself (a relative time, today's date).
 *   While captured, each masked text reads one fixed word, so that its width (a morning's "AM" or an
 *   afternoon's "PM", a one- or two-digit day) cannot move the layout around it either;
 * - `disable: true` skips the capture (say why beside it).
 */
import { useSyncExternalStore } from 'react'
import type { Decorator, StoryContext } from '@storybook/react-vite'
import { screenshotName, type ScreenshotMode } from './screenshotPaths'
import { isVitestBrowser } from './vitestBrowser'

/** The tag of the stories also captured in dark. */
export const SCREENSHOT_DARK_TAG = 'screenshot-dark'

export interface ScreenshotParameters {
  /** Skip the capture (say why in a comment beside it). */
  disable?: boolean
  /** CSS selectors of regions painted over before comparing: text that changes on its own. */
  mask?: string[]
}

/** Room left around the crop: a dialog's shadow and rounded corners, a focus ring at the edge. */
const PAD = 16

/** How long overlays may take to finish entering or leaving. */
const SETTLE_TIMEOUT_MS = 3000

/** The tallest a capture grows the frame to (the test window's height in vitest.config.ts); anything below is cut. */
const MAX_HEIGHT = 2400

/** Transitions end at once, no caret blinks. Animations are stopped one by one (stopAnimations). */
const FREEZE_CSS = `*, *::before, *::after {
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`

// The mode a capture asks for; null while the story shows its own globals.
let modeOverride: ScreenshotMode | null = null
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Outermost project decorator: while a dark capture runs, the decorators inside it (the theme's)
 * see `globals.theme = 'dark'`. The story re-renders in place: state and the play function's
 * final step stay.
 */
export const withScreenshotTheme: Decorator = (Story, context) => <ScreenshotTheme story={Story} globals={context.globals} />

function ScreenshotTheme({ story: Story, globals }: { story: Parameters<Decorator>[0]; globals: StoryContext['globals'] }) {
  const theme = useSyncExternalStore(subscribe, () => modeOverride, () => null)
  return theme ? Story({ globals: { ...globals, theme } }) : Story()
}

function showMode(mode: ScreenshotMode | null): void {
  if (modeOverride === mode) return
  modeOverride = mode
  for (const listener of listeners) listener()
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** What every masked text reads while captured. */
const MASKED_TEXT = 'masked'

/** Puts MASKED_TEXT in every text under `elements`; the returned function puts the text back. Only the text nodes' data changes, as React's own updates do. */
function holdMaskedText(elements: Element[]): () => void {
  const held: [Text, string][] = []
  for (const element of elements) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      if (!text.data.trim()) continue
      held.push([text, text.data])
      text.data = MASKED_TEXT
    }
  }
  return () => {
    for (const [text, data] of held) text.data = data
  }
}

/**
 * Every time-based animation at its end (react-aria then drops data-entering / data-exiting), an
 * endless one (a spinner) back at its start. Scroll-driven ones stay: they show where a scroll is
 * (a long dialog's line above its stuck buttons), the same on every run.
 */
function stopAnimations(): void {
  for (const animation of document.getAnimations()) {
    if (!(animation.timeline instanceof DocumentTimeline)) continue
    try {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel()
      else animation.finish()
    } catch {
      animation.cancel() // one that cannot finish (playback rate 0)
    }
  }
}

/** Waits until the page's viewport is `height` tall, as the last resize asked (or the settle timeout passes). */
async function viewportReached(height: number): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS
  while (innerHeight < height && performance.now() < deadline) await nextFrame()
}

/** Fonts loaded, animations stopped, no overlay entering or leaving. */
async function settle(): Promise<void> {
  await document.fonts.ready
  const deadline = performance.now() + SETTLE_TIMEOUT_MS
  for (;;) {
    stopAnimations()
    await nextFrame()
    if (!document.querySelector('[data-entering], [data-exiting]') || performance.now() > deadline) break
  }
  await nextFrame()
}

/**
 * Storybook pauses (and reverses) every animation while afterEach runs in a test; that would
 * freeze a scroll-driven one mid-way. Its style sheet is switched off for the capture.
 */
function storybookAnimationPause(): CSSStyleSheet[] {
  return [...document.styleSheets].filter((sheet) => !sheet.disabled && (sheet.ownerNode?.textContent ?? '').includes('animation-play-state: paused !important'))
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

const EMPTY: Box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
const boxOf = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })
const isEmpty = (box: Box) => box.right - box.left <= 0 || box.bottom - box.top <= 0
const union = (a: Box, b: Box): Box => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) })
const intersect = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) })
const NO_CLIP: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }

/** Elements that paint content of their own, whatever their style says. */
const REPLACED = new Set(['IMG', 'CANVAS', 'VIDEO', 'IFRAME', 'INPUT', 'TEXTAREA', 'SELECT', 'PROGRESS', 'METER'])

const isTransparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color)

function paintsItself(el: Element, style: CSSStyleDeclaration): boolean {
  if (style.visibility === 'hidden') return false
  if (REPLACED.has(el.tagName) || el instanceof SVGSVGElement) return true
  // A theme root paints the page colour, not the story.
  if (el.hasAttribute('data-theme')) return false
  const border = ['Top', 'Right', 'Bottom', 'Left'].some(
    (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && !isTransparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
  )
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
  return border || outline || !isTransparent(style.backgroundColor) || style.backgroundImage !== 'none' || style.boxShadow !== 'none'
}

/** The box of everything painted under `el`: its own painting, its text, its children, cut to the scroll boxes around them. */
function paintedBox(el: Element, clip: Box): Box {
  const style = getComputedStyle(el)
  if (style.display === 'none' || style.opacity === '0') return EMPTY
  const rect = el.getBoundingClientRect()
  // react-aria's VisuallyHidden (1px, clipped): read by screen readers, never seen.
  if ((rect.width <= 1 || rect.height <= 1) && style.overflow !== 'visible') return EMPTY
  let box = paintsItself(el, style) ? intersect(boxOf(rect), clip) : EMPTY
  if (el instanceof SVGSVGElement) return box
  const inner = style.overflowX !== 'visible' || style.overflowY !== 'visible' ? intersect(clip, boxOf(rect)) : clip
  for (const node of el.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim() && style.visibility !== 'hidden') {
      const range = document.createRange()
      range.selectNodeContents(node)
      box = union(box, intersect(boxOf(range.getBoundingClientRect()), inner))
    } else if (node instanceof Element) {
      const child = paintedBox(node, inner)
      if (!isEmpty(child)) box = union(box, child)
    }
  }
  return box
}

/** The fixed backdrop a modal dialog sits on, if `dialog` is in one: a fixed box as large as the viewport. */
function backdropOf(dialog: Element): Element | null {
  for (let el = dialog.parentElement; el && el !== document.body; el = el.parentElement) {
    const rect = el.getBoundingClientRect()
    if (getComputedStyle(el).position === 'fixed' && rect.width >= innerWidth - 1 && rect.height >= innerHeight - 1) return el
  }
  return null
}

/**
 * The open modal dialog's surface as a person sees it, the last one opened: its outermost wrapper
 * below the backdrop (react-aria's Modal, which scrolls a long dialog), not the dialog's full height.
 */
function modalDialogBox(): Box | null {
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].reverse()
  for (const dialog of dialogs) {
    const backdrop = backdropOf(dialog)
    if (!backdrop) continue
    let surface: Element = dialog
    while (surface.parentElement && surface.parentElement !== backdrop) surface = surface.parentElement
    const box = boxOf(surface.getBoundingClientRect())
    if (!isEmpty(box)) return box
  }
  return null
}

/** What the story paints: the canvas and whatever it portals to the body (popovers, menus), react-aria's live announcer aside. */
function storyBox(canvas: HTMLElement): Box {
  let box = paintedBox(canvas, NO_CLIP)
  for (const child of document.body.children) {
    if (child.contains(canvas) || child.matches('script, style, [data-live-announcer], [data-screenshot-frame]')) continue
    box = union(box, paintedBox(child, NO_CLIP))
  }
  return box
}

/** What to capture, in viewport coordinates: the open modal dialog, else what the story paints. */
function captureBox(canvas: HTMLElement): Box {
  const box = modalDialogBox() ?? storyBox(canvas)
  return isEmpty(box) ? { left: 0, top: 0, right: 1, bottom: 1 } : box
}

/**
 * A transparent box laid over the part of the page to capture: an element screenshot of it is a
 * crop of the page (the dialog, or the story's painted area with PAD around it), whole pixels.
 */
function frameAround(box: Box): HTMLElement {
  // The page's height (the frame grows to it) but the viewport's width: what lies off to the side is not seen.
  const page: Box = { left: 0, top: -scrollY, right: document.documentElement.clientWidth, bottom: document.documentElement.scrollHeight - scrollY }
  box = intersect({ left: box.left - PAD, top: box.top - PAD, right: box.right + PAD, bottom: box.bottom + PAD }, page)
  const left = Math.floor(box.left + scrollX)
  const top = Math.floor(box.top + scrollY)
  const frame = document.createElement('div')
  frame.setAttribute('data-screenshot-frame', '')
  frame.setAttribute('aria-hidden', 'true')
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${Math.ceil(box.right + scrollX) - left}px`,
    height: `${Math.ceil(box.bottom + scrollY) - top}px`,
    pointerEvents: 'none',
    zIndex: '2147483647',
  })
  document.body.append(frame)
  return frame
}

/**
 * Compares the story's final state with its baseline(s): light, and dark for stories tagged
 * `screenshot-dark`. A mismatch fails the story (soft: both modes are compared and reported).
 */
export async function matchStoryScreenshot(context: StoryContext): Promise<void> {
  if (!isVitestBrowser()) return
  const options = (context.parameters.screenshot ?? {}) as ScreenshotParameters
  if (options.disable) return
  const [{ expect }, { page }] = await Promise.all([import('vitest'), import('vitest/browser')])
  const modes: ScreenshotMode[] = context.tags.includes(SCREENSHOT_DARK_TAG) ? ['light', 'dark'] : ['light']
  const viewport = { width: innerWidth, height: innerHeight }
  // The test page does not apply Storybook's layouts: a centered or padded story sits in the page's
  // corner, where the crop would cut its shadow and rounded corners. Give it the room Storybook does.
  const canvasStyle = context.canvasElement.style
  const canvasPadding = canvasStyle.padding
  if (context.parameters.layout !== 'fullscreen') canvasStyle.padding = `${PAD}px`
  const paused = storybookAnimationPause()
  const freeze = document.createElement('style')
  freeze.textContent = FREEZE_CSS
  document.head.append(freeze)
  for (const sheet of paused) sheet.disabled = true
  try {
    for (const mode of modes) {
      showMode(mode === 'dark' ? 'dark' : null)
      await settle()
      // A frame cuts what lies below its viewport: grow it to the story's height for the capture.
      const needed = Math.min(MAX_HEIGHT, Math.ceil(captureBox(context.canvasElement).bottom + scrollY + PAD))
      if (needed > innerHeight) {
        await page.viewport(viewport.width, needed)
        // The resize reaches the page asynchronously: until it has, the rows it adds are not laid
        // out yet (a page as tall as the viewport paints them blank).
        await viewportReached(needed)
        await settle()
      }
      const mask = (options.mask ?? []).flatMap((selector) => [...document.querySelectorAll(selector)])
      const restoreText = holdMaskedText(mask)
      const frame = frameAround(captureBox(context.canvasElement))
      try {
        // Animations are already stopped (Playwright's own stopping would end the scroll-driven ones too).
        await expect.soft(page.elementLocator(frame)).toMatchScreenshot(screenshotName(context.id, mode), { screenshotOptions: { animations: 'allow', ...(mask.length ? { mask } : {}) } })
      } finally {
        frame.remove()
        restoreText()
      }
    }
  } finally {
    showMode(null)
    canvasStyle.padding = canvasPadding
    freeze.remove()
    for (const sheet of paused) sheet.disabled = false
    if (innerWidth !== viewport.width || innerHeight !== viewport.height) await page.viewport(viewport.width, viewport.height)
  }
}
