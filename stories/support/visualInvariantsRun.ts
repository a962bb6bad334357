/**
 * Applies the visual invariants (visualInvariants.ts) after every story's play function: a
 * project-level `afterEach` in .storybook/preview.tsx. It runs only under vitest browser mode,
 * waits for overlays to finish entering or leaving, checks fonts and overlays at the story's
 * viewport and overflow at 1280 and 375 px wide, restores the viewport, and throws with every
 * violation found.
 *
 * A story opts out with `parameters: { visualInvariants: { disable: true } }`, or out of some
 * checks with `disable: ['font']`, and a comment saying why; opting out should be rare (the
 * Internal/VisualInvariants stories do, to run the checks on a broken portal themselves).
 */
import type { StoryContext } from '@storybook/react-vite'
import { checkFonts, checkOverflow, checkOverlays, describeElement, formatViolations, overflowContainers, type Violation } from './visualInvariants'
import { isVitestBrowser } from './vitestBrowser'

/** The checks a story can leave out. */
export type CheckName = 'font' | 'overlay' | 'overflow'

export interface VisualInvariantsParameters {
  /** Skip every check for this story, or only the ones named (say why in a comment beside it). */
  disable?: boolean | readonly CheckName[]
}

/** Viewport widths the overflow check runs at: a laptop and a small phone. */
export const OVERFLOW_WIDTHS = [1280, 375] as const

/** How long overlays may take to finish entering or leaving, and a resize to reach the page. */
const SETTLE_TIMEOUT_MS = 3000

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

function running(target: Document | Element): Animation[] {
  return target.getAnimations(target instanceof Element ? { subtree: true } : undefined).filter(
    (a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
  )
}

/**
 * Waits until overlays have finished entering or leaving: no element marked by react-aria's
 * data-entering / data-exiting still animates, and no other finite animation or transition runs (a
 * spinner's endless one is left alone). Awaits the animations themselves and the next frame, never
 * a fixed delay. Returns what still moved at the deadline.
 *
 * Under vitest, Storybook pauses every CSS animation at its end state before the afterEach hooks
 * (pauseAnimations): an overlay caught mid-entrance is then drawn in its final state but keeps
 * data-entering for good (react-aria waits on the cancelled animation), so a marked element that
 * no longer animates counts as settled.
 */
export async function settleOverlays(timeoutMs = SETTLE_TIMEOUT_MS): Promise<Violation[]> {
  const deadline = performance.now() + timeoutMs
  for (let waited = false; ; waited = true) {
    await nextFrame()
    const moving = [...document.querySelectorAll('[data-entering], [data-exiting]')].filter((el) => running(el).length > 0)
    const animations = running(document)
    if (!moving.length && !animations.length) {
      // After a wait, a frame more: react-aria drops data-entering / data-exiting (or unmounts) once the animation's promise settles.
      if (waited) await nextFrame()
      return []
    }
    if (performance.now() > deadline) {
      const stuck = moving.length ? moving : animations.map((a) => (a.effect as KeyframeEffect | null)?.target).filter((t): t is Element => t instanceof Element)
      return stuck.map((element) => ({
        invariant: 'settle' as const,
        element,
        path: describeElement(element),
        message: `still ${element.hasAttribute('data-entering') ? 'entering' : element.hasAttribute('data-exiting') ? 'leaving' : 'animating'} after ${timeoutMs} ms`,
      }))
    }
    await Promise.race([Promise.all(animations.map((a) => a.finished.catch(() => undefined))), nextFrame()])
  }
}

async function resizeTo(width: number, height: number): Promise<void> {
  const { page } = await import('vitest/browser')
  await page.viewport(width, height)
  const deadline = performance.now() + SETTLE_TIMEOUT_MS
  while ((window.innerWidth !== width || window.innerHeight !== height) && performance.now() < deadline) await nextFrame()
  if (window.innerWidth !== width) throw new Error(`visual invariants: the viewport did not become ${width} px wide (still ${window.innerWidth})`)
  // Layout, ResizeObserver callbacks and react-aria's popover repositioning all follow the resize.
  await nextFrame()
  await nextFrame()
}

/** Runs the checks (all but `skip`); overflow at each of OVERFLOW_WIDTHS, the original viewport restored after. */
export async function collectViolations(skip: readonly CheckName[] = []): Promise<Violation[]> {
  const found = await settleOverlays()
  if (!skip.includes('font')) found.push(...checkFonts())
  if (!skip.includes('overlay')) found.push(...checkOverlays())
  // No dialog or card open: nothing for the overflow check at any width (what the story did opens them, not the width).
  if (skip.includes('overflow') || !overflowContainers().length) return found
  const { innerWidth: width, innerHeight: height, scrollX, scrollY } = window
  try {
    for (const w of OVERFLOW_WIDTHS) {
      await resizeTo(w, height)
      found.push(...(await settleOverlays()))
      found.push(...checkOverflow().map((v) => ({ ...v, message: `${v.message} at ${w} px` })))
    }
  } finally {
    // Left as found for the hooks after this one (the screenshot comparison).
    await resizeTo(width, height)
    window.scrollTo(scrollX, scrollY)
  }
  return found
}

/** The project-level afterEach: throws with every violation, each naming the element it caught. */
export async function visualInvariantsAfterEach({ parameters, viewMode }: StoryContext): Promise<void> {
  const options = parameters.visualInvariants as VisualInvariantsParameters | undefined
  if (!isVitestBrowser() || viewMode !== 'story' || options?.disable === true) return
  const violations = await collectViolations(options?.disable || [])
  if (violations.length) {
    throw new Error(`Visual invariants: ${violations.length} violation(s)\n${formatViolations(violations)}`)
  }
}
