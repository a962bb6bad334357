import { expect } from 'storybook/test'
import { isVitestBrowser } from './vitestBrowser'

/** The overlays' home a ThemeProvider renders at the end of the body (see ThemeProvider.tsx). */
export const OVERLAY_HOME = '[data-gatehouse-overlays]'

/** A CSS colour as the browser computes it (`rgb(…)` / `rgba(…)`), whatever notation it was written in. */
export function computedColor(value: string): string {
  const probe = document.createElement('span')
  probe.style.color = value
  document.body.append(probe)
  const computed = getComputedStyle(probe).color
  probe.remove()
  return computed
}

/** Two CSS colours are the same colour, whatever their notation. */
export const expectSameColor = (actual: string, expected: string) => expect(computedColor(actual)).toBe(computedColor(expected))

/** A font-family list as the browser reports it, without quotes and spaces, for comparing with a token. */
export const fontList = (family: string) => family.replace(/["'\s]/g, '')

/**
 * Where an overlay lives: the themed home of the provider whose subtree opened it. That provider's
 * wrapper (`themed`, the nearest `[data-theme]` around the trigger) and its home carry the same
 * variables, so the overlay reads the same theme; the home is a child of the body, as a portal
 * target must be for fixed and placed overlays to behave.
 */
export function expectInThemeHome(overlay: Element, themed: Element) {
  const home = overlay.closest(OVERLAY_HOME)
  expect(home, 'the overlay renders inside a ThemeProvider overlay home').not.toBeNull()
  expect(home!.parentElement).toBe(document.body)
  expect(home!.getAttribute('data-theme')).toBe(themed.getAttribute('data-theme'))
  expect(home!.getAttribute('style')).toBe(themed.getAttribute('style'))
}

/**
 * A popover the kit keeps in the page's top layer (a menu, a combo box's list) rather than in a
 * portal: open, and inside the element of the theme it belongs to, whose variables it inherits.
 */
export function expectInTopLayerOf(popover: Element, themed: Element) {
  expect(popover.matches(':popover-open'), 'the popover is shown in the top layer').toBe(true)
  expect(popover.closest('[data-theme]')).toBe(themed)
}

/** A Storybook viewport of 375 × 812 (a small phone); addon-vitest sizes the test iframe from it too. */
export const PHONE = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' as const } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
}

/** The page is 375 px wide (the story's viewport applied) and nothing makes it scroll sideways. */
export function expectFitsPhone() {
  // Under vitest addon-vitest applies the viewport before the story; in Storybook the toolbar does.
  if (isVitestBrowser()) expect(window.innerWidth).toBe(375)
  expect(document.documentElement.scrollWidth, 'page width (no horizontal scroll)').toBeLessThanOrEqual(window.innerWidth)
}

const TARGETS = ['button', 'a[href]', '[role="button"]', '[role="menuitem"]', '[role="option"]', '[role="link"]', 'label', 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])', 'select', 'textarea'].join(', ')

/**
 * Every visible control in `root` is at least 24 × 24 px (WCAG 2.5.8). Labels count only when they
 * wrap a checkbox or radio (the label is its target). Visually hidden elements (react-aria's
 * dismiss buttons, the native inputs behind its checkboxes) are skipped.
 */
export function expectTapTargets(root: Element | Document = document.body, min = 24) {
  const small: string[] = []
  for (const element of root.querySelectorAll<HTMLElement>(TARGETS)) {
    if (element.tagName === 'LABEL' && !element.querySelector('input[type="checkbox"], input[type="radio"]')) continue
    if (element.closest('[aria-hidden="true"], [inert]')) continue
    const box = element.getBoundingClientRect()
    if (box.width <= 1 || box.height <= 1) continue
    if (box.width < min || box.height < min) small.push(`${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`)
  }
  expect(small, `controls smaller than ${min} px`).toEqual([])
}

/** The element lies inside the viewport across (nothing cut off at the sides). */
export function expectWithinViewportWidth(element: Element) {
  const box = element.getBoundingClientRect()
  expect(box.left).toBeGreaterThanOrEqual(0)
  expect(box.right).toBeLessThanOrEqual(window.innerWidth)
}
